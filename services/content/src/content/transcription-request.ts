import type { OutboxRelay } from '@lectures/platform';
import type { EntityManager } from 'typeorm';
import type { ContentEntity } from './content.entity';

/** Asks for a transcript of the item's current generation, inside the caller's transaction. */
export async function requestTranscription(
  outbox: OutboxRelay,
  manager: EntityManager,
  item: ContentEntity & { mediaKey: string },
  reason: 'upload' | 'reprocess',
): Promise<void> {
  await outbox.add(manager, 'transcription.requested.v1', {
    contentId: item.id,
    generation: item.generation,
    mediaKey: item.mediaKey,
    mediaType: item.mediaType,
    mediaMimeType: item.mediaMimeType,
    reason,
    // An import's lectures wait in the backlog lane; staff's own uploads and reprocessing go first.
    lane: reason === 'upload' && item.origin === 'import' ? 'backlog' : 'new',
    durationSeconds: item.durationSeconds,
    // Only staff's choice steers the engine; a detected language came from an earlier transcript.
    ...(item.staffFields.includes('language') && item.language ? { language: item.language } : {}),
  });
}

/** Every stored object of an item: removed with it, published with it. */
export function objectKeysOf(item: ContentEntity): string[] {
  return [item.mediaKey, item.thumbnailKey, ...item.extraObjectKeys].filter((key): key is string => Boolean(key));
}
