import { Inject, Injectable } from '@nestjs/common';
import { DATA_SOURCE } from '@lectures/platform';
import type { SitemapChunk, SitemapEntry, SitemapKind } from '@lectures/proto';
import type { DataSource } from 'typeorm';
import { SITEMAP_SOURCES } from './sitemap-sources';

/** The sitemap's queries, the same two for every kind of page. */
@Injectable()
export class SitemapRepository {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  /** The kind's pages cut into files of `size`, in listing order: each file's count and newest change. */
  async chunks(kind: SitemapKind, size: number): Promise<SitemapChunk[]> {
    const rows = await this.dataSource.query<{ count: number; last_modified: Date }[]>(
      `SELECT count(*)::int AS count, max(t.lastmod) AS last_modified
         FROM (SELECT (row_number() OVER (ORDER BY made, id) - 1) / $1 AS chunk, lastmod FROM (${SITEMAP_SOURCES[kind]}) s) t
        GROUP BY t.chunk ORDER BY t.chunk`,
      [size],
    );
    return rows.map((r) => ({ count: r.count, lastModified: new Date(r.last_modified).toISOString() }));
  }

  async entries(kind: SitemapKind, offset: number, limit: number): Promise<SitemapEntry[]> {
    const rows = await this.dataSource.query<{ slug: string; lastmod: Date }[]>(
      `SELECT slug, lastmod FROM (${SITEMAP_SOURCES[kind]}) s ORDER BY made, id OFFSET $1 LIMIT $2`,
      [offset, limit],
    );
    return rows.map((r) => ({ slug: r.slug, lastModified: new Date(r.lastmod).toISOString() }));
  }
}
