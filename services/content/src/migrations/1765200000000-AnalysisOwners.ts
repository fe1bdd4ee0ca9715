import type { MigrationInterface, QueryRunner } from 'typeorm';

const REVIEWED = ['title', 'description', 'speaker', 'tags', 'summary', 'keyPoints', 'topics', 'qna', 'questions', 'references', 'chapters'];

/**
 * Nothing a machine wrote goes public unchecked (issue 27): visitors see only the analysis fields a
 * person edited or accepted (`owners` inside the analysis). Analyses already published were
 * approved under the old rule, so their fields count as accepted (by nobody in particular) and
 * public pages stay as they were. The admin setting for automatic acceptance gets its row, off;
 * an item remembers an 'Analyse again' under way.
 */
export class AnalysisOwners1765200000000 implements MigrationInterface {
  name = 'AnalysisOwners1765200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `UPDATE "content"."content" c
         SET "ai_metadata" = c."ai_metadata" || jsonb_build_object('owners', (
           SELECT jsonb_object_agg(CASE k WHEN 'questions' THEN 'qna' ELSE k END, jsonb_build_object('how', 'accepted', 'by', NULL, 'at', to_jsonb(now())))
           FROM jsonb_object_keys(c."ai_metadata") AS k
           WHERE k = ANY($1)))
       WHERE c."status" = 'approved' AND jsonb_typeof(c."ai_metadata") = 'object' AND NOT c."ai_metadata" ? 'owners'
         AND EXISTS (SELECT 1 FROM jsonb_object_keys(c."ai_metadata") AS k WHERE k = ANY($1))`,
      [REVIEWED],
    );
    await q.query(`
      CREATE TABLE "content"."analysis_settings" (
        "id" boolean PRIMARY KEY DEFAULT true CHECK ("id"),
        "auto_accept" boolean NOT NULL DEFAULT false,
        "changed_by" uuid,
        "changed_at" timestamptz
      )`);
    await q.query(`INSERT INTO "content"."analysis_settings" ("id") VALUES (true)`);
    // 'Analyse again' under way: the answer to this request is the one taken.
    await q.query(`ALTER TABLE "content"."content" ADD COLUMN "analysis_request" uuid`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "content"."content" DROP COLUMN "analysis_request"`);
    await q.query(`DROP TABLE "content"."analysis_settings"`);
    await q.query(`UPDATE "content"."content" SET "ai_metadata" = "ai_metadata" - 'owners' - 'proposal' WHERE "ai_metadata" ? 'owners' OR "ai_metadata" ? 'proposal'`);
  }
}
