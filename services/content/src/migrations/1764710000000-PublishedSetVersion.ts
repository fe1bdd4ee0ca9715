import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Columns of an item visitors never see: a change to them alone leaves the published set as it
 * was. (The search vector is derived from the transcript, which is compared itself.)
 */
const STAFF_ONLY = ['updated_at', 'pending_revision', 'kept_passages', 'staff_fields', 'generation', 'upload_key', 'extra_object_keys', 'transcript_vector'];

/**
 * The published set's version is a number the database raises in the same transaction as a
 * change visitors can see: a published item added, removed, or changed in what it shows. It
 * used to be the count and latest `updated_at` of published items, so a contributor's edit
 * waiting for review (which touches `updated_at` only) emptied every public cache. One bump per
 * statement, so a bulk load costs one. Additive: old pods keep computing theirs.
 */
export class PublishedSetVersion1764710000000 implements MigrationInterface {
  name = 'PublishedSetVersion1764710000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "content"."published_set" (
      "singleton" boolean PRIMARY KEY DEFAULT true CHECK ("singleton"),
      "version" bigint NOT NULL
    )`);
    await q.query(`INSERT INTO "content"."published_set" ("version") VALUES (1)`);
    await q.query(`CREATE FUNCTION "content"."public_view"(item "content"."content") RETURNS jsonb
      LANGUAGE sql IMMUTABLE AS $$ SELECT to_jsonb(item) - ARRAY[${STAFF_ONLY.map((c) => `'${c}'`).join(', ')}] $$`);
    await q.query(`CREATE FUNCTION "content"."published_set_changed"() RETURNS trigger
      LANGUAGE plpgsql AS $$
      DECLARE changed boolean;
      BEGIN
        IF TG_OP = 'INSERT' THEN
          changed := EXISTS (SELECT 1 FROM changed_new WHERE status = 'approved');
        ELSIF TG_OP = 'DELETE' THEN
          changed := EXISTS (SELECT 1 FROM changed_old WHERE status = 'approved');
        ELSE
          changed := EXISTS (
            SELECT 1 FROM changed_new n JOIN changed_old o ON o.id = n.id
            WHERE (o.status = 'approved' OR n.status = 'approved')
              AND "content"."public_view"(n) IS DISTINCT FROM "content"."public_view"(o));
        END IF;
        IF changed THEN
          UPDATE "content"."published_set" SET "version" = "version" + 1;
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER "published_set_inserted" AFTER INSERT ON "content"."content"
      REFERENCING NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION "content"."published_set_changed"()`);
    await q.query(`CREATE TRIGGER "published_set_updated" AFTER UPDATE ON "content"."content"
      REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION "content"."published_set_changed"()`);
    await q.query(`CREATE TRIGGER "published_set_deleted" AFTER DELETE ON "content"."content"
      REFERENCING OLD TABLE AS changed_old FOR EACH STATEMENT EXECUTE FUNCTION "content"."published_set_changed"()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER "published_set_deleted" ON "content"."content"`);
    await q.query(`DROP TRIGGER "published_set_updated" ON "content"."content"`);
    await q.query(`DROP TRIGGER "published_set_inserted" ON "content"."content"`);
    await q.query(`DROP FUNCTION "content"."published_set_changed"()`);
    await q.query(`DROP FUNCTION "content"."public_view"("content"."content")`);
    await q.query(`DROP TABLE "content"."published_set"`);
  }
}
