import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The language an item is spoken in: staff's choice, or the detector's when staff did not choose. */
export class ItemLanguage1764500000000 implements MigrationInterface {
  name = 'ItemLanguage1764500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "content"."content" ADD COLUMN "language" text`);
    // Items analysed before: the detector's finding, in our four values.
    await q.query(`
      UPDATE "content"."content" SET "language" = CASE
        WHEN lower(ai_metadata->>'language') ~ '^(en|eng)([-_]|$)|^english$' THEN 'en'
        WHEN lower(ai_metadata->>'language') ~ '^(ar|ara)([-_]|$)|^arabic$' THEN 'ar'
        WHEN lower(ai_metadata->>'language') ~ '^(ur|urd)([-_]|$)|^urdu$' THEN 'ur'
        WHEN coalesce(ai_metadata->>'language', '') NOT IN ('', 'und', 'unknown') THEN 'other'
      END`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "content"."content" DROP COLUMN "language"`);
  }
}
