/**
 * While the transcript moves into passage rows (1765000000000-TranscriptRows), pods of the release
 * before it may still run: their transcript writes are refused with SQLSTATE 57P03 (a store that
 * cannot serve now), which they wait out and retry, so the write is made again by this release.
 * This release's content service marks its transactions `content.writer` (transcript-writer.ts).
 * Dropped by 1765010000000-DropTranscriptCopies, once no such pod can be left.
 */
const REFUSED = `RAISE EXCEPTION 'The transcript is kept in passage rows now: a content service of this release must write it' USING ERRCODE = '57P03'`;
const OLD_WRITER = `current_setting('content.writer', true) IS DISTINCT FROM 'transcript-rows'`;

export const CREATE_OLD_WRITER_REFUSAL = [
  `CREATE FUNCTION "content"."refuse_old_passage_writes"() RETURNS trigger
    LANGUAGE plpgsql AS $$
    BEGIN
      IF ${OLD_WRITER} THEN ${REFUSED}; END IF;
      RETURN NULL;
    END $$`,
  // What only the previous release writes: a reprocess's generation, the transcript's old copies.
  `CREATE FUNCTION "content"."refuse_old_content_writes"() RETURNS trigger
    LANGUAGE plpgsql AS $$
    BEGIN
      IF ${OLD_WRITER} AND (
        NEW."generation" IS DISTINCT FROM OLD."generation"
        OR NEW."transcript_text" IS DISTINCT FROM OLD."transcript_text"
        OR NEW."kept_passages" IS NOT NULL
        OR NEW."ai_metadata" ? 'segments'
        OR NEW."pending_revision" ? 'transcriptText'
      ) THEN ${REFUSED}; END IF;
      RETURN NEW;
    END $$`,
  `CREATE TRIGGER "passage_old_writer" BEFORE INSERT OR UPDATE OR DELETE ON "content"."passage"
    FOR EACH STATEMENT EXECUTE FUNCTION "content"."refuse_old_passage_writes"()`,
  `CREATE TRIGGER "content_old_writer" BEFORE UPDATE ON "content"."content"
    FOR EACH ROW EXECUTE FUNCTION "content"."refuse_old_content_writes"()`,
];

export const DROP_OLD_WRITER_REFUSAL = [
  `DROP TRIGGER "content_old_writer" ON "content"."content"`,
  `DROP TRIGGER "passage_old_writer" ON "content"."passage"`,
  `DROP FUNCTION "content"."refuse_old_content_writes"()`,
  `DROP FUNCTION "content"."refuse_old_passage_writes"()`,
];
