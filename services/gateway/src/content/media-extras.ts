import type { MessageBus } from '@lectures/platform';
import type { ContentDto, ContentRecord, StoredRendition } from '@lectures/proto';
import { toContentDto } from './content-urls';

/** How long an extra may take before the item is answered without it (the bus's usual wait: a busy media-storage still answers). */
export const EXTRA_WAIT_MS = 5_000;
/** After media-storage failed to answer, items are read without asking it for this long. */
export const QUIET_MS = 30_000;

/**
 * What media-storage adds to an item read (its light renditions, a presigned URL on S3): extras,
 * never a reason to fail the read. Once media-storage did not answer, it is left alone for
 * QUIET_MS, so while it is away (or absent, as in a gateway run with content alone) item reads
 * wait for it once in QUIET_MS, not on every read.
 */
export class MediaExtras {
  private quietUntil = 0;

  constructor(private readonly bus: MessageBus) {}

  renditions(mediaKey: string | null): Promise<StoredRendition[]> {
    return this.ask(mediaKey, [], async (key, timeoutMs) => (await this.bus.request('media.renditions.list.v1', { mediaKey: key }, { timeoutMs })).renditions);
  }

  /** An item as lists send it, with its renditions when `pick` chooses it (a feed's WAV original). */
  async listed(item: ContentRecord, pick?: (item: ContentRecord) => boolean): Promise<ContentDto> {
    return toContentDto(item, pick?.(item) ? { renditions: await this.renditions(item.mediaKey) } : {});
  }

  /** A presigned URL straight to object storage where there is one (S3); null on disk. */
  directUrl(objectKey: string | null): Promise<string | null> {
    return this.ask(objectKey, null, async (key, timeoutMs) => (await this.bus.request('media.read.authorize.v1', { objectKey: key, actor: null }, { timeoutMs })).directUrl);
  }

  private async ask<T>(key: string | null, none: T, request: (key: string, timeoutMs: number) => Promise<T>): Promise<T> {
    if (!key || Date.now() < this.quietUntil) return none;
    try {
      return await request(key, EXTRA_WAIT_MS);
    } catch {
      this.quietUntil = Date.now() + QUIET_MS;
      return none;
    }
  }
}
