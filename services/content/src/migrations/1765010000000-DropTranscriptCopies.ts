import type { MigrationInterface, QueryRunner } from 'typeorm';
import { CREATE_OLD_WRITER_REFUSAL, DROP_OLD_WRITER_REFUSAL } from './old-writer-refusal.sql';

/**
 * The second step of 1765000000000-TranscriptRows, for the release after it: no pod of the
 * release before that one is left, so nothing writes the old copies and nothing needs refusing.
 * Drops the held-passages column (its rows moved into `kept` passages) and the refusal triggers.
 * Not additive: registered only once TranscriptRows has been released (see
 * deploy/tests/rolling-upgrade.medium-spec.ts, which holds that order).
 */
export class DropTranscriptCopies1765010000000 implements MigrationInterface {
  name = 'DropTranscriptCopies1765010000000';

  async up(q: QueryRunner): Promise<void> {
    for (const sql of DROP_OLD_WRITER_REFUSAL) await q.query(sql);
    await q.query(`ALTER TABLE "content"."content" DROP COLUMN "kept_passages"`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "content"."content" ADD COLUMN "kept_passages" jsonb`);
    for (const sql of CREATE_OLD_WRITER_REFUSAL) await q.query(sql);
  }
}
