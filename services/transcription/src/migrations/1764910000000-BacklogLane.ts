import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Two lanes: imported lectures wait in the backlog (admitted to planning and their segments
 * fed to the workers only while no new work waits); admins pause and resume it, and the
 * pause outlives restarts.
 */
export class BacklogLane1764910000000 implements MigrationInterface {
  name = 'BacklogLane1764910000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "transcription"."job" ADD COLUMN "lane" text NOT NULL DEFAULT 'new'`);
    await q.query(`ALTER TABLE "transcription"."job" ADD COLUMN "admitted_at" timestamptz`);
    await q.query(`ALTER TABLE "transcription"."job" ADD COLUMN "expected_sec" double precision`);
    await q.query(`CREATE INDEX "job_backlog_idx" ON "transcription"."job" ("created_at") WHERE "lane" = 'backlog' AND "state" IN ('planning', 'transcribing')`);
    await q.query(`
      CREATE TABLE "transcription"."lane_control" (
        "lane" text PRIMARY KEY,
        "paused" boolean NOT NULL DEFAULT false,
        "changed_by" uuid,
        "changed_at" timestamptz
      )`);
    await q.query(`INSERT INTO "transcription"."lane_control" ("lane") VALUES ('backlog')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "transcription"."lane_control"`);
    await q.query(`DROP INDEX "transcription"."job_backlog_idx"`);
    await q.query(`ALTER TABLE "transcription"."job" DROP COLUMN "expected_sec", DROP COLUMN "admitted_at", DROP COLUMN "lane"`);
  }
}
