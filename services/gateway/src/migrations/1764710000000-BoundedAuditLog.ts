import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The audit log holds bounded rows: a flood of refused sign-ins is one row per action, address
 * and minute with a count; the target keeps a readable label (a title, a username). Rows an
 * attacker already inflated are clipped. Additive: old pods ignore the new columns.
 */
export class BoundedAuditLog1764710000000 implements MigrationInterface {
  name = 'BoundedAuditLog1764710000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "gateway"."audit_log" ADD COLUMN "count" integer NOT NULL DEFAULT 1`);
    await q.query(`ALTER TABLE "gateway"."audit_log" ADD COLUMN "minute" timestamptz`);
    await q.query(`ALTER TABLE "gateway"."audit_log" ADD COLUMN "target_label" text`);
    await q.query(
      `CREATE UNIQUE INDEX "audit_log_flood_idx" ON "gateway"."audit_log" ("action", "address", "minute") WHERE "minute" IS NOT NULL`,
    );
    await q.query(`CREATE INDEX "audit_log_at_idx" ON "gateway"."audit_log" ("at")`);
    await q.query(`UPDATE "gateway"."audit_log" SET "actor_name" = left("actor_name", 100) WHERE length("actor_name") > 100`);
    await q.query(`UPDATE "gateway"."audit_log" SET "target" = left("target", 100) WHERE length("target") > 100`);
    await q.query(`UPDATE "gateway"."audit_log" SET "address" = left("address", 100) WHERE length("address") > 100`);
    await q.query(
      `UPDATE "gateway"."audit_log" SET "detail" = jsonb_build_object('truncated', true) WHERE pg_column_size("detail") > 2048`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "gateway"."audit_log_at_idx"`);
    await q.query(`DROP INDEX "gateway"."audit_log_flood_idx"`);
    await q.query(`ALTER TABLE "gateway"."audit_log" DROP COLUMN "target_label"`);
    await q.query(`ALTER TABLE "gateway"."audit_log" DROP COLUMN "minute"`);
    await q.query(`ALTER TABLE "gateway"."audit_log" DROP COLUMN "count"`);
  }
}
