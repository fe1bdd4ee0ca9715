import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Sessions remember their last request, for the idle timeout. Additive: old code ignores the column. */
export class AddSessionLastSeen1764000000000 implements MigrationInterface {
  name = 'AddSessionLastSeen1764000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "gateway"."sessions" ADD COLUMN "last_seen_at" timestamptz NOT NULL DEFAULT now()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "gateway"."sessions" DROP COLUMN "last_seen_at"`);
  }
}
