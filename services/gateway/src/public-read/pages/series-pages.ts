import { AppError } from '@lectures/proto';
import type { SeriesGatewayService } from '../../series/series-gateway.service';
import type { PublishedSetCache } from '../published-set.cache';
import { jsonLdScript, seriesDescription, seriesJsonLd } from './json-ld';
import { matchPath, type PageAnswer, type PageKind } from './page-answer';
import { missingHeadTags, seriesHeadTags, type SiteMeta } from './page-meta';
import { seriesPath } from './page-paths';

const SERIES_PATH = /^\/series\/([^/]+)\/?$/;

type Known = { kind: 'page'; head: string } | { kind: 'moved'; path: string };

/**
 * A series' page, `/series/{slug}`: its head tags and `PodcastSeries` description, kept per
 * version of the published set (the same version the series' API answer is kept under). A
 * series with no published part, or no such series, is 404.
 */
export class SeriesPages implements PageKind {
  constructor(
    private readonly series: SeriesGatewayService,
    private readonly cache: PublishedSetCache,
  ) {}

  match(path: string): string[] | null {
    return matchPath(SERIES_PATH, path);
  }

  async answer([slug]: string[], path: string, site: SiteMeta): Promise<PageAnswer> {
    try {
      const body = await this.cache.get(`page:series:${site.language}:${slug}`, async () => ({ json: JSON.stringify(await this.load(slug, site)) }));
      return JSON.parse(body.json) as Known;
    } catch (error) {
      if (error instanceof AppError && (error.code === 'NOT_FOUND' || error.code === 'INVALID')) return { kind: 'missing', head: missingHeadTags(site, path) };
      throw error;
    }
  }

  private async load(slug: string, site: SiteMeta): Promise<Known> {
    const series = await this.series.getPublic(slug.toLowerCase());
    if (series.slug !== slug) return { kind: 'moved', path: seriesPath(series.slug) };
    const head = seriesHeadTags(site, {
      slug: series.slug,
      title: series.title,
      description: seriesDescription(site, series),
      // The picture staff uploaded (960x960), else part 1's drawn one.
      picture: series.artworkUrl ?? series.parts[0]?.content.socialImageUrl ?? null,
    });
    return { kind: 'page', head: `${head}\n    ${jsonLdScript(seriesJsonLd(site, series))}` };
  }
}
