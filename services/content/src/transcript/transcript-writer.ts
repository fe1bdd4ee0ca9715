import type { EntityManager } from 'typeorm';

/**
 * Marks a transaction as this release's: only such transactions may write the transcript while
 * pods of the release before the passage rows may still run (migrations/old-writer-refusal.sql.ts).
 */
export async function claimTranscriptWrites(manager: Pick<EntityManager, 'query'>): Promise<void> {
  await manager.query(`SELECT set_config('content.writer', 'transcript-rows', true)`);
}
