import type { MigrationInterface, QueryRunner } from 'typeorm';
import { searchFoldSql } from '../search/search-fold.sql';

/**
 * One search over what an item says about itself and what was said in it:
 * a weighted vector per item (title and speaker A, tags B, description C) and
 * one row per timed transcript passage (D), all through `search_fold`.
 */
export class SearchInsideTranscripts1764200000000 implements MigrationInterface {
  name = 'SearchInsideTranscripts1764200000000';

  async up(q: QueryRunner): Promise<void> {
    // Trusted extensions (PostgreSQL 13+): a database owner may create them.
    await q.query(`CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public`);
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public`);
    const schemaOf = async (extension: string) =>
      ((await q.query(`SELECT n.nspname AS schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = $1`, [extension])) as { schema: string }[])[0].schema;
    await q.query(searchFoldSql(await schemaOf('unaccent')));
    const trgm = await schemaOf('pg_trgm');

    await q.query(`ALTER TABLE "content"."content" DROP COLUMN "search_vector"`);
    await q.query(`ALTER TABLE "content"."content" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
      setweight(to_tsvector('simple', "content"."search_fold"(coalesce("title", '') || ' ' || coalesce("speaker", ''))), 'A') ||
      setweight(to_tsvector('simple', "content"."search_fold"("content"."tags_text"("tags"))), 'B') ||
      setweight(to_tsvector('simple', "content"."search_fold"(coalesce("description", ''))), 'C')
    ) STORED`);
    await q.query(`CREATE INDEX "content_search_idx" ON "content"."content" USING GIN ("search_vector")`);

    await q.query(`CREATE TABLE "content"."passage" (
      "content_id" uuid NOT NULL REFERENCES "content"."content" ("id") ON DELETE CASCADE,
      "idx" integer NOT NULL,
      "start_sec" double precision NOT NULL,
      "end_sec" double precision NOT NULL,
      "text" text NOT NULL,
      "tsv" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('simple', "content"."search_fold"("text")), 'D')) STORED,
      PRIMARY KEY ("content_id", "idx")
    )`);
    await q.query(`CREATE INDEX "passage_tsv_idx" ON "content"."passage" USING GIN ("tsv")`);
    // Transcripts stored before: their timed segments become passages.
    await q.query(`INSERT INTO "content"."passage" ("content_id", "idx", "start_sec", "end_sec", "text")
      SELECT c.id, s.n - 1, (s.value->>'start')::double precision, (s.value->>'end')::double precision, s.value->>'text'
      FROM "content"."content" c, jsonb_array_elements(c.ai_metadata->'segments') WITH ORDINALITY AS s(value, n)
      WHERE jsonb_typeof(c.ai_metadata->'segments') = 'array' AND coalesce(s.value->>'text', '') <> ''`);
    // Typo-tolerant title and speaker matches.
    await q.query(`CREATE INDEX "content_title_trgm_idx" ON "content"."content" USING GIN ((lower("title" || ' ' || coalesce("speaker", ''))) "${trgm}".gin_trgm_ops)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "content"."content_title_trgm_idx"`);
    await q.query(`DROP TABLE "content"."passage"`);
    await q.query(`ALTER TABLE "content"."content" DROP COLUMN "search_vector"`);
    await q.query(`DROP FUNCTION "content"."search_fold"(text)`);
  }
}
