import type { MigrationInterface, QueryRunner } from 'typeorm';
import { contentLanguageOf } from '@lectures/proto';
import { fileInSeries } from '../series/series-filing';

/**
 * Imports named a series before series had records (issue 24 came before issue 28's series): the
 * name and part sat on the lecture as text. Each such lecture is filed into the series of that
 * name now, found or made, at the part its source gave, exactly as an import files one today
 * (series/series-filing.ts). The old columns stay, unread, so a previous release still running
 * during a rolling update keeps working; the release that drops them files any rows written
 * meanwhile first, with the same function.
 */
export class ImportedSeries1765800000000 implements MigrationInterface {
  name = 'ImportedSeries1765800000000';

  async up(q: QueryRunner): Promise<void> {
    const named = (await q.query(
      `SELECT c."id", c."series_name", c."series_part", c."uploaded_by", c."language"
         FROM "content"."content" c
        WHERE c."series_name" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "content"."series_part" p WHERE p."content_id" = c."id")
        ORDER BY c."series_part" NULLS LAST, c."created_at", c."id"`,
    )) as { id: string; series_name: string; series_part: number | null; uploaded_by: string; language: string | null }[];
    for (const row of named) {
      await fileInSeries(q, { contentId: row.id, name: row.series_name, part: row.series_part, createdBy: row.uploaded_by, language: contentLanguageOf(row.language) });
    }
  }

  async down(): Promise<void> {
    // The series records stay: staff may have edited them since.
  }
}
