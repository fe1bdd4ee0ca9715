import { Inject, Injectable } from '@nestjs/common';
import { DATA_SOURCE } from '@lectures/platform';
import type { ContentStatus, SearchField, TimedSegment } from '@lectures/proto';
import type { DataSource, EntityManager } from 'typeorm';

export interface SearchFilter {
  q: string;
  statuses: ContentStatus[] | null;
  tags?: string[];
  speaker?: string;
  limit: number;
  offset: number;
}

export interface RankedHit {
  id: string;
  matchedFields: SearchField[];
}

export interface PassageHit {
  contentId: string;
  startSec: number;
  endSec: number;
  snippet: string;
}

/** Written out in each condition, not joined from a CTE: a constant lets PostgreSQL use the GIN indexes. */
const QUERY = "websearch_to_tsquery('simple', content.search_fold($1))";

/** At most this many matching passages are counted as mentions per search. */
const PASSAGE_SAMPLE = 5000;

/** Typo-tolerant title and speaker matches join in only when exact words match fewer items than this. */
const TYPO_FALLBACK_BELOW = 50;

const HEADLINE_OPTIONS = 'StartSel=<mark>,StopSel=</mark>,MaxWords=30,MinWords=12,ShortWord=2,HighlightAll=false';
/** Text made safe for HTML before highlighting, so only our `<mark>` is markup. */
const ESCAPED = (column: string) => `replace(replace(replace(replace(${column}, '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), '"', '&quot;')`;

/** Every search query: items by their weighted vector or their transcript passages, ranked. */
@Injectable()
export class SearchRepository {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  /** Items matching, best first: a title or speaker hit outranks a description hit outranks a transcript hit. */
  async rank(filter: SearchFilter): Promise<RankedHit[]> {
    const params: unknown[] = [filter.q, filter.statuses, filter.limit, filter.offset];
    let where = '';
    if (filter.tags?.length) {
      params.push(filter.tags.map((t) => t.toLowerCase()));
      where += ` AND EXISTS (SELECT 1 FROM unnest(c.tags) t WHERE lower(t) = ANY($${params.length}))`;
    }
    if (filter.speaker?.trim()) {
      params.push(filter.speaker.trim());
      where += ` AND lower(c.speaker) = lower($${params.length})`;
    }
    // Candidates come from the two GIN indexes separately (an OR across them would scan);
    // transcript mentions add a little each, capped below what a title hit is worth. Which
    // fields matched is worked out for the page only.
    const rows = await this.dataSource.query<{ id: string; fields: SearchField[] }[]>(
      `WITH exact AS (
         SELECT c.id, ts_rank(c.search_vector, ${QUERY}) AS item_rank, 0 AS mentions
         FROM content.content c WHERE c.search_vector @@ ${QUERY}
         UNION ALL
         -- A common word is said in most lectures: counting every passage that holds it took
         -- seconds at 100,000 lectures. A bounded sample of passages still finds the lectures
         -- where it was said; below the bound (any rarer word) the count is exact.
         SELECT sampled.content_id, 0, 1 FROM (
           SELECT p.content_id FROM content.passage p WHERE p.tsv @@ ${QUERY} LIMIT ${PASSAGE_SAMPLE}
         ) sampled
       ),
       candidates AS (
         SELECT * FROM exact
         UNION ALL
         -- Typos in a title or speaker ('tafsier', 'patiense'): close words, ranked below exact hits.
         -- Only when the exact words match few items: a common word fills its pages without them,
         -- and scoring every title's similarity to it would be the costliest part of the query.
         SELECT c.id, 0.05 * word_similarity(lower($1), lower(c.title || ' ' || coalesce(c.speaker, ''))), 0
         FROM content.content c
         WHERE (SELECT count(DISTINCT id) FROM exact) < ${TYPO_FALLBACK_BELOW}
           AND lower($1) <% lower(c.title || ' ' || coalesce(c.speaker, ''))
       ),
       scored AS (
         SELECT id, max(item_rank) AS item_rank, sum(mentions) AS mentions FROM candidates GROUP BY id
       ),
       page AS (
         SELECT c.id, c.title, c.speaker, c.tags, c.description, c.created_at, s.item_rank, s.mentions
         FROM scored s JOIN content.content c ON c.id = s.id
         WHERE ($2::text[] IS NULL OR c.status = ANY($2::text[]))${where}
         ORDER BY s.item_rank + least(s.mentions * 0.01, 0.05) DESC, c.created_at DESC, c.id
         LIMIT $3 OFFSET $4
       )
       SELECT page.id,
         array_remove(ARRAY[
           CASE WHEN to_tsvector('simple', content.search_fold(page.title)) @@ q.query OR lower($1) <% lower(page.title) THEN 'title' END,
           CASE WHEN to_tsvector('simple', content.search_fold(coalesce(page.speaker, ''))) @@ q.query THEN 'speaker' END,
           CASE WHEN to_tsvector('simple', content.search_fold(content.tags_text(page.tags))) @@ q.query THEN 'tags' END,
           CASE WHEN to_tsvector('simple', content.search_fold(coalesce(page.description, ''))) @@ q.query THEN 'description' END,
           CASE WHEN page.mentions > 0 THEN 'transcript' END
         ], NULL) AS fields
       FROM page, (SELECT ${QUERY} AS query) q
       ORDER BY page.item_rank + least(page.mentions * 0.01, 0.05) DESC, page.created_at DESC, page.id`,
      params,
    );
    return rows.map((r) => ({ id: r.id, matchedFields: r.fields }));
  }

  /** The best few passages of each item, with their times and a highlighted snippet. */
  async passages(ids: string[], q: string, perItem: number): Promise<PassageHit[]> {
    if (ids.length === 0) return [];
    const rows = await this.dataSource.query<{ content_id: string; start_sec: number; end_sec: number; snippet: string }[]>(
      `WITH ranked AS (
         SELECT p.content_id, p.start_sec, p.end_sec, p.text,
           row_number() OVER (PARTITION BY p.content_id ORDER BY ts_rank(p.tsv, ${QUERY}) DESC, p.idx) AS n
         FROM content.passage p
         WHERE p.content_id = ANY($2::uuid[]) AND p.tsv @@ ${QUERY}
       )
       SELECT r.content_id, r.start_sec, r.end_sec,
         ts_headline('simple', ${ESCAPED('r.text')}, ${QUERY}, '${HEADLINE_OPTIONS}') AS snippet
       FROM ranked r WHERE r.n <= $3 ORDER BY r.content_id, r.start_sec`,
      [q, ids, perItem],
    );
    return rows.map((r) => ({ contentId: r.content_id, startSec: r.start_sec, endSec: r.end_sec, snippet: r.snippet }));
  }

  /** The transcript's timed segments become its searchable passages (inside the caller's transaction). */
  async replacePassages(manager: EntityManager, contentId: string, segments: TimedSegment[]): Promise<void> {
    await manager.query(`DELETE FROM content.passage WHERE content_id = $1`, [contentId]);
    const rows = segments.filter((s) => s.text?.trim());
    for (let start = 0; start < rows.length; start += 500) {
      const batch = rows.slice(start, start + 500);
      const values = batch.map((_, i) => `($1, $${i * 4 + 2}, $${i * 4 + 3}, $${i * 4 + 4}, $${i * 4 + 5})`).join(', ');
      await manager.query(
        `INSERT INTO content.passage (content_id, idx, start_sec, end_sec, text) VALUES ${values}`,
        [contentId, ...batch.flatMap((s, i) => [start + i, s.start, s.end, s.text])],
      );
    }
  }
}
