import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The fields staff have set or cleared by hand: analysis suggestions never fill them again. */
export class StaffFields1764300000000 implements MigrationInterface {
  name = 'StaffFields1764300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "content"."content" ADD COLUMN "staff_fields" text[] NOT NULL DEFAULT '{}'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "content"."content" DROP COLUMN "staff_fields"`);
  }
}
