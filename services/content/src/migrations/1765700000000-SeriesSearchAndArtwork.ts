import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Series in search (issue 28): each series keeps its title (weight A) and description (C) as a
 * folded vector, as lectures keep theirs, so a search finds matching series through a GIN index
 * instead of folding every series' text on every request. A later change to search_fold refolds
 * series too (`UPDATE "content"."series" SET "title" = "title"`), as it does lectures.
 *
 * artwork_version names the picture staff uploaded for the series (null: the drawn one). The
 * pictures live in media-storage under keys made from it (libs/object-store seriesArtworkKeyFor).
 * The series' published_set trigger already raises the version when either changes.
 */
export class SeriesSearchAndArtwork1765700000000 implements MigrationInterface {
  name = 'SeriesSearchAndArtwork1765700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "content"."series" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
      setweight(to_tsvector('simple', "content"."search_fold"("title")), 'A') ||
      setweight(to_tsvector('simple', "content"."search_fold"(coalesce("description", ''))), 'C')
    ) STORED`);
    await q.query(`CREATE INDEX "series_search_idx" ON "content"."series" USING GIN ("search_vector")`);
    await q.query(`ALTER TABLE "content"."series" ADD COLUMN "artwork_version" text`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "content"."series" DROP COLUMN "artwork_version"`);
    await q.query(`ALTER TABLE "content"."series" DROP COLUMN "search_vector"`);
  }
}
