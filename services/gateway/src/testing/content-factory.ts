import { randomUUID } from 'node:crypto';
import type { MessageBus } from '@lectures/platform';
import type { ContentRecord, CreateContentRequest } from '@lectures/proto';

/** Creates an item through the content service's bus contract, as an upload does. */
export function makeContent(bus: MessageBus, overrides: Partial<CreateContentRequest> = {}): Promise<ContentRecord> {
  const key = `media/${randomUUID()}/original.mp3`;
  return bus.request('content.create.v1', {
    title: 'A lecture on patience',
    description: 'Sabr in hardship',
    fileCreatedAt: null,
    durationSeconds: 3600,
    uploadedBy: randomUUID(),
    mediaType: 'audio',
    mediaKey: key,
    mediaFileSize: 1000,
    mediaMimeType: 'audio/mpeg',
    ...overrides,
  });
}
