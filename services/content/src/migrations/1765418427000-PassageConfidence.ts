import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * How sure the speech engine was of each word of a passage (issue 27): one number 0-1 per word,
 * in order, so the correction editor can mark the words to listen to again. Null for passages a
 * person corrected and for engines that report no confidence. Only adds a column: pods of the
 * previous release keep writing passages without it.
 */
export class PassageConfidence1765418427000 implements MigrationInterface {
  name = 'PassageConfidence1765418427000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "content"."passage" ADD COLUMN "confidence" real[]`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "content"."passage" DROP COLUMN "confidence"`);
  }
}
