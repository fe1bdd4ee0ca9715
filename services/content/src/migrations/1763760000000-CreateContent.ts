import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createOutboxTableSql } from '@lectures/platform';

export class CreateContent1763760000000 implements MigrationInterface {
  name = 'CreateContent1763760000000';

  async up(q: QueryRunner): Promise<void> {
    // array_to_string is only STABLE; the search vector needs an IMMUTABLE expression.
    await q.query(`CREATE FUNCTION "content"."tags_text"(text[]) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT array_to_string($1, ' ') $$`);
    await q.query(`CREATE TABLE "content"."content" (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "title" text NOT NULL,
      "description" text,
      "speaker" text,
      "duration_seconds" integer,
      "tags" text[] NOT NULL DEFAULT '{}',
      "status" text NOT NULL DEFAULT 'approved'
        CHECK ("status" IN ('pending','processing','completed','approved','failed')),
      "media_type" text NOT NULL DEFAULT 'audio' CHECK ("media_type" IN ('audio','video')),
      "media_key" text,
      "media_url" text,
      "media_file_size" bigint,
      "media_mime_type" text,
      "video_thumbnail_url" text,
      "video_width" integer,
      "video_height" integer,
      "video_frame_rate" double precision,
      "audio_url" text,
      "audio_file_size" bigint,
      "audio_mime_type" text,
      "transcript_text" text,
      "transcript_length" integer,
      "ai_metadata" jsonb,
      "file_created_at" timestamptz,
      "uploaded_by" uuid NOT NULL,
      "generation" integer NOT NULL DEFAULT 1,
      "extra_object_keys" text[] NOT NULL DEFAULT '{}',
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "updated_at" timestamptz NOT NULL DEFAULT now(),
      "search_vector" tsvector GENERATED ALWAYS AS (
        to_tsvector('simple', coalesce("title",'') || ' ' || coalesce("description",'') || ' ' ||
          coalesce("speaker",'') || ' ' || coalesce("content"."tags_text"("tags"),''))
      ) STORED
    )`);
    await q.query(`CREATE INDEX "content_status_created_idx" ON "content"."content" ("status", "created_at" DESC)`);
    await q.query(`CREATE INDEX "content_search_idx" ON "content"."content" USING GIN ("search_vector")`);
    await q.query(`CREATE INDEX "content_tags_idx" ON "content"."content" USING GIN ("tags")`);
    await q.query(createOutboxTableSql('content'));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "content"."outbox"`);
    await q.query(`DROP TABLE "content"."content"`);
    await q.query(`DROP FUNCTION "content"."tags_text"(text[])`);
  }
}
