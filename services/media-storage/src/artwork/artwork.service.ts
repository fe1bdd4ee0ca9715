import { Inject, Injectable, Logger } from '@nestjs/common';
import { AppError, type ArtworkReply, type ArtworkRequest } from '@lectures/proto';
import { isObjectKey, mediaFolderOf, type ObjectStore } from '@lectures/object-store';
import { MEDIA_SETTINGS, OBJECT_STORE, type MediaSettings } from '../media/media.tokens';
import { artworkKeyFor } from './artwork-key';
import { renderArtwork } from './artwork-renderer';

/** Thumbnails are ~50 kB JPEGs media-storage made itself; anything far larger is not one. */
const MAX_THUMBNAIL_BYTES = 5 * 1024 * 1024;

/** Keys seen stored, so a repeated request costs no store lookup (a key's picture never changes). */
const KNOWN_KEYS = 10_000;

const isMediaKey = (key: string) => isObjectKey(key) && mediaFolderOf(key) !== null;

/** Draws each picture once and answers where it is kept. */
@Injectable()
export class ArtworkService {
  private readonly logger = new Logger('ArtworkService');
  /** Pictures being drawn in this process: a second request for one waits for the first. */
  private readonly drawing = new Map<string, Promise<void>>();
  private readonly known = new Set<string>();

  constructor(
    @Inject(OBJECT_STORE) private readonly store: ObjectStore,
    @Inject(MEDIA_SETTINGS) private readonly settings: MediaSettings,
  ) {}

  async artwork(request: ArtworkRequest): Promise<ArtworkReply> {
    for (const key of [request.mediaKey, request.thumbnailKey]) {
      if (key !== null && key !== undefined && !isMediaKey(key)) throw new AppError('INVALID', `Not a media object key: ${key}`);
    }
    const objectKey = artworkKeyFor(request);
    if (!this.known.has(objectKey)) {
      if (!(await this.store.head(objectKey))) await this.drawOnce(objectKey, request);
      this.remember(objectKey);
    }
    return { objectKey, directUrl: await this.store.directGetUrl(objectKey, this.settings.directUrlTtlSeconds) };
  }

  private remember(objectKey: string): void {
    if (this.known.size >= KNOWN_KEYS) this.known.delete(this.known.values().next().value as string);
    this.known.add(objectKey);
  }

  private drawOnce(objectKey: string, request: ArtworkRequest): Promise<void> {
    let pending = this.drawing.get(objectKey);
    if (!pending) {
      pending = this.draw(objectKey, request).finally(() => this.drawing.delete(objectKey));
      this.drawing.set(objectKey, pending);
    }
    return pending;
  }

  private async draw(objectKey: string, request: ArtworkRequest): Promise<void> {
    const input = { variant: request.variant, title: request.title, speaker: request.speaker ?? null, mediaType: request.mediaType };
    const thumbnail = request.mediaType === 'video' && request.thumbnailKey ? await this.readThumbnail(request.thumbnailKey) : null;
    let jpeg: Buffer;
    try {
      jpeg = await renderArtwork({ ...input, thumbnail });
    } catch (error) {
      if (!thumbnail) throw error;
      // A thumbnail that cannot be read still leaves the item a cover.
      this.logger.warn(`Thumbnail ${request.thumbnailKey} could not be drawn: ${(error as Error).message}`);
      jpeg = await renderArtwork({ ...input, thumbnail: null });
    }
    await this.store.put(objectKey, jpeg);
    await this.removeEarlier(objectKey, request.variant);
  }

  /** One picture per variant: those drawn from earlier facts (an old title) go once the new one is kept. */
  private async removeEarlier(objectKey: string, variant: ArtworkRequest['variant']): Promise<void> {
    const folder = objectKey.slice(0, objectKey.lastIndexOf('/') + 1);
    const everything = new Date(Date.now() + 86_400_000);
    for (const object of await this.store.listOlderThan(`${folder}artwork-${variant}-`, everything)) {
      if (object.key === objectKey) continue;
      await this.store.delete(object.key);
      this.known.delete(object.key);
    }
  }

  private async readThumbnail(key: string): Promise<Buffer | null> {
    const info = await this.store.head(key);
    if (!info || info.size > MAX_THUMBNAIL_BYTES) return null;
    return this.store.readBytes(key, 0, info.size);
  }
}
