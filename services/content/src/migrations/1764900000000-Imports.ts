import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Archive imports: a job with its source and options, one row per file with each step's
 * outcome, so an import killed anywhere resumes from the tables. Items remember where they
 * came from (an import's lectures are transcribed in the backlog lane) and the series,
 * part and recording date their tags, folders or manifest gave.
 */
export class Imports1764900000000 implements MigrationInterface {
  name = 'Imports1764900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "content"."content" ADD COLUMN "origin" text NOT NULL DEFAULT 'upload'`);
    await q.query(`ALTER TABLE "content"."content" ADD COLUMN "series_name" text`);
    await q.query(`ALTER TABLE "content"."content" ADD COLUMN "series_part" integer`);
    await q.query(`ALTER TABLE "content"."content" ADD COLUMN "recorded_on" text`);
    await q.query(`
      CREATE TABLE "content"."import" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "source" jsonb NOT NULL,
        "dry_run" boolean NOT NULL,
        "state" text NOT NULL,
        "created_by" uuid NOT NULL,
        "client_key" text,
        "manifest" jsonb,
        "list_cursor" text,
        "list_lease_until" timestamptz,
        "error" text,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "started_at" timestamptz,
        "finished_at" timestamptz,
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    // Asking again with the same client key finds the unfinished import instead of making a second.
    await q.query(`CREATE UNIQUE INDEX "import_client_key_idx" ON "content"."import" ("created_by", "client_key") WHERE "client_key" IS NOT NULL AND "state" <> 'finished'`);
    await q.query(`CREATE INDEX "import_active_idx" ON "content"."import" ("state") WHERE "state" <> 'finished'`);
    await q.query(`
      CREATE TABLE "content"."import_file" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "import_id" uuid NOT NULL REFERENCES "content"."import" ("id") ON DELETE CASCADE,
        "path" text NOT NULL,
        "size" bigint,
        "last_modified" timestamptz,
        "state" text NOT NULL,
        "reason" text,
        "upload_url" text,
        "upload_key" text,
        "sha256" text,
        "media_type" text,
        "mime_type" text,
        "tags" jsonb,
        "metadata" jsonb,
        "duplicate_of" uuid,
        "duplicate_of_file" uuid,
        "content_id" uuid,
        "attempts" integer NOT NULL DEFAULT 0,
        "next_attempt_at" timestamptz,
        "stored_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        UNIQUE ("import_id", "path")
      )`);
    await q.query(`CREATE INDEX "import_file_state_idx" ON "content"."import_file" ("import_id", "state")`);
    await q.query(`CREATE INDEX "import_file_content_idx" ON "content"."import_file" ("content_id") WHERE "content_id" IS NOT NULL`);
    await q.query(`CREATE INDEX "import_file_sha_idx" ON "content"."import_file" ("import_id", "sha256") WHERE "sha256" IS NOT NULL`);
    await q.query(`CREATE INDEX "import_file_stored_idx" ON "content"."import_file" ("import_id", "stored_at") WHERE "stored_at" IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "content"."import_file"`);
    await q.query(`DROP TABLE "content"."import"`);
    await q.query(`ALTER TABLE "content"."content" DROP COLUMN "recorded_on", DROP COLUMN "series_part", DROP COLUMN "series_name", DROP COLUMN "origin"`);
  }
}
