import { AppError, type SpeakerRecord } from '@lectures/proto';
import { publicSpeakerAnswer } from '../../speakers/public-speaker-answer';
import type { SpeakersGatewayService } from '../../speakers/speakers-gateway.service';
import type { CachedBody, PublishedSetCache } from '../published-set.cache';
import { jsonLdScript, speakerJsonLd } from './json-ld';
import { matchPath, type PageAnswer, type PageKind } from './page-answer';
import { missingHeadTags, speakerHeadTags, type SiteMeta } from './page-meta';
import { speakerPath } from './page-paths';

const SPEAKER_PATH = /^\/speakers\/([^/]+)\/?$/;

/**
 * A speaker's page, `/speakers/{slug}`: found by its slug, an old one or any way the name is
 * written, and answered 301 to the slug when asked by another; its head tags and `ProfilePage`
 * description written in the visitor's language from the speaker's API answer, kept once per
 * version of the published set (speaker changes raise it) for every language (publicSpeakerAnswer). A speaker with
 * no published lecture or series, or no such speaker, is 404.
 */
export class SpeakerPages implements PageKind {
  /** Each kept answer parsed once. */
  private readonly parsed = new WeakMap<CachedBody, SpeakerRecord>();

  constructor(
    private readonly speakers: SpeakersGatewayService,
    private readonly cache: PublishedSetCache,
  ) {}

  match(path: string): string[] | null {
    return matchPath(SPEAKER_PATH, path);
  }

  async answer([address]: string[], path: string, site: SiteMeta): Promise<PageAnswer> {
    if (!address.trim() || address.length > 200) return { kind: 'missing', head: missingHeadTags(site, path) };
    try {
      const body = await publicSpeakerAnswer(this.cache, this.speakers, address);
      let speaker = this.parsed.get(body);
      if (!speaker) this.parsed.set(body, (speaker = JSON.parse(body.json) as SpeakerRecord));
      if (speaker.slug !== address) return { kind: 'moved', path: speakerPath(speaker.slug) };
      return { kind: 'page', head: `${speakerHeadTags(site, speaker)}\n    ${jsonLdScript(speakerJsonLd(site, speaker))}`, from: body };
    } catch (error) {
      if (error instanceof AppError && (error.code === 'NOT_FOUND' || error.code === 'INVALID')) return { kind: 'missing', head: missingHeadTags(site, path) };
      throw error;
    }
  }
}
