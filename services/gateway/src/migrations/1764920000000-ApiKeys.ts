import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Keys for scripts and the importer: only each key's SHA-256 is kept; revoked keys stay for the record. */
export class ApiKeys1764920000000 implements MigrationInterface {
  name = 'ApiKeys1764920000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "gateway"."api_key" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "name" text NOT NULL,
        "prefix" text NOT NULL,
        "key_hash" text NOT NULL UNIQUE,
        "role" text NOT NULL,
        "created_by" uuid NOT NULL REFERENCES "gateway"."users" ("id") ON DELETE CASCADE,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "expires_at" timestamptz NOT NULL,
        "revoked_at" timestamptz,
        "last_used_at" timestamptz
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "gateway"."api_key"`);
  }
}
