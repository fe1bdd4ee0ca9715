import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The language staff chose for the item: it picks the engine, or ends the job without a transcript. */
export class JobLanguage1764500000000 implements MigrationInterface {
  name = 'JobLanguage1764500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "transcription"."job" ADD COLUMN "language" text`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "transcription"."job" DROP COLUMN "language"`);
  }
}
