import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Who did what to which item or account, from where. Append-only: no route edits or deletes a row. */
export class AuditLog1764300000000 implements MigrationInterface {
  name = 'AuditLog1764300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "gateway"."audit_log" (
      "id" bigserial PRIMARY KEY,
      "at" timestamptz NOT NULL DEFAULT now(),
      "action" text NOT NULL,
      "actor_id" uuid,
      "actor_name" text,
      "target" text,
      "address" text NOT NULL,
      "detail" jsonb NOT NULL DEFAULT '{}'
    )`);
    await q.query(`CREATE INDEX "audit_log_action_idx" ON "gateway"."audit_log" ("action", "id" DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "gateway"."audit_log"`);
  }
}
