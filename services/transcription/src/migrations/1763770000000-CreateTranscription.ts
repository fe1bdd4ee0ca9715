import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createOutboxTableSql } from '@lectures/platform';

export class CreateTranscription1763770000000 implements MigrationInterface {
  name = 'CreateTranscription1763770000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "transcription"."job" (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "content_id" uuid NOT NULL,
      "generation" integer NOT NULL,
      "state" text NOT NULL CHECK ("state" IN ('planning','transcribing','analysing','completed','failed','superseded','cancelled')),
      "media_key" text NOT NULL,
      "media_type" text NOT NULL CHECK ("media_type" IN ('audio','video')),
      "duration_sec" double precision,
      "segment_count" integer NOT NULL DEFAULT 0,
      "assembled_count" integer NOT NULL DEFAULT 0,
      "error" text,
      "transcribed_at" timestamptz,
      "completed_at" timestamptz,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "updated_at" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "job_content_generation_key" UNIQUE ("content_id", "generation")
    )`);
    await q.query(`CREATE INDEX "job_unfinished_idx" ON "transcription"."job" ("state") WHERE "state" IN ('planning','transcribing','analysing')`);
    await q.query(`CREATE TABLE "transcription"."segment" (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "job_id" uuid NOT NULL REFERENCES "transcription"."job" ("id") ON DELETE CASCADE,
      "index" integer NOT NULL,
      "start_sec" double precision NOT NULL,
      "end_sec" double precision NOT NULL,
      "state" text NOT NULL DEFAULT 'pending' CHECK ("state" IN ('pending','done','failed')),
      "attempts" integer NOT NULL DEFAULT 0,
      "text" text,
      "words" jsonb,
      "worker" text,
      "engine_ms" integer,
      "queued_at" timestamptz,
      "done_at" timestamptz,
      CONSTRAINT "segment_job_index_key" UNIQUE ("job_id", "index")
    )`);
    await q.query(`CREATE TABLE "transcription"."progress_log" (
      "id" BIGSERIAL PRIMARY KEY,
      "job_id" uuid NOT NULL REFERENCES "transcription"."job" ("id") ON DELETE CASCADE,
      "level" text NOT NULL CHECK ("level" IN ('info','warn','error')),
      "message" text NOT NULL,
      "progress" integer,
      "at" timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX "progress_log_job_idx" ON "transcription"."progress_log" ("job_id", "id")`);
    await q.query(createOutboxTableSql('transcription'));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "transcription"."outbox"`);
    await q.query(`DROP TABLE "transcription"."progress_log"`);
    await q.query(`DROP TABLE "transcription"."segment"`);
    await q.query(`DROP TABLE "transcription"."job"`);
  }
}
