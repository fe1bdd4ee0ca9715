import { AppError, type SpeakerRecord } from '@lectures/proto';
import type { SpeakersGatewayService } from '../../speakers/speakers-gateway.service';
import type { CachedBody, PublishedSetCache } from '../published-set.cache';
import { jsonLdScript, speakerJsonLd } from './json-ld';
import { matchPath, type PageAnswer, type PageKind } from './page-answer';
import { missingHeadTags, speakerHeadTags, type SiteMeta } from './page-meta';
import { speakerPath } from './page-paths';

const SPEAKER_PATH = /^\/speakers\/([^/]+)\/?$/;

type Found = { kind: 'speaker'; speaker: SpeakerRecord } | { kind: 'moved'; path: string };

/**
 * A speaker's page, `/speakers/{slug}`: found by its slug, an old one or any way the name is
 * written, and answered 301 to the slug when asked by another; its head tags and `ProfilePage`
 * description written in the visitor's language from the speaker's record, kept once per
 * version of the published set (speaker changes raise it) for every language. A speaker with
 * no published lecture or series, or no such speaker, is 404.
 */
export class SpeakerPages implements PageKind {
  /** Each kept answer parsed once. */
  private readonly parsed = new WeakMap<CachedBody, Found>();

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
      const body = await this.cache.get(`page:speaker:${address}`, async () => ({ json: JSON.stringify(await this.load(address)) }));
      let found = this.parsed.get(body);
      if (!found) this.parsed.set(body, (found = JSON.parse(body.json) as Found));
      if (found.kind === 'moved') return found;
      return { kind: 'page', head: `${speakerHeadTags(site, found.speaker)}\n    ${jsonLdScript(speakerJsonLd(site, found.speaker))}`, from: body };
    } catch (error) {
      if (error instanceof AppError && (error.code === 'NOT_FOUND' || error.code === 'INVALID')) return { kind: 'missing', head: missingHeadTags(site, path) };
      throw error;
    }
  }

  private async load(address: string): Promise<Found> {
    const speaker = await this.speakers.getPublic(address);
    if (speaker.slug !== address) return { kind: 'moved', path: speakerPath(speaker.slug) };
    return { kind: 'speaker', speaker };
  }
}
