import type { MigrationInterface, QueryRunner } from 'typeorm';
import { searchFoldSql } from '../search/search-fold.sql';

/**
 * Search at 100,000 lectures: each item keeps the words of all its passages in one vector
 * (lexemes only, no positions), so the lectures where a word was said come from one GIN
 * index on the item table, newest first, instead of from every passage that holds it.
 * Triggers on `content.passage` keep it in step with whatever writes passages (this
 * version, the one before it during a rolling update, or a bulk load). Also: the folding
 * function gives the same result faster (it is run for every passage written), and the
 * published set's version is read from an index.
 */
export class TranscriptVector1764700000000 implements MigrationInterface {
  name = 'TranscriptVector1764700000000';

  async up(q: QueryRunner): Promise<void> {
    const [{ schema }] = (await q.query(
      `SELECT n.nspname AS schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'unaccent'`,
    )) as { schema: string }[];
    await q.query(searchFoldSql(schema));

    await q.query(`ALTER TABLE "content"."content" ADD COLUMN "transcript_vector" tsvector`);
    await q.query(`CREATE FUNCTION "content"."passages_vector"(item uuid) RETURNS tsvector
      LANGUAGE sql STABLE AS $$
        SELECT array_to_tsvector(array_agg(DISTINCT lexeme))
        FROM "content"."passage" p, unnest(tsvector_to_array(p."tsv")) AS lexeme
        WHERE p."content_id" = item
      $$`);
    // Per statement, not per row: a transcript's passages are written a few statements at a time.
    await q.query(`CREATE FUNCTION "content"."passage_changed"() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP IN ('INSERT', 'UPDATE') THEN
          UPDATE "content"."content" c SET "transcript_vector" = "content"."passages_vector"(c."id")
          WHERE c."id" IN (SELECT DISTINCT "content_id" FROM changed_new);
        END IF;
        IF TG_OP IN ('DELETE', 'UPDATE') THEN
          UPDATE "content"."content" c SET "transcript_vector" = "content"."passages_vector"(c."id")
          WHERE c."id" IN (SELECT DISTINCT "content_id" FROM changed_old);
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER "passage_inserted" AFTER INSERT ON "content"."passage"
      REFERENCING NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION "content"."passage_changed"()`);
    await q.query(`CREATE TRIGGER "passage_updated" AFTER UPDATE ON "content"."passage"
      REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION "content"."passage_changed"()`);
    await q.query(`CREATE TRIGGER "passage_deleted" AFTER DELETE ON "content"."passage"
      REFERENCING OLD TABLE AS changed_old FOR EACH STATEMENT EXECUTE FUNCTION "content"."passage_changed"()`);

    // Items transcribed before: their passages make their vector.
    await q.query(`UPDATE "content"."content" c SET "transcript_vector" = "content"."passages_vector"(c."id")
      WHERE EXISTS (SELECT 1 FROM "content"."passage" p WHERE p."content_id" = c."id")`);
    await q.query(`CREATE INDEX "content_transcript_vector_idx" ON "content"."content" USING GIN ("transcript_vector")`);
    // The published set's version (count and latest change of approved items), asked by every
    // gateway each second: read from this index alone instead of the whole table.
    await q.query(`CREATE INDEX "content_status_updated_idx" ON "content"."content" ("status", "updated_at")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "content"."content_status_updated_idx"`);
    await q.query(`DROP TRIGGER "passage_deleted" ON "content"."passage"`);
    await q.query(`DROP TRIGGER "passage_updated" ON "content"."passage"`);
    await q.query(`DROP TRIGGER "passage_inserted" ON "content"."passage"`);
    await q.query(`DROP FUNCTION "content"."passage_changed"()`);
    await q.query(`DROP FUNCTION "content"."passages_vector"(uuid)`);
    await q.query(`DROP INDEX "content"."content_transcript_vector_idx"`);
    await q.query(`ALTER TABLE "content"."content" DROP COLUMN "transcript_vector"`);
  }
}
