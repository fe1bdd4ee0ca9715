import { AppError } from '@lectures/proto';
import type { SeriesGatewayService } from '../../series/series-gateway.service';
import type { CachedBody, PublishedSetCache } from '../published-set.cache';
import { jsonLdScript, seriesDescription, seriesJsonLd, seriesOnPage, type SeriesOnPage } from './json-ld';
import { matchPath, type PageAnswer, type PageKind } from './page-answer';
import { missingHeadTags, seriesHeadTags, type SiteMeta } from './page-meta';
import { seriesPath } from './page-paths';

const SERIES_PATH = /^\/series\/([^/]+)\/?$/;

type Found = { kind: 'series'; series: SeriesOnPage } | { kind: 'moved'; path: string };

/**
 * A series' page, `/series/{slug}`: its head tags and `PodcastSeries` description, written in
 * the visitor's language from what the series' page needs of it, kept once per version of the
 * published set for every language. A series with no published part, or no such series, is 404.
 */
export class SeriesPages implements PageKind {
  /** Each kept answer parsed once. */
  private readonly parsed = new WeakMap<CachedBody, Found>();

  constructor(
    private readonly series: SeriesGatewayService,
    private readonly cache: PublishedSetCache,
  ) {}

  match(path: string): string[] | null {
    return matchPath(SERIES_PATH, path);
  }

  async answer([slug]: string[], path: string, site: SiteMeta): Promise<PageAnswer> {
    try {
      const body = await this.cache.get(`page:series:${slug}`, async () => ({ json: JSON.stringify(await this.load(slug)) }));
      let found = this.parsed.get(body);
      if (!found) this.parsed.set(body, (found = JSON.parse(body.json) as Found));
      return found.kind === 'moved' ? found : { kind: 'page', head: headOf(site, found.series), from: body };
    } catch (error) {
      if (error instanceof AppError && (error.code === 'NOT_FOUND' || error.code === 'INVALID')) return { kind: 'missing', head: missingHeadTags(site, path) };
      throw error;
    }
  }

  private async load(slug: string): Promise<Found> {
    const series = await this.series.getPublic(slug.toLowerCase());
    if (series.slug !== slug) return { kind: 'moved', path: seriesPath(series.slug) };
    return { kind: 'series', series: seriesOnPage(series) };
  }
}

function headOf(site: SiteMeta, series: SeriesOnPage): string {
  const head = seriesHeadTags(site, {
    slug: series.slug,
    title: series.title,
    description: seriesDescription(site, series),
    // The picture staff uploaded (960x960), else part 1's drawn one.
    picture: series.artworkUrl ?? series.parts[0]?.content.socialImageUrl ?? null,
  });
  return `${head}\n    ${jsonLdScript(seriesJsonLd(site, series))}`;
}
