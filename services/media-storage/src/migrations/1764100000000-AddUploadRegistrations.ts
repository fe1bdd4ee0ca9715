import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createOutboxTableSql } from '@lectures/platform';

/** The upload saga's memory: one row per upload media-storage has decided, and its outbox. */
export class AddUploadRegistrations1764100000000 implements MigrationInterface {
  name = 'AddUploadRegistrations1764100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "media"."upload_registration" (
      "upload_key" text PRIMARY KEY,
      "content_id" uuid NOT NULL,
      "uploaded_by" uuid NOT NULL,
      "outcome" text NOT NULL CHECK ("outcome" IN ('registered','rejected')),
      "media_key" text,
      "media_type" text,
      "mime_type" text,
      "size" bigint,
      "reason" text,
      "announcement" jsonb NOT NULL,
      "created_at" timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(createOutboxTableSql('media'));
    // What each object takes, so a contributor's stored bytes can be summed for the quota.
    await q.query(`ALTER TABLE "media"."object_policy" ADD COLUMN "size" bigint`);
    await q.query(`CREATE INDEX "object_policy_owner_idx" ON "media"."object_policy" ("owner")`);
    // Thumbnails made before derived files had policies of their own followed their
    // video's; now each has its row (harmless where no thumbnail was made).
    await q.query(`INSERT INTO "media"."object_policy" (object_key, bucket, owner, visibility, acl_rules)
      SELECT regexp_replace(object_key, '/original\\.[a-z0-9]+$', '/thumbnail.jpg'), bucket, owner, visibility, acl_rules
      FROM "media"."object_policy"
      WHERE object_key ~ '^media/[^/]+/original\\.(mp4|mov|avi|webm|ogv|3gp|wmv)$'
      ON CONFLICT (object_key) DO NOTHING`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "media"."object_policy_owner_idx"`);
    await q.query(`ALTER TABLE "media"."object_policy" DROP COLUMN "size"`);
    await q.query(`DROP TABLE "media"."outbox"`);
    await q.query(`DROP TABLE "media"."upload_registration"`);
  }
}
