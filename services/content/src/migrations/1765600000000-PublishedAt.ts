import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * When a lecture was first published (issue 29: feeds and `article:published_time` date an
 * episode by its publication, not its upload). Kept by the database, the one writer: the first
 * time a row's status becomes 'approved' it is stamped, and unpublishing and publishing again
 * keep the first date, so podcast apps do not announce an old episode as new. Lectures
 * published before this existed keep the date their feeds already showed, their upload.
 */
export class PublishedAt1765600000000 implements MigrationInterface {
  name = 'PublishedAt1765600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "content"."content" ADD COLUMN IF NOT EXISTS "published_at" timestamptz`);
    await q.query(`UPDATE "content"."content" SET "published_at" = "created_at" WHERE "status" = 'approved' AND "published_at" IS NULL`);
    await q.query(`CREATE OR REPLACE FUNCTION "content"."stamp_published_at"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW."status" = 'approved' AND NEW."published_at" IS NULL THEN NEW."published_at" := now(); END IF;
        RETURN NEW;
      END $$`);
    await q.query(`CREATE TRIGGER "content_published_at" BEFORE INSERT OR UPDATE OF "status" ON "content"."content"
      FOR EACH ROW EXECUTE FUNCTION "content"."stamp_published_at"()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER IF EXISTS "content_published_at" ON "content"."content"`);
    await q.query(`DROP FUNCTION IF EXISTS "content"."stamp_published_at"()`);
    await q.query(`ALTER TABLE "content"."content" DROP COLUMN IF EXISTS "published_at"`);
  }
}
