import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Changes to a published item that wait for an admin's approval; visitors keep the published version. */
export class PendingRevision1764400000000 implements MigrationInterface {
  name = 'PendingRevision1764400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "content"."content" ADD COLUMN "pending_revision" jsonb`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "content"."content" DROP COLUMN "pending_revision"`);
  }
}
