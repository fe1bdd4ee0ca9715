import { AppError } from '@lectures/proto';
import type { SpeakersGatewayService } from '../../speakers/speakers-gateway.service';
import type { PublishedSetCache } from '../published-set.cache';
import { jsonLdScript, speakerJsonLd } from './json-ld';
import { matchPath, type PageAnswer, type PageKind } from './page-answer';
import { missingHeadTags, speakerHeadTags, type SiteMeta } from './page-meta';
import { speakerPath } from './page-paths';

const SPEAKER_PATH = /^\/speakers\/([^/]+)\/?$/;

type Known = { kind: 'page'; head: string } | { kind: 'moved'; path: string };

/**
 * A speaker's page, `/speakers/{slug}`: found by its slug, an old one or any way the name is
 * written, and answered 301 to the slug when asked by another; its head tags and `ProfilePage`
 * description, kept per version of the published set (speaker changes raise it). A speaker with
 * no published lecture or series, or no such speaker, is 404.
 */
export class SpeakerPages implements PageKind {
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
      const body = await this.cache.get(`page:speaker:${site.language}:${address}`, async () => ({ json: JSON.stringify(await this.load(address, site)) }));
      return JSON.parse(body.json) as Known;
    } catch (error) {
      if (error instanceof AppError && (error.code === 'NOT_FOUND' || error.code === 'INVALID')) return { kind: 'missing', head: missingHeadTags(site, path) };
      throw error;
    }
  }

  private async load(address: string, site: SiteMeta): Promise<Known> {
    const speaker = await this.speakers.getPublic(address);
    if (speaker.slug !== address) return { kind: 'moved', path: speakerPath(speaker.slug) };
    return { kind: 'page', head: `${speakerHeadTags(site, speaker)}\n    ${jsonLdScript(speakerJsonLd(site, speaker))}` };
  }
}
