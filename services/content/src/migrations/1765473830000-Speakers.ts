import type { MigrationInterface, QueryRunner } from 'typeorm';
import { linkFreeTextSpeakers } from '../speakers/free-text-speakers';

const SPEAKER_TABLES = ['speaker', 'speaker_spelling', 'speaker_old_slug', 'content_speaker', 'series_speaker'];

/**
 * Speakers as records (issue 28). A speaker has a name, a readable address, a biography and
 * links; each way its name is written is a spelling row keyed by the name's key (speakerKey: case,
 * titles, transliteration aside), so one spelling is one speaker. Lectures and series name their
 * speakers in order (`content_speaker`, `series_speaker`); the lecture's SPEC `speaker` string is
 * derived from its rows by PostgreSQL ('Shaykh Ahmad & Dr. Bilal'), never written by anything
 * else: an UPDATE that sets it otherwise is refused as an old writer's (57P03, retried by this
 * release), while an INSERT with a free-text speaker is linked to records by the content service
 * (SpeakerReconciler). Existing free-text speakers become records here, spellings with one key
 * merged into one speaker, each merge written to `speaker_change` for admins to read.
 */
export class Speakers1765473830000 implements MigrationInterface {
  name = 'Speakers1765473830000';

  async up(q: QueryRunner): Promise<void> {
    const [{ schema: trgm }] = (await q.query(
      `SELECT n.nspname AS schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm'`,
    )) as { schema: string }[];
    await q.query(`CREATE TABLE "content"."speaker" (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "name" text NOT NULL,
      "slug" text NOT NULL,
      "bio" text,
      "links" jsonb NOT NULL DEFAULT '[]',
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "updated_at" timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE UNIQUE INDEX "speaker_slug" ON "content"."speaker" ("slug")`);
    await q.query(`CREATE INDEX "speaker_name" ON "content"."speaker" (lower("name"), "id")`);
    await q.query(`CREATE TABLE "content"."speaker_spelling" (
      "key" text PRIMARY KEY CHECK ("key" <> ''),
      "speaker_id" uuid NOT NULL REFERENCES "content"."speaker" ("id") ON DELETE CASCADE,
      "spelling" text NOT NULL
    )`);
    await q.query(`CREATE INDEX "speaker_spelling_speaker" ON "content"."speaker_spelling" ("speaker_id")`);
    // Search by any part of any spelling ('uthaymin' finds 'Muhammad ibn Salih al-Uthaymin').
    await q.query(`CREATE INDEX "speaker_spelling_key_trgm" ON "content"."speaker_spelling" USING GIN ("key" "${trgm}".gin_trgm_ops)`);
    // Addresses of speakers merged into another: old links find the speaker kept.
    await q.query(`CREATE TABLE "content"."speaker_old_slug" (
      "slug" text PRIMARY KEY,
      "speaker_id" uuid NOT NULL REFERENCES "content"."speaker" ("id") ON DELETE CASCADE
    )`);
    await q.query(`CREATE TABLE "content"."content_speaker" (
      "content_id" uuid NOT NULL REFERENCES "content"."content" ("id") ON DELETE CASCADE,
      "speaker_id" uuid NOT NULL REFERENCES "content"."speaker" ("id"),
      "position" integer NOT NULL CHECK ("position" >= 1),
      PRIMARY KEY ("content_id", "speaker_id")
    )`);
    await q.query(`CREATE INDEX "content_speaker_speaker" ON "content"."content_speaker" ("speaker_id", "content_id")`);
    await q.query(`CREATE TABLE "content"."series_speaker" (
      "series_id" uuid NOT NULL REFERENCES "content"."series" ("id") ON DELETE CASCADE,
      "speaker_id" uuid NOT NULL REFERENCES "content"."speaker" ("id"),
      "position" integer NOT NULL CHECK ("position" >= 1),
      PRIMARY KEY ("series_id", "speaker_id")
    )`);
    await q.query(`CREATE INDEX "series_speaker_speaker" ON "content"."series_speaker" ("speaker_id")`);
    await q.query(`CREATE TABLE "content"."speaker_change" (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "kind" text NOT NULL CHECK ("kind" IN ('merge', 'split')),
      "origin" text NOT NULL CHECK ("origin" IN ('migration', 'staff')),
      "speaker_id" uuid REFERENCES "content"."speaker" ("id") ON DELETE SET NULL,
      "speaker_name" text NOT NULL,
      "spellings" text[] NOT NULL,
      "lectures" integer NOT NULL,
      "by" uuid,
      "at" timestamptz NOT NULL DEFAULT clock_timestamp()
    )`);
    await q.query(`CREATE INDEX "speaker_change_at" ON "content"."speaker_change" ("at" DESC, "id")`);

    // The lecture's SPEC string: its speakers' names in order.
    await q.query(`CREATE FUNCTION "content"."speaker_text"(item uuid) RETURNS text
      LANGUAGE sql STABLE AS $$
        SELECT string_agg(s."name", ' & ' ORDER BY cs."position", s."name")
          FROM "content"."content_speaker" cs JOIN "content"."speaker" s ON s."id" = cs."speaker_id"
         WHERE cs."content_id" = item $$`);
    await q.query(`CREATE FUNCTION "content"."derive_speaker_text"() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE "content"."content" c SET "speaker" = "content"."speaker_text"(c."id"), "updated_at" = now()
         WHERE c."id" IN (SELECT "content_id" FROM changed)
           AND c."speaker" IS DISTINCT FROM "content"."speaker_text"(c."id");
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER "content_speaker_inserted" AFTER INSERT ON "content"."content_speaker"
      REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "content"."derive_speaker_text"()`);
    await q.query(`CREATE TRIGGER "content_speaker_updated" AFTER UPDATE ON "content"."content_speaker"
      REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "content"."derive_speaker_text"()`);
    await q.query(`CREATE TRIGGER "content_speaker_deleted" AFTER DELETE ON "content"."content_speaker"
      REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "content"."derive_speaker_text"()`);
    await q.query(`CREATE FUNCTION "content"."speaker_renamed"() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE "content"."content" c SET "speaker" = "content"."speaker_text"(c."id"), "updated_at" = now()
         WHERE c."id" IN (SELECT cs."content_id" FROM "content"."content_speaker" cs JOIN renamed r ON r."id" = cs."speaker_id")
           AND c."speaker" IS DISTINCT FROM "content"."speaker_text"(c."id");
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER "speaker_renamed" AFTER UPDATE ON "content"."speaker"
      REFERENCING NEW TABLE AS renamed FOR EACH STATEMENT EXECUTE FUNCTION "content"."speaker_renamed"()`);
    // Only the derivation above writes the string: a top-level UPDATE setting it is a writer of
    // the release before records (it would leave the records behind), refused as old writers are.
    await q.query(`CREATE FUNCTION "content"."refuse_free_text_speaker"() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        IF pg_trigger_depth() = 1 AND NEW."speaker" IS DISTINCT FROM OLD."speaker" THEN
          RAISE EXCEPTION 'A lecture''s speaker is derived from its speaker records now: a content service of this release must write it' USING ERRCODE = '57P03';
        END IF;
        RETURN NEW;
      END $$`);
    await q.query(`CREATE TRIGGER "content_free_text_speaker" BEFORE UPDATE OF "speaker" ON "content"."content"
      FOR EACH ROW EXECUTE FUNCTION "content"."refuse_free_text_speaker"()`);
    // Speakers show on public pages cached under the published set's version.
    await q.query(`CREATE FUNCTION "content"."speakers_changed"() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE "content"."published_set" SET "version" = "version" + 1;
        RETURN NULL;
      END $$`);
    for (const table of SPEAKER_TABLES) {
      await q.query(`CREATE TRIGGER "${table}_published_set" AFTER INSERT OR UPDATE OR DELETE ON "content"."${table}"
        FOR EACH STATEMENT EXECUTE FUNCTION "content"."speakers_changed"()`);
    }

    await linkFreeTextSpeakers(q, 'migration');
  }

  async down(q: QueryRunner): Promise<void> {
    // The lectures keep the derived speaker strings (the merged names): the spellings they had are in no column.
    await q.query(`DROP TRIGGER "content_free_text_speaker" ON "content"."content"`);
    await q.query(`DROP FUNCTION "content"."refuse_free_text_speaker"()`);
    await q.query(`DROP TABLE "content"."speaker_change"`);
    await q.query(`DROP TABLE "content"."series_speaker"`);
    await q.query(`DROP TABLE "content"."content_speaker"`);
    await q.query(`DROP TABLE "content"."speaker_old_slug"`);
    await q.query(`DROP TABLE "content"."speaker_spelling"`);
    await q.query(`DROP TABLE "content"."speaker"`);
    await q.query(`DROP FUNCTION "content"."speakers_changed"()`);
    await q.query(`DROP FUNCTION "content"."speaker_renamed"()`);
    await q.query(`DROP FUNCTION "content"."derive_speaker_text"()`);
    await q.query(`DROP FUNCTION "content"."speaker_text"(uuid)`);
  }
}
