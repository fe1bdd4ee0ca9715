import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Series with ordered parts (issue 28). A lecture is in at most one series: the part row is keyed
 * by the lecture. Deleting a series deletes its part rows only; deleting a lecture removes its
 * part (the parts after it keep their numbers until staff renumber by moving one). Any change to a
 * series or its parts raises the published set's version, so public series pages and feeds
 * cached under it are read again.
 */
export class Series1765400000000 implements MigrationInterface {
  name = 'Series1765400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "content"."series" (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "title" text NOT NULL,
      "slug" text NOT NULL,
      "description" text,
      "language" text,
      "status" text NOT NULL DEFAULT 'ongoing' CHECK ("status" IN ('ongoing', 'complete')),
      "created_by" uuid NOT NULL,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "updated_at" timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE UNIQUE INDEX "series_slug" ON "content"."series" ("slug")`);
    await q.query(`CREATE INDEX "series_updated" ON "content"."series" ("updated_at" DESC)`);
    await q.query(`CREATE TABLE "content"."series_part" (
      "content_id" uuid PRIMARY KEY REFERENCES "content"."content" ("id") ON DELETE CASCADE,
      "series_id" uuid NOT NULL REFERENCES "content"."series" ("id") ON DELETE CASCADE,
      "part" integer NOT NULL CHECK ("part" >= 1),
      CONSTRAINT "series_part_unique" UNIQUE ("series_id", "part") DEFERRABLE INITIALLY DEFERRED
    )`);
    await q.query(`CREATE FUNCTION "content"."series_changed"() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE "content"."published_set" SET "version" = "version" + 1;
        RETURN NULL;
      END $$`);
    for (const table of ['series', 'series_part']) {
      await q.query(`CREATE TRIGGER "${table}_published_set" AFTER INSERT OR UPDATE OR DELETE ON "content"."${table}"
        FOR EACH STATEMENT EXECUTE FUNCTION "content"."series_changed"()`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "content"."series_part"`);
    await q.query(`DROP TABLE "content"."series"`);
    await q.query(`DROP FUNCTION "content"."series_changed"()`);
  }
}
