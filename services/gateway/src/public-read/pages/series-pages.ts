import { AppError } from '@lectures/proto';
import { publicSeriesAnswer } from '../../series/public-series-answer';
import type { SeriesDto, SeriesGatewayService } from '../../series/series-gateway.service';
import type { CachedBody, PublishedSetCache } from '../published-set.cache';
import { jsonLdScript, seriesDescription, seriesJsonLd, seriesOnPage, type SeriesOnPage } from './json-ld';
import { matchPath, type PageAnswer, type PageKind } from './page-answer';
import { missingHeadTags, seriesHeadTags, type SiteMeta } from './page-meta';
import { seriesPath } from './page-paths';

const SERIES_PATH = /^\/series\/([^/]+)\/?$/;

/**
 * A series' page, `/series/{slug}`: its head tags and `PodcastSeries` description, written in
 * the visitor's language from the series' API answer, kept once per version of the published set
 * for every language (publicSeriesAnswer). A series with no published part, or no such series, is 404.
 */
export class SeriesPages implements PageKind {
  /** What the page needs of each kept answer, read once. */
  private readonly parsed = new WeakMap<CachedBody, SeriesOnPage>();

  constructor(
    private readonly series: SeriesGatewayService,
    private readonly cache: PublishedSetCache,
  ) {}

  match(path: string): string[] | null {
    return matchPath(SERIES_PATH, path);
  }

  async answer([slug]: string[], path: string, site: SiteMeta): Promise<PageAnswer> {
    try {
      const body = await publicSeriesAnswer(this.cache, this.series, slug.toLowerCase());
      let series = this.parsed.get(body);
      if (!series) this.parsed.set(body, (series = seriesOnPage(JSON.parse(body.json) as SeriesDto)));
      if (series.slug !== slug) return { kind: 'moved', path: seriesPath(series.slug) };
      return { kind: 'page', head: headOf(site, series), from: body };
    } catch (error) {
      if (error instanceof AppError && (error.code === 'NOT_FOUND' || error.code === 'INVALID')) return { kind: 'missing', head: missingHeadTags(site, path) };
      throw error;
    }
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
