import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateObjectPolicies1763770000000 implements MigrationInterface {
  name = 'CreateObjectPolicies1763770000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "media"."object_policy" (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "object_key" text NOT NULL,
      "bucket" text NOT NULL,
      "owner" uuid NOT NULL,
      "visibility" text NOT NULL DEFAULT 'private' CHECK ("visibility" IN ('public','private')),
      "acl_rules" jsonb NOT NULL DEFAULT '[]'::jsonb,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "updated_at" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "object_policy_object_key_uq" UNIQUE ("object_key")
    )`);
    // The sweep looks for old uploads that were never registered.
    await q.query(
      `CREATE INDEX "object_policy_incoming_idx" ON "media"."object_policy" ("created_at") WHERE "object_key" LIKE 'incoming/%'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "media"."object_policy"`);
  }
}
