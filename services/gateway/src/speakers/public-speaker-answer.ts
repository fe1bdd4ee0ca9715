import type { CachedBody, PublishedSetCache } from '../public-read/published-set.cache';
import type { SpeakersGatewayService } from './speakers-gateway.service';

/**
 * A speaker as the API answers visitors (`GET /api/speakers/public/{address}`), kept per version
 * of the published set: their page is written from the same answer, so a visit (the HTML, then
 * the app's request for the speaker) asks the content service once.
 */
export function publicSpeakerAnswer(cache: PublishedSetCache, speakers: SpeakersGatewayService, address: string): Promise<CachedBody> {
  return cache.get(`speaker:${address}`, async () => ({ json: JSON.stringify(await speakers.getPublic(address)) }));
}
