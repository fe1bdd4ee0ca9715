import { Inject, Injectable } from '@nestjs/common';
import { DATA_SOURCE } from '@lectures/platform';
import { AppError, CONTENT_STATUSES, OTHER_TOPIC, UNKNOWN_SPEAKER, type ContentSort, type ContentStatus, type GroupBy, type MediaType } from '@lectures/proto';
import { In, type DataSource, type Repository } from 'typeorm';
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

/** The speaker as the library names them, unnamed ones as Unknown Speaker. */
const SPEAKER_NAME = `coalesce(nullif(btrim(c.speaker), ''), '${UNKNOWN_SPEAKER}')`;
/** Unnamed speakers sort as the library names them. */
const SPEAKER_SORT = `lower(${SPEAKER_NAME})`;
/** The group an item belongs to: each of its tags (or Other), or its speaker (or Unknown Speaker). */
const GROUP_NAMES: Record<GroupBy, string> = {
  topic: `unnest(CASE WHEN cardinality(c.tags) = 0 THEN ARRAY['${OTHER_TOPIC}'] ELSE c.tags END)`,
  speaker: SPEAKER_NAME,
};

// Timestamps travel as whole microseconds since the epoch: exact, unlike a JavaScript Date.
const MICROS = 'to_timestamp(0) + CAST(:afterKey AS bigint) * interval \'1 microsecond\'';
const SORTS: Record<ContentSort, SortOrder> = {
  newest: { column: 'c.created_at', key: '(extract(epoch FROM c.created_at) * 1000000)::bigint', fromText: MICROS, bound: 'c.created_at <=', direction: 'DESC', valid: /^\d{1,16}$/ },
  oldest: { column: 'c.created_at', key: '(extract(epoch FROM c.created_at) * 1000000)::bigint', fromText: MICROS, bound: 'c.created_at >=', direction: 'ASC', valid: /^\d{1,16}$/ },
  title: { column: 'lower(c.title)', key: 'lower(c.title)', fromText: 'CAST(:afterKey AS text)', direction: 'ASC', valid: /^[\s\S]{0,600}$/ },
  duration: { column: 'coalesce(c.duration_seconds, 0)', key: 'coalesce(c.duration_seconds, 0)', fromText: 'CAST(:afterKey AS integer)', direction: 'ASC', valid: /^\d{1,9}$/ },
  longest: { column: 'coalesce(c.duration_seconds, 0)', key: 'coalesce(c.duration_seconds, 0)', fromText: 'CAST(:afterKey AS integer)', direction: 'DESC', valid: /^\d{1,9}$/ },
  speaker: { column: SPEAKER_SORT, key: SPEAKER_SORT, fromText: 'CAST(:afterKey AS text)', direction: 'ASC', valid: /^[\s\S]{0,600}$/ },
};

export interface ContentPage {
  items: ContentEntity[];
  next: { key: string; id: string } | null;
}

export interface ContentFigures {
  byStatus: Record<ContentStatus, number>;
  byMediaType: Record<MediaType, number>;
  totalDurationSeconds: number;
  /** Bytes of the originals the items hold. */
  storageBytes: number;
  topics: { tag: string; count: number }[];
  speakers: { speaker: string; count: number }[];
}

export interface ContentGroups {
  groups: { name: string; count: number; items: ContentEntity[] }[];
  total: number;
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

  /**
   * The largest groups the filtered items fall into and, for each, its first `size` items in
   * the sort's order: two queries, however many groups.
   */
  async groups(filter: ContentFilter, by: GroupBy, sort: ContentSort, size: number, groupLimit: number): Promise<ContentGroups> {
    const [matching, params] = applyContentFilter(this.repo.createQueryBuilder('c').select('c.id'), filter).getQueryAndParameters();
    const named = `SELECT c.id, ${GROUP_NAMES[by]} AS name FROM "content"."content" c WHERE c.id IN (${matching})`;
    const groups = await this.dataSource.query<{ name: string; count: number; total: number }[]>(
      `SELECT name, count(*)::int AS count, (count(*) OVER ())::int AS total FROM (${named}) g
        GROUP BY name ORDER BY count DESC, name LIMIT ${groupLimit}`,
      params,
    );
    if (groups.length === 0) return { groups: [], total: 0 };
    const order = SORTS[sort];
    const names = groups.map((g) => g.name);
    const firsts = await this.dataSource.query<{ id: string; name: string }[]>(
      `SELECT id, name FROM (
         SELECT g.id, g.name, row_number() OVER (PARTITION BY g.name ORDER BY ${order.column} ${order.direction}, c.id ${order.direction}) AS place
           FROM (${named}) g JOIN "content"."content" c ON c.id = g.id
          WHERE g.name = ANY($${params.length + 1}::text[])
       ) ranked WHERE place <= ${size} ORDER BY name, place`,
      [...(params as unknown[]), names],
    );
    const items = firsts.length > 0 ? await this.repo.findBy({ id: In([...new Set(firsts.map((f) => f.id))]) }) : [];
    const byId = new Map(items.map((item) => [item.id, item]));
    const placed = new Map(names.map((name) => [name, [] as ContentEntity[]]));
    for (const { id, name } of firsts) {
      const item = byId.get(id);
      if (item) placed.get(name)?.push(item);
    }
    return { total: groups[0].total, groups: groups.map((g) => ({ name: g.name, count: g.count, items: placed.get(g.name) ?? [] })) };
  }

  async figures(filter: ContentFilter): Promise<ContentFigures> {
    // The filtered items as a subquery, so every count below covers exactly what a list would show.
    const [matching, params] = applyContentFilter(this.repo.createQueryBuilder('c').select('c.id'), filter).getQueryAndParameters();
    const where = `c.id IN (${matching})`;
    const [byStatusRows, topics, speakers] = await Promise.all([
      this.dataSource.query<{ status: ContentStatus; media_type: MediaType; n: number; seconds: string; bytes: string }[]>(
        `SELECT c.status, c.media_type, count(*)::int AS n, coalesce(sum(c.duration_seconds), 0)::bigint::text AS seconds,
                coalesce(sum(coalesce(c.media_file_size, c.audio_file_size, 0)), 0)::bigint::text AS bytes
           FROM "content"."content" c WHERE ${where} GROUP BY c.status, c.media_type`,
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
    const byMediaType: Record<MediaType, number> = { audio: 0, video: 0 };
    let totalDurationSeconds = 0;
    let storageBytes = 0;
    for (const row of byStatusRows) {
      byStatus[row.status] += row.n;
      byMediaType[row.media_type] += row.n;
      totalDurationSeconds += Number(row.seconds);
      storageBytes += Number(row.bytes);
    }
    return { byStatus, byMediaType, totalDurationSeconds, storageBytes, topics, speakers };
  }
}
