import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateUsersAndSessions1763760000000 implements MigrationInterface {
  name = 'CreateUsersAndSessions1763760000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "gateway"."users" (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "username" text NOT NULL,
      "password_hash" text NOT NULL,
      "full_name" text,
      "role" text NOT NULL DEFAULT 'contributor' CHECK ("role" IN ('admin','contributor','viewer')),
      "disabled" boolean NOT NULL DEFAULT false,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "updated_at" timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE UNIQUE INDEX "users_username_lower_idx" ON "gateway"."users" (lower("username"))`);
    await q.query(`CREATE TABLE "gateway"."sessions" (
      "id" text PRIMARY KEY,
      "user_id" uuid NOT NULL REFERENCES "gateway"."users"("id") ON DELETE CASCADE,
      "expires_at" timestamptz NOT NULL
    )`);
    await q.query(`CREATE INDEX "sessions_user_idx" ON "gateway"."sessions" ("user_id")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "gateway"."sessions"`);
    await q.query(`DROP TABLE "gateway"."users"`);
  }
}
