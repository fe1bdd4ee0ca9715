import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The language the engine said it heard in each segment (Whisper reports one; PocketSphinx does
 * not): the lecture's language is taken from the engines before any guess from the text.
 */
export class SegmentLanguage1765318427000 implements MigrationInterface {
  name = 'SegmentLanguage1765318427000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "transcription"."segment" ADD COLUMN "language" text`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "transcription"."segment" DROP COLUMN "language"`);
  }
}
