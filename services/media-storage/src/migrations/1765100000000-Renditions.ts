import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Light renditions (issue 29): one job row per original, the job's state the truth a
 * crashed worker resumes from. Every original stored before this release gets a row in
 * the backlog lane, so the rendition workers make theirs while no new lecture waits.
 */
export class Renditions1765100000000 implements MigrationInterface {
  name = 'Renditions1765100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "media"."rendition_job" (
      "media_key" text PRIMARY KEY,
      "content_id" uuid,
      "lane" text NOT NULL DEFAULT 'new' CHECK ("lane" IN ('new','backlog')),
      "state" text NOT NULL DEFAULT 'waiting' CHECK ("state" IN ('waiting','running','done','failed')),
      "attempts" integer NOT NULL DEFAULT 0,
      "queued_at" timestamptz,
      "lease_until" timestamptz,
      "reason" text,
      "renditions" jsonb NOT NULL DEFAULT '[]'::jsonb,
      "requested_at" timestamptz NOT NULL DEFAULT now(),
      "finished_at" timestamptz
    )`);
    await q.query(`CREATE INDEX "rendition_job_open_idx" ON "media"."rendition_job" ("lane", "requested_at") WHERE "state" IN ('waiting','running')`);
    await q.query(`INSERT INTO "media"."rendition_job" (media_key, content_id, lane)
      SELECT media_key, content_id, 'backlog' FROM "media"."original" WHERE content_id IS NOT NULL
      ON CONFLICT DO NOTHING`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "media"."rendition_job"`);
  }
}
