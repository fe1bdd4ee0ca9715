import { Inject, Injectable } from '@nestjs/common';
import { DATA_SOURCE } from '@lectures/platform';
import type { ContentStatus, SearchField } from '@lectures/proto';
import type { DataSource, EntityManager } from 'typeorm';
import type { SeriesListRow } from '../series/series.repository';

export interface SearchFilter {
  q: string;
  statuses: ContentStatus[] | null;
  tags?: string[];
  speaker?: string;
  /** A series' address: only its lectures. */
  series?: string;
  limit: number;
  offset: number;
}

export interface RankedHit {
  id: string;
  /** Which of title, speaker, tags and description matched (the transcript's passages are read for the page). */
  matchedFields: SearchField[];
}

export interface SeriesFacetRow {
  id: string;
  slug: string;
  title: string;
  count: number;
}

export interface PassageHit {
  contentId: string;
  startSec: number;
  endSec: number;
  snippet: string;
}

/**
 * A search's words as PostgreSQL reads them, worked out once per search (folding them in every
 * condition took longer to plan than the search took to run) and passed as constants.
 */
export interface ParsedQuery {
  /** websearch_to_tsquery of the folded words. */
  query: string;
  /**
   * What an item's transcript vector (its passages' words, without positions) can be asked: the
   * query without its negated words, phrases as plain 'and'. Every item with a passage matching
   * the query matches it. Null when there is nothing to index (only negated words).
   */
  loose: string | null;
  /**
   * True when the transcript vector answers the query exactly as the passages would: one word, or
   * words joined by 'or'. 'And', phrases and exclusions hold within one passage, so those are
   * confirmed on the passages of the candidates that reach the page.
   */
  exactOnItem: boolean;
}

/** Typo-tolerant title and speaker matches join in only when exact words match fewer items than this. */
const TYPO_FALLBACK_BELOW = 50;

const HEADLINE_OPTIONS = 'StartSel=<mark>,StopSel=</mark>,MaxWords=30,MinWords=12,ShortWord=2,HighlightAll=false';
/** Text made safe for HTML before highlighting, so only our `<mark>` is markup. */
const ESCAPED = (column: string) => `replace(replace(replace(replace(${column}, '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), '"', '&quot;')`;

/**
 * The filters as SQL conditions on `c` (each starting with AND), their values pushed onto
 * `params`. `withSeries: false` leaves the series filter out: a facet counts every series.
 */
function conditions(filter: Omit<SearchFilter, 'q' | 'limit' | 'offset'>, params: unknown[], withSeries = true): string {
  let where = '';
  if (filter.statuses) {
    params.push(filter.statuses);
    // One status is written as equality so the (status, created_at) index serves the newest-first walk.
    where += filter.statuses.length === 1 ? ` AND c.status = ($${params.length}::text[])[1]` : ` AND c.status = ANY($${params.length}::text[])`;
  }
  if (filter.tags?.length) {
    params.push(filter.tags.map((t) => t.toLowerCase()));
    where += ` AND EXISTS (SELECT 1 FROM unnest(c.tags) t WHERE lower(t) = ANY($${params.length}))`;
  }
  if (filter.speaker?.trim()) {
    params.push(filter.speaker.trim());
    where += ` AND lower(c.speaker) = lower($${params.length})`;
  }
  if (withSeries && filter.series) {
    params.push(filter.series);
    // The series' parts through its (series_id, part) index: a few hundred ids at most.
    where += ` AND c.id = ANY(ARRAY(SELECT p.content_id FROM content.series_part p JOIN content.series s ON s.id = p.series_id WHERE s.slug = $${params.length}))`;
  }
  return where;
}

/**
 * Facet counts read at most this many matching lectures (each is a visit to its row): a word said
 * in most of the library costs the same as a rarer one, and its counts are of the first so many.
 */
export const FACET_SCAN_LIMIT = 2_000;

/**
 * Every search query. Items are ranked in three tiers: those whose title, speaker, tags or
 * description match (by weighted rank: title and speaker above tags above description), then
 * those where the words were said (newest first), then, when exact words find few items, close
 * spellings of titles and speakers. Each tier is read only as far as the page needs.
 */
@Injectable()
export class SearchRepository {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  /** Items matching, best first: a title or speaker hit outranks a description hit outranks a transcript hit. */
  async rank(filter: SearchFilter): Promise<{ hits: RankedHit[]; parsed: ParsedQuery }> {
    return this.dataSource.transaction(async (manager) => {
      // Planned for the words it carries: no JIT (compiling costs more than a search takes) and
      // no parallel workers (many searches at once share the cores better).
      const [parsed] = await manager.query<(ParsedQuery & { tree: string })[]>(
        `SELECT set_config('jit', 'off', true), set_config('max_parallel_workers_per_gather', '0', true),
           q::text AS query, querytree(q) AS tree, q::text !~ '[&!<]' AS "exactOnItem"
         FROM websearch_to_tsquery('simple', content.search_fold($1)) AS q`,
        [filter.q],
      );
      parsed.loose = ['', 'T'].includes(parsed.tree) ? null : parsed.tree.replace(/<(\d+|-)>/g, '&');
      const hits = parsed.query === '' ? [] : await this.ranked(manager, filter, parsed);
      return { hits, parsed: { query: parsed.query, loose: parsed.loose, exactOnItem: parsed.exactOnItem } };
    });
  }

  private async ranked(manager: EntityManager, filter: SearchFilter, parsed: ParsedQuery): Promise<RankedHit[]> {
    const params: unknown[] = [filter.q, filter.limit, filter.offset, parsed.query];
    const QUERY = '$4::tsquery';
    let candidates = 'c.transcript_vector IS NOT NULL';
    if (parsed.loose !== null) {
      params.push(parsed.loose);
      candidates = `c.transcript_vector @@ $${params.length}::tsquery`;
    }
    const where = conditions(filter, params);
    // IS TRUE: through the item's passages only, never the passage GIN index (for a common word,
    // reading its whole posting list for each item cost seconds). Only the current transcript's:
    // one waiting for approval or corrections held through a reprocess are not what was published.
    const confirmed = parsed.exactOnItem
      ? ''
      : ` AND (SELECT true FROM content.passage p WHERE p.content_id = c.id AND p.state = 'current' AND (p.tsv @@ ${QUERY}) IS TRUE LIMIT 1)`;
    const wanted = '($2::int + $3::int)';
    const rows = await manager.query<{ id: string; fields: SearchField[] }[]>(
      `WITH described AS (
         -- Title, speaker, tags, description: few items and small vectors, so all are ranked.
         SELECT c.id, ts_rank(c.search_vector, ${QUERY}) AS score, c.created_at
         FROM content.content c
         WHERE c.search_vector @@ ${QUERY}${where}
         ORDER BY score DESC, c.created_at DESC, c.id
         LIMIT ${wanted}
       ),
       said AS (
         -- Newest first, so a word said in most lectures stops after the page's worth; a rare
         -- one comes from the GIN index. Only as many as the page still needs.
         SELECT c.id, c.created_at
         FROM content.content c
         WHERE ${candidates}${where}
           AND NOT coalesce(c.search_vector @@ ${QUERY}, false)${confirmed}
         ORDER BY c.created_at DESC, c.id
         LIMIT greatest(0, ${wanted} - (SELECT count(*) FROM described))
       ),
       close AS (
         -- Typos in a title or speaker ('tafsier', 'patiense'), ranked below exact hits. Only
         -- when exact words found few items (all of them, as neither tier above was cut short):
         -- a common word fills its pages without them.
         SELECT c.id, word_similarity(lower($1), lower(c.title || ' ' || coalesce(c.speaker, ''))) AS score, c.created_at
         FROM content.content c
         WHERE (SELECT count(*) FROM described) + (SELECT count(*) FROM said) < least(${wanted}, ${TYPO_FALLBACK_BELOW})
           AND lower($1) <% lower(c.title || ' ' || coalesce(c.speaker, ''))${where}
           AND c.id NOT IN (SELECT id FROM described UNION ALL SELECT id FROM said)
       ),
       page AS (
         SELECT id, 0 AS tier, score, created_at FROM described
         UNION ALL SELECT id, 1, 0, created_at FROM said
         UNION ALL SELECT id, 2, score, created_at FROM close
         ORDER BY tier, score DESC, created_at DESC, id
         LIMIT $2 OFFSET $3
       )
       SELECT page.id,
         array_remove(ARRAY[
           CASE WHEN to_tsvector('simple', content.search_fold(c.title)) @@ ${QUERY} OR (page.tier = 2 AND lower($1) <% lower(c.title)) THEN 'title' END,
           CASE WHEN to_tsvector('simple', content.search_fold(coalesce(c.speaker, ''))) @@ ${QUERY} THEN 'speaker' END,
           CASE WHEN ts_filter(c.search_vector, '{b}') @@ ${QUERY} THEN 'tags' END,
           CASE WHEN ts_filter(c.search_vector, '{c}') @@ ${QUERY} THEN 'description' END
         ], NULL) AS fields
       FROM page JOIN content.content c ON c.id = page.id
       ORDER BY page.tier, page.score DESC, page.created_at DESC, page.id`,
      params,
    );
    return rows.map((r) => ({ id: r.id, matchedFields: r.fields }));
  }

  /**
   * Series whose title or description hold the words (the series' GIN index), best first; for
   * the public only those with a published part, counted and timed by their published parts.
   */
  async series(parsed: ParsedQuery, statuses: ContentStatus[] | null, limit: number): Promise<SeriesListRow[]> {
    if (parsed.query === '') return [];
    const columns = 's.id, s.title, s.slug, s.description, s.language, s.status, s.created_by, s.created_at, s.updated_at, s.artwork_version';
    // Written only when asked for: 'no statuses OR EXISTS' became one hashed pass over every part.
    const published = statuses
      ? `WHERE EXISTS (SELECT 1 FROM content.series_part p JOIN content.content c ON c.id = p.content_id
                        WHERE p.series_id = ranked.id AND c.status = ANY($3::text[]))`
      : '';
    // The best few first (a common word is in thousands of titles), then only their parts counted.
    return this.dataSource.query<SeriesListRow[]>(
      `WITH found AS (
         -- Ranked first (OFFSET 0 keeps the check out of the sort), then checked in that order
         -- until enough have a published part: a handful of checks, not one per matching series.
         SELECT ranked.* FROM (
           SELECT ${columns}, ts_rank(s.search_vector, $1::tsquery) AS score
             FROM content.series s
            WHERE s.search_vector @@ $1::tsquery
            ORDER BY score DESC, s.updated_at DESC, s.id
           OFFSET 0
         ) ranked
         ${published}
         LIMIT $2
       )
       SELECT ${columns}, count(c.id)::int AS part_count, coalesce(sum(c.duration_seconds), 0)::int AS total_seconds
         FROM found s
         LEFT JOIN content.series_part p ON p.series_id = s.id
         LEFT JOIN content.content c ON c.id = p.content_id ${statuses ? 'AND c.status = ANY($3::text[])' : ''}
        GROUP BY ${columns}, s.score
        ORDER BY s.score DESC, s.updated_at DESC, s.id`,
      statuses ? [parsed.query, limit, statuses] : [parsed.query, limit],
    );
  }

  /**
   * How many matching lectures each series holds, most first: the lectures whose title, speaker,
   * tags or description match or whose transcript holds the words (the item's transcript vector;
   * phrases counted as all their words), with every filter but the series one.
   */
  async seriesFacet(filter: SearchFilter, parsed: ParsedQuery, limit: number): Promise<{ values: SeriesFacetRow[]; complete: boolean }> {
    if (parsed.query === '') return { values: [], complete: true };
    const params: unknown[] = [parsed.query, limit];
    let matched = 'c.search_vector @@ $1::tsquery';
    if (parsed.loose !== null) {
      params.push(parsed.loose);
      matched = `(${matched} OR c.transcript_vector @@ $${params.length}::tsquery)`;
    }
    const where = conditions(filter, params, false);
    return this.dataSource.transaction(async (manager) => {
      // Through the two GIN indexes (a bitmap of the matching rows), never a walk of the table that
      // unpacks every lecture's transcript vector until enough match (what a LIMIT tempts the planner to).
      await manager.query(`SELECT set_config('enable_seqscan', 'off', true), set_config('jit', 'off', true), set_config('max_parallel_workers_per_gather', '0', true)`);
      const rows = await manager.query<(SeriesFacetRow & { matched: number })[]>(
        `WITH matched AS (
           SELECT c.id FROM content.content c WHERE ${matched}${where} LIMIT ${FACET_SCAN_LIMIT + 1}
         )
         SELECT s.id, s.slug, s.title, count(*)::int AS count, (SELECT count(*) FROM matched)::int AS matched
           FROM (SELECT id FROM matched LIMIT ${FACET_SCAN_LIMIT}) m
           JOIN content.series_part p ON p.content_id = m.id
           JOIN content.series s ON s.id = p.series_id
          GROUP BY s.id, s.slug, s.title
          ORDER BY count DESC, s.title, s.id
          LIMIT $2`,
        params,
      );
      return { values: rows.map(({ matched: _, ...row }) => row), complete: (rows[0]?.matched ?? 0) <= FACET_SCAN_LIMIT };
    });
  }

  /** The best few passages of each item, with their times and a highlighted snippet. */
  async passages(ids: string[], parsed: ParsedQuery, perItem: number): Promise<PassageHit[]> {
    if (ids.length === 0 || parsed.query === '') return [];
    // Item by item through the primary key (IS TRUE keeps the passage GIN index out): a common
    // word is in hundreds of thousands of passages, these items hold a few hundred.
    const rows = await this.dataSource.query<{ content_id: string; start_sec: number; end_sec: number; snippet: string }[]>(
      `SELECT best.content_id, best.start_sec, best.end_sec,
         ts_headline('simple', ${ESCAPED('best.text')}, $1::tsquery, '${HEADLINE_OPTIONS}') AS snippet
       FROM unnest($2::uuid[]) AS item(id),
       LATERAL (
         SELECT p.content_id, p.start_sec, p.end_sec, p.text
         FROM content.passage p
         WHERE p.content_id = item.id AND p.state = 'current' AND (p.tsv @@ $1::tsquery) IS TRUE
         ORDER BY ts_rank(p.tsv, $1::tsquery) DESC, p.idx
         LIMIT $3
       ) best
       ORDER BY best.content_id, best.start_sec`,
      [parsed.query, ids, perItem],
    );
    return rows.map((r) => ({ contentId: r.content_id, startSec: r.start_sec, endSec: r.end_sec, snippet: r.snippet }));
  }
}
