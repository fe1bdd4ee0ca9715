import { Inject, Injectable } from '@nestjs/common';
import { DATA_SOURCE } from '@lectures/platform';
import { AppError, CONTENT_STATUSES, type ContentSort, type ContentStatus } from '@lectures/proto';
import type { DataSource, Repository } from 'typeorm';
import { ContentEntity } from '../content/content.entity';
import { applyContentFilter, type ContentFilter } from '../content/content-filter';

interface SortOrder {
  /** What the list is ordered by. */
  column: string;
  /** The same value as the cursor carries it (cast to text). */
  key: string;
  /** The cursor's text turned back into a value of the same type. */
  fromText: string;
  /** Restates the first half of the keyset condition so an index on the column can bound the scan. */
  bound?: string;
  direction: 'ASC' | 'DESC';
  valid: RegExp;
}

// Timestamps travel as whole microseconds since the epoch: exact, unlike a JavaScript Date.
const MICROS = 'to_timestamp(0) + CAST(:afterKey AS bigint) * interval \'1 microsecond\'';
const SORTS: Record<ContentSort, SortOrder> = {
  newest: { column: 'c.created_at', key: '(extract(epoch FROM c.created_at) * 1000000)::bigint', fromText: MICROS, bound: 'c.created_at <=', direction: 'DESC', valid: /^\d{1,16}$/ },
  oldest: { column: 'c.created_at', key: '(extract(epoch FROM c.created_at) * 1000000)::bigint', fromText: MICROS, bound: 'c.created_at >=', direction: 'ASC', valid: /^\d{1,16}$/ },
  title: { column: 'lower(c.title)', key: 'lower(c.title)', fromText: 'CAST(:afterKey AS text)', direction: 'ASC', valid: /^[\s\S]{0,600}$/ },
  duration: { column: 'coalesce(c.duration_seconds, 0)', key: 'coalesce(c.duration_seconds, 0)', fromText: 'CAST(:afterKey AS integer)', direction: 'ASC', valid: /^\d{1,9}$/ },
};

export interface ContentPage {
  items: ContentEntity[];
  next: { key: string; id: string } | null;
}

export interface ContentFigures {
  byStatus: Record<ContentStatus, number>;
  totalDurationSeconds: number;
  topics: { tag: string; count: number }[];
  speakers: { speaker: string; count: number }[];
}

const FACET_LIMIT = 1000;

/** Pages and counts of the catalogue, computed by PostgreSQL rather than by whoever reads the list. */
@Injectable()
export class CatalogueRepository {
  private readonly repo: Repository<ContentEntity>;

  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {
    this.repo = dataSource.getRepository(ContentEntity);
  }

  async page(filter: ContentFilter, sort: ContentSort, limit: number, after?: { key: string; id: string }): Promise<ContentPage> {
    const order = SORTS[sort];
    const query = applyContentFilter(this.repo.createQueryBuilder('c'), filter)
      .addSelect(`${order.key}::text`, 'page_key')
      .orderBy(order.column, order.direction)
      .addOrderBy('c.id', order.direction)
      .limit(limit + 1);
    if (after) {
      if (!order.valid.test(after.key)) throw new AppError('INVALID', 'Invalid cursor');
      const beyond = order.direction === 'DESC' ? '<' : '>';
      query.andWhere(`(${order.column}, c.id) ${beyond} (${order.fromText}, CAST(:afterId AS uuid))`, { afterKey: after.key, afterId: after.id });
      if (order.bound) query.andWhere(`${order.bound} ${order.fromText}`);
    }
    const { entities, raw } = await query.getRawAndEntities<{ page_key: string; c_id: string }>();
    if (entities.length <= limit) return { items: entities, next: null };
    const last = raw[limit - 1];
    return { items: entities.slice(0, limit), next: { key: last.page_key, id: last.c_id } };
  }

  async figures(filter: ContentFilter): Promise<ContentFigures> {
    // The filtered items as a subquery, so every count below covers exactly what a list would show.
    const [matching, params] = applyContentFilter(this.repo.createQueryBuilder('c').select('c.id'), filter).getQueryAndParameters();
    const where = `c.id IN (${matching})`;
    const [byStatusRows, topics, speakers] = await Promise.all([
      this.dataSource.query<{ status: ContentStatus; n: number; seconds: string }[]>(
        `SELECT c.status, count(*)::int AS n, coalesce(sum(c.duration_seconds), 0)::bigint::text AS seconds
           FROM "content"."content" c WHERE ${where} GROUP BY c.status`,
        params,
      ),
      this.dataSource.query<{ tag: string; count: number }[]>(
        `SELECT t AS tag, count(*)::int AS count FROM "content"."content" c, unnest(c.tags) t
          WHERE ${where} GROUP BY t ORDER BY count DESC, t LIMIT ${FACET_LIMIT}`,
        params,
      ),
      this.dataSource.query<{ speaker: string; count: number }[]>(
        `SELECT btrim(c.speaker) AS speaker, count(*)::int AS count FROM "content"."content" c
          WHERE ${where} AND btrim(coalesce(c.speaker, '')) <> '' GROUP BY btrim(c.speaker) ORDER BY count DESC, speaker LIMIT ${FACET_LIMIT}`,
        params,
      ),
    ]);
    const byStatus = Object.fromEntries(CONTENT_STATUSES.map((s) => [s, 0])) as Record<ContentStatus, number>;
    let totalDurationSeconds = 0;
    for (const row of byStatusRows) {
      byStatus[row.status] = row.n;
      totalDurationSeconds += Number(row.seconds);
    }
    return { byStatus, totalDurationSeconds, topics, speakers };
  }
}
