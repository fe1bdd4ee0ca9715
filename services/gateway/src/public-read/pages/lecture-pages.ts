import { AppError } from '@lectures/proto';
import type { MessageBus } from '@lectures/platform';
import { toContentDto } from '../../content/content-urls';
import type { PublishedSetCache } from '../published-set.cache';
import { jsonLdScript, lectureJsonLd } from './json-ld';
import { matchPath, type PageAnswer, type PageKind } from './page-answer';
import { contentHeadTags, missingHeadTags, type SiteMeta } from './page-meta';
import { lecturePath } from './page-paths';

const LECTURE_PATH = /^\/content\/([^/]+)\/?$/;

type Known = { kind: 'page'; head: string } | { kind: 'moved'; path: string };

/**
 * A lecture's page, `/content/{address}`. Its current address is the page; its id and every
 * earlier address answer 301 to it, so links shared years ago keep working. An address no
 * published lecture has is 404 (unpublished ones too: visitors cannot read them; staff's
 * browsers still show them, since the app reads them with the session). Answers are kept per
 * version of the published set, which a new title, a new transcript or a new part changes.
 */
export class LecturePages implements PageKind {
  constructor(
    private readonly bus: MessageBus,
    private readonly cache: PublishedSetCache,
  ) {}

  match(path: string): string[] | null {
    return matchPath(LECTURE_PATH, path);
  }

  async answer([address]: string[], path: string, site: SiteMeta): Promise<PageAnswer> {
    try {
      const body = await this.cache.get(`page:content:${site.language}:${address}`, async () => ({ json: JSON.stringify(await this.load(address, site)) }));
      return JSON.parse(body.json) as Known;
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND') return { kind: 'missing', head: missingHeadTags(site, path) };
      throw error;
    }
  }

  private async load(address: string, site: SiteMeta): Promise<Known> {
    // Addresses are lower case (ids are read in any case); '/content/Tafsir' moves to '/content/tafsir'.
    const found = await this.bus.request('content.address.resolve.v1', { address: address.toLowerCase() });
    if (!found?.published) throw new AppError('NOT_FOUND', 'Content not found');
    const canonical = found.slug ?? found.id;
    if (address !== canonical) return { kind: 'moved', path: lecturePath(found) };
    const [{ item: record, transcript }, placement] = await Promise.all([
      this.bus.request('content.read.v1', { id: found.id, scope: 'public' }),
      this.bus.request('content.series.placement.v1', { contentId: found.id }),
    ]);
    const item = toContentDto(record, { transcript });
    return { kind: 'page', head: `${contentHeadTags(site, item)}\n    ${jsonLdScript(lectureJsonLd(site, item, placement))}` };
  }
}
