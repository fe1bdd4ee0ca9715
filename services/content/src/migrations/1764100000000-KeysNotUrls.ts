import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Items keep object keys, never URLs (the gateway makes URLs), and remember the
 * upload they were made from so a retried upload finds its item.
 */
export class KeysNotUrls1764100000000 implements MigrationInterface {
  name = 'KeysNotUrls1764100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "content"."content" ADD COLUMN "thumbnail_key" text, ADD COLUMN "upload_key" text`);
    await q.query(`CREATE UNIQUE INDEX "content_upload_key_uq" ON "content"."content" ("upload_key") WHERE "upload_key" IS NOT NULL`);
    await q.query(`UPDATE "content"."content"
      SET "media_key" = coalesce("media_key", nullif(substring("media_url" from '^/api/media/(.+)$'), '')),
          "thumbnail_key" = nullif(substring("video_thumbnail_url" from '^/api/media/(.+)$'), '')`);
    await q.query(`ALTER TABLE "content"."content" DROP COLUMN "media_url", DROP COLUMN "video_thumbnail_url", DROP COLUMN "audio_url"`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "content"."content" ADD COLUMN "media_url" text, ADD COLUMN "video_thumbnail_url" text, ADD COLUMN "audio_url" text`);
    await q.query(`UPDATE "content"."content" SET
      "media_url" = '/api/media/' || "media_key",
      "audio_url" = CASE WHEN "media_type" = 'audio' THEN '/api/media/' || "media_key" END,
      "video_thumbnail_url" = '/api/media/' || "thumbnail_key"`);
    await q.query(`DROP INDEX "content"."content_upload_key_uq"`);
    await q.query(`ALTER TABLE "content"."content" DROP COLUMN "thumbnail_key", DROP COLUMN "upload_key"`);
  }
}
