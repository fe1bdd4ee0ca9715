import type { ContentLanguage } from '@lectures/proto';
import { rows, type Db } from '../speakers/speaker-rows';
import { insertSeriesRow } from './series-rows';

export interface SeriesFilingRequest {
  contentId: string;
  /** The series the source named (album tag, folder, manifest). */
  name: string;
  /** The part it asked for (track number, file number, manifest); the next free one when absent or taken. */
  part: number | null;
  createdBy: string;
  language: ContentLanguage | null;
}

export interface SeriesFiled {
  seriesId: string;
  part: number;
  /** True when this lecture's source made the series. */
  created: boolean;
}

/**
 * Puts an imported lecture in the series its source named: the series whose title folds
 * (case, accents, Arabic letter forms, as search folds) to the same text, else a new one made
 * with that title. Part numbers follow the source's track numbers, gaps and all ('part 5 of 40'
 * while parts 3 and 4 are still to come); a number already taken, or none, gives the next after
 * the last. Lectures of one series imported side by side wait for each other on a lock keyed by
 * the folded name, so they make one series, not two. Runs in the caller's transaction: the
 * lecture and its place appear together. A lecture already in a series is left where it is.
 */
export async function fileInSeries(db: Db, request: SeriesFilingRequest): Promise<SeriesFiled | null> {
  const name = request.name.trim();
  if (!name) return null;
  const [placed] = await rows(db, `SELECT 1 FROM "content"."series_part" WHERE "content_id" = $1`, [request.contentId]);
  if (placed) return null;
  await db.query(`SELECT pg_advisory_xact_lock(hashtext('series-filing:' || "content"."search_fold"($1)))`, [name]);
  const [found] = await rows<{ id: string }>(
    db,
    `SELECT "id" FROM "content"."series" WHERE "content"."search_fold"("title") = "content"."search_fold"($1) ORDER BY "created_at", "id" LIMIT 1 FOR UPDATE`,
    [name],
  );
  const seriesId = found?.id ?? (await insertSeriesRow(db, { title: name, description: null, language: request.language, status: 'ongoing' }, request.createdBy));
  const [taken] = request.part ? await rows(db, `SELECT 1 FROM "content"."series_part" WHERE "series_id" = $1 AND "part" = $2`, [seriesId, request.part]) : [];
  const [{ last }] = await rows<{ last: number }>(db, `SELECT coalesce(max("part"), 0)::int AS last FROM "content"."series_part" WHERE "series_id" = $1`, [seriesId]);
  const part = request.part && !taken ? request.part : last + 1;
  await db.query(`INSERT INTO "content"."series_part" ("content_id", "series_id", "part") VALUES ($1, $2, $3)`, [request.contentId, seriesId, part]);
  await db.query(`UPDATE "content"."series" SET "updated_at" = now() WHERE "id" = $1`, [seriesId]);
  return { seriesId, part, created: !found };
}
