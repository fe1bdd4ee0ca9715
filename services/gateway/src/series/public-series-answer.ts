import type { CachedBody, PublishedSetCache } from '../public-read/published-set.cache';
import type { SeriesGatewayService } from './series-gateway.service';

/**
 * A published series as the API answers it (`GET /api/series/public/{slug}`), kept per version
 * of the published set: its page is written from the same answer, so a visit (the HTML, then the
 * app's request for the series) asks the content service once.
 */
export function publicSeriesAnswer(cache: PublishedSetCache, series: SeriesGatewayService, slug: string): Promise<CachedBody> {
  return cache.get(`series:${slug}`, async () => ({ json: JSON.stringify(await series.getPublic(slug)) }));
}
