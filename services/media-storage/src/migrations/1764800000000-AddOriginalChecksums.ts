import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Archive ingest (issue 24): every stored original with its SHA-256 (one original per
 * content, enforced), what each upload's check found, the fixity audit's findings, and
 * an expiry of its own for resumable uploads' slots. Originals stored before this
 * migration are listed without a hash; the fixity audit hashes them first (backfill).
 */
export class AddOriginalChecksums1764800000000 implements MigrationInterface {
  name = 'AddOriginalChecksums1764800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "media"."original" (
      "media_key" text PRIMARY KEY,
      "content_id" uuid,
      "size" bigint NOT NULL,
      "sha256" text CHECK ("sha256" ~ '^[0-9a-f]{64}$'),
      "registered_at" timestamptz NOT NULL DEFAULT now(),
      "checked_at" timestamptz,
      "state" text NOT NULL DEFAULT 'unchecked' CHECK ("state" IN ('unchecked','intact','missing','changed'))
    )`);
    // The same bytes are one lecture: a second registration of them is refused.
    await q.query(`CREATE UNIQUE INDEX "original_sha256_uq" ON "media"."original" ("sha256") WHERE "content_id" IS NOT NULL`);
    // The audit takes originals never hashed first, then the longest unchecked.
    await q.query(`CREATE INDEX "original_due_idx" ON "media"."original" ("checked_at" NULLS FIRST)`);
    await q.query(`CREATE TABLE "media"."upload_check" (
      "upload_key" text PRIMARY KEY,
      "uploaded_by" uuid NOT NULL,
      "size" bigint NOT NULL,
      "etag" text,
      "media_type" text NOT NULL,
      "mime_type" text NOT NULL,
      "sha256" text NOT NULL,
      "tags" jsonb NOT NULL DEFAULT '{}',
      "tag_problem" text,
      "duplicate_of" uuid,
      "created_at" timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE TABLE "media"."fixity_finding" (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "media_key" text NOT NULL,
      "content_id" uuid,
      "problem" text NOT NULL CHECK ("problem" IN ('missing','changed')),
      "expected_sha256" text NOT NULL,
      "actual_sha256" text,
      "detected_at" timestamptz NOT NULL DEFAULT now(),
      "resolved_at" timestamptz
    )`);
    await q.query(`CREATE INDEX "fixity_finding_open_idx" ON "media"."fixity_finding" ("detected_at" DESC) WHERE "resolved_at" IS NULL`);
    // A resumable upload's slot waits as long as the upload may take, not the default.
    await q.query(`ALTER TABLE "media"."object_policy" ADD COLUMN "expires_at" timestamptz`);
    // Originals already stored: hashed by the audit's first pass.
    await q.query(`INSERT INTO "media"."original" (media_key, content_id, size)
      SELECT p.object_key, r.content_id, coalesce(p.size, r.size, 0)
      FROM "media"."object_policy" p
      LEFT JOIN "media"."upload_registration" r ON r.media_key = p.object_key AND r.outcome = 'registered'
      WHERE p.object_key ~ '^media/[^/]+/original\\.[a-z0-9]+$'
      ON CONFLICT (media_key) DO NOTHING`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "media"."object_policy" DROP COLUMN "expires_at"`);
    await q.query(`DROP TABLE "media"."fixity_finding"`);
    await q.query(`DROP TABLE "media"."upload_check"`);
    await q.query(`DROP TABLE "media"."original"`);
  }
}
