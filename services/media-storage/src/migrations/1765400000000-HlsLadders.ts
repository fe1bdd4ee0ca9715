import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Video lectures get an HLS ladder (issue 29), a step of their rendition job after the sound's
 * renditions. A video whose job finished before ladders existed is opened again in the backlog
 * lane: the worker finds its sound's renditions recorded and makes only the ladder, while they
 * stay listed. A video is known by its key's extension (the type checked at upload is in the key).
 */
export class HlsLadders1765400000000 implements MigrationInterface {
  name = 'HlsLadders1765400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE "media"."rendition_job" SET state = 'waiting', lane = 'backlog', queued_at = NULL, lease_until = NULL
      WHERE state = 'done' AND media_key ~ '\\.(mp4|mov|avi|webm|ogv|3gp|wmv)$'
        AND NOT renditions @> '[{"kind":"hls"}]'::jsonb`);
  }

  async down(): Promise<void> {
    // Nothing to undo: a reopened job simply finishes again.
  }
}
