import { AppError, type ContentLanguage, type SeriesStatus } from '@lectures/proto';
import { rows, type Db } from '../speakers/speaker-rows';
import { slugCandidate, slugOf } from './series-slug';

export interface SeriesFieldsRow {
  title: string;
  description: string | null;
  language: ContentLanguage | null;
  status: SeriesStatus;
}

const SLUG_ATTEMPTS = 1000;

/** A series row with a readable address of its own ('tafsir', then 'tafsir-2'); waits for a series being made with the same address. */
export async function insertSeriesRow(db: Db, fields: SeriesFieldsRow, createdBy: string): Promise<string> {
  const base = slugOf(fields.title);
  for (let attempt = 1; attempt <= SLUG_ATTEMPTS; attempt++) {
    const [made] = await rows<{ id: string }>(
      db,
      `INSERT INTO "content"."series" ("title", "slug", "description", "language", "status", "created_by")
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT ("slug") DO NOTHING RETURNING "id"`,
      [fields.title, slugCandidate(base, attempt), fields.description, fields.language, fields.status, createdBy],
    );
    if (made) return made.id;
  }
  throw new AppError('CONFLICT', 'Too many series have this title');
}
