import type { MigrationInterface, QueryRunner } from 'typeorm';
import { CREATE_OLD_WRITER_REFUSAL, DROP_OLD_WRITER_REFUSAL } from './old-writer-refusal.sql';

/** A passage's words with single spaces, as the service writes them (proto's joinPassages). */
const FOLDED = (text: string) => `btrim(regexp_replace(${text}, '\\s+', ' ', 'g'))`;

/** A JSON list of timed segments as passage rows of one state, numbered in order, empty ones left out. */
const rowsFrom = (list: string, state: 'current' | 'kept' | 'waiting', where: string) => `
  INSERT INTO "content"."passage" ("content_id", "state", "idx", "start_sec", "end_sec", "text", "edited_by", "edited_at")
  SELECT c."id", '${state}', row_number() OVER (PARTITION BY c."id" ORDER BY s.n) - 1,
    (s.value->>'start')::double precision, (s.value->>'end')::double precision, ${FOLDED(`s.value->>'text'`)},
    s.value->'edited'->>'by', (s.value->'edited'->>'at')::timestamptz
  FROM "content"."content" c, jsonb_array_elements(${list}) WITH ORDINALITY AS s(value, n)
  WHERE jsonb_typeof(${list}) = 'array' AND ${FOLDED(`coalesce(s.value->>'text', '')`)} <> '' AND ${where}`;

/** A transcript kept as text only (no timed segments): one passage over the whole recording. */
const wholeText = (text: string, state: 'current' | 'waiting', where: string) => `
  INSERT INTO "content"."passage" ("content_id", "state", "idx", "start_sec", "end_sec", "text")
  SELECT c."id", '${state}', 0, 0, coalesce(c."duration_seconds", 0), ${FOLDED(text)}
  FROM "content"."content" c
  WHERE ${FOLDED(`coalesce(${text}, '')`)} <> '' AND ${where}
    AND NOT EXISTS (SELECT 1 FROM "content"."passage" p WHERE p."content_id" = c."id" AND p."state" = '${state}')`;

/** Each changed item's text, length and search vector from its current passages (and its change time). */
const PASSAGE_CHANGED = `CREATE OR REPLACE FUNCTION "content"."passage_changed"() RETURNS trigger
  LANGUAGE plpgsql AS $$
  DECLARE items uuid[] := '{}';
  BEGIN
    IF TG_OP IN ('INSERT', 'UPDATE') THEN
      items := items || ARRAY(SELECT DISTINCT "content_id" FROM changed_new WHERE "state" = 'current');
    END IF;
    IF TG_OP IN ('DELETE', 'UPDATE') THEN
      items := items || ARRAY(SELECT DISTINCT "content_id" FROM changed_old WHERE "state" = 'current');
    END IF;
    IF cardinality(items) > 0 THEN
      UPDATE "content"."content" c
      SET "transcript_vector" = "content"."passages_vector"(c."id"), "transcript_text" = t.text,
          "transcript_length" = length(t.text), "updated_at" = now()
      FROM (SELECT i.id, "content"."transcript_of"(i.id) AS text FROM (SELECT DISTINCT unnest(items) AS id) i) t
      WHERE c."id" = t.id;
    END IF;
    RETURN NULL;
  END $$`;

/**
 * The passage rows become the transcript, its one stored form. Each row says which transcript it
 * belongs to (`state`: the current one; one `waiting` for an admin's approval; or `kept`, staff's
 * corrections held through a reprocess for the transcript it makes) and who corrected it when.
 * The item's `transcript_text`, `transcript_length` and `transcript_vector` are derived from its
 * current passages by the passage triggers. What the timed segments inside `ai_metadata`,
 * `kept_passages` and the transcript copies inside `pending_revision` held moves into rows; a
 * waiting transcript is marked `transcript: true` in the revision.
 *
 * Additive for a rolling update: the previous release's content pods keep reading while they
 * drain, but any transcript write of theirs (passages, a reprocess's generation, the old copies)
 * is refused with SQLSTATE 57P03, which they treat as a store that is away: their events wait and
 * are taken again, by a pod of this release, and a staff request gets 503 and is sent again. So a
 * passage written by either release lands once, in rows. The release after this one drops
 * `kept_passages` and the refusal (1765010000000-DropTranscriptCopies).
 */
export class TranscriptRows1765000000000 implements MigrationInterface {
  name = 'TranscriptRows1765000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "content"."passage"
      ADD COLUMN "state" text NOT NULL DEFAULT 'current' CHECK ("state" IN ('current', 'waiting', 'kept')),
      ADD COLUMN "edited_by" text,
      ADD COLUMN "edited_at" timestamptz`);
    await q.query(`ALTER TABLE "content"."passage" DROP CONSTRAINT "passage_pkey", ADD PRIMARY KEY ("content_id", "state", "idx")`);

    // Staff's corrections of current passages: the marks only the segments carried.
    await q.query(`UPDATE "content"."passage" p
      SET "edited_by" = s.value->'edited'->>'by', "edited_at" = (s.value->'edited'->>'at')::timestamptz
      FROM "content"."content" c, jsonb_array_elements(c."ai_metadata"->'segments') AS s(value)
      WHERE jsonb_typeof(c."ai_metadata"->'segments') = 'array' AND s.value ? 'edited'
        AND p."content_id" = c."id" AND p."state" = 'current' AND p."text" = s.value->>'text'
        AND p."start_sec" = (s.value->>'start')::double precision AND p."end_sec" = (s.value->>'end')::double precision`);
    await q.query(`UPDATE "content"."passage" SET "text" = ${FOLDED(`"text"`)} WHERE "text" <> ${FOLDED(`"text"`)}`);
    await q.query(wholeText(`c."transcript_text"`, 'current', 'true'));
    await q.query(rowsFrom(`c."kept_passages"`, 'kept', 'true'));
    await q.query(rowsFrom(`c."pending_revision"->'aiMetadata'->'segments'`, 'waiting', `c."pending_revision" ? 'transcriptText'`));
    await q.query(wholeText(`c."pending_revision"->>'transcriptText'`, 'waiting', `c."pending_revision" ? 'transcriptText'`));
    await q.query(`UPDATE "content"."content" SET "ai_metadata" = "ai_metadata" - 'segments' WHERE "ai_metadata" ? 'segments'`);
    await q.query(`UPDATE "content"."content"
      SET "pending_revision" = (("pending_revision" - 'transcriptText') #- '{aiMetadata,segments}') || '{"transcript": true}'
      WHERE "pending_revision" ? 'transcriptText'`);
    await q.query(`UPDATE "content"."content" SET "kept_passages" = NULL WHERE "kept_passages" IS NOT NULL`);

    // From now on derived from current passages only.
    await q.query(`CREATE FUNCTION "content"."transcript_of"(item uuid) RETURNS text
      LANGUAGE sql STABLE AS $$
        SELECT string_agg(p."text", ' ' ORDER BY p."idx") FROM "content"."passage" p WHERE p."content_id" = item AND p."state" = 'current'
      $$`);
    await q.query(`CREATE OR REPLACE FUNCTION "content"."passages_vector"(item uuid) RETURNS tsvector
      LANGUAGE sql STABLE AS $$
        SELECT array_to_tsvector(array_agg(DISTINCT lexeme))
        FROM "content"."passage" p, unnest(tsvector_to_array(p."tsv")) AS lexeme
        WHERE p."content_id" = item AND p."state" = 'current'
      $$`);
    await q.query(PASSAGE_CHANGED);
    // Items whose vector took in the rows just moved, and every item's text as its passages say it.
    await q.query(`UPDATE "content"."content" c SET "transcript_vector" = "content"."passages_vector"(c."id")
      WHERE EXISTS (SELECT 1 FROM "content"."passage" p WHERE p."content_id" = c."id" AND p."state" <> 'current')`);
    await q.query(`UPDATE "content"."content" c SET "transcript_text" = t.text, "transcript_length" = length(t.text)
      FROM (SELECT "id", "content"."transcript_of"("id") AS text FROM "content"."content") t
      WHERE c."id" = t."id" AND (c."transcript_text" IS DISTINCT FROM t.text OR c."transcript_length" IS DISTINCT FROM length(t.text))`);

    for (const sql of CREATE_OLD_WRITER_REFUSAL) await q.query(sql);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const sql of DROP_OLD_WRITER_REFUSAL) await q.query(sql);
    // Rows back into the copies the previous release reads.
    const segments = (state: string) => `(SELECT jsonb_agg(jsonb_strip_nulls(jsonb_build_object(
        'start', p."start_sec", 'end', p."end_sec", 'text', p."text", 'startChar', p.start_char, 'endChar', p.start_char + length(p."text"),
        'edited', CASE WHEN p."edited_by" IS NOT NULL THEN jsonb_build_object('by', p."edited_by", 'at', to_jsonb(p."edited_at")) END)) ORDER BY p."idx")
      FROM (SELECT *, coalesce(sum(length("text") + 1) OVER (ORDER BY "idx" ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) AS start_char
            FROM "content"."passage" WHERE "content_id" = c."id" AND "state" = '${state}') p)`;
    await q.query(`UPDATE "content"."content" c SET "ai_metadata" = c."ai_metadata" || jsonb_build_object('segments', coalesce(${segments('current')}, '[]'))
      WHERE c."ai_metadata" IS NOT NULL`);
    await q.query(`UPDATE "content"."content" c SET "kept_passages" = ${segments('kept')}
      WHERE EXISTS (SELECT 1 FROM "content"."passage" p WHERE p."content_id" = c."id" AND p."state" = 'kept')`);
    await q.query(`UPDATE "content"."content" c SET "pending_revision" = (c."pending_revision" - 'transcript')
        || jsonb_build_object('transcriptText', coalesce((SELECT string_agg(p."text", ' ' ORDER BY p."idx") FROM "content"."passage" p WHERE p."content_id" = c."id" AND p."state" = 'waiting'), ''))
        || jsonb_build_object('aiMetadata', coalesce(c."pending_revision"->'aiMetadata', c."ai_metadata" - 'segments', '{}') || jsonb_build_object('segments', coalesce(${segments('waiting')}, '[]')))
      WHERE c."pending_revision" ? 'transcript'`);
    await q.query(`DELETE FROM "content"."passage" WHERE "state" <> 'current'`);
    await q.query(`CREATE OR REPLACE FUNCTION "content"."passage_changed"() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP IN ('INSERT', 'UPDATE') THEN
          UPDATE "content"."content" c SET "transcript_vector" = "content"."passages_vector"(c."id")
          WHERE c."id" IN (SELECT DISTINCT "content_id" FROM changed_new);
        END IF;
        IF TG_OP IN ('DELETE', 'UPDATE') THEN
          UPDATE "content"."content" c SET "transcript_vector" = "content"."passages_vector"(c."id")
          WHERE c."id" IN (SELECT DISTINCT "content_id" FROM changed_old);
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`CREATE OR REPLACE FUNCTION "content"."passages_vector"(item uuid) RETURNS tsvector
      LANGUAGE sql STABLE AS $$
        SELECT array_to_tsvector(array_agg(DISTINCT lexeme))
        FROM "content"."passage" p, unnest(tsvector_to_array(p."tsv")) AS lexeme
        WHERE p."content_id" = item
      $$`);
    await q.query(`DROP FUNCTION "content"."transcript_of"(uuid)`);
    await q.query(`ALTER TABLE "content"."passage" DROP CONSTRAINT "passage_pkey", ADD PRIMARY KEY ("content_id", "idx")`);
    await q.query(`ALTER TABLE "content"."passage" DROP COLUMN "edited_at", DROP COLUMN "edited_by", DROP COLUMN "state"`);
  }
}
