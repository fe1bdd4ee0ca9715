import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Staff correct transcripts passage by passage: every save is kept with who and when, and a
 * reprocess holds the corrected passages until its new transcript arrives.
 */
export class TranscriptEdits1764600000000 implements MigrationInterface {
  name = 'TranscriptEdits1764600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "content"."transcript_edit" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "content_id" uuid NOT NULL REFERENCES "content"."content" ("id") ON DELETE CASCADE,
        "edited_by" text NOT NULL,
        "edited_at" timestamptz NOT NULL DEFAULT now(),
        "changes" jsonb NOT NULL
      )`);
    await q.query(`CREATE INDEX "transcript_edit_content_idx" ON "content"."transcript_edit" ("content_id", "edited_at" DESC)`);
    await q.query(`ALTER TABLE "content"."content" ADD COLUMN "kept_passages" jsonb`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "content"."content" DROP COLUMN "kept_passages"`);
    await q.query(`DROP TABLE "content"."transcript_edit"`);
  }
}
