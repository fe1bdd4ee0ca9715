import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { DATA_SOURCE, OUTBOX, type OutboxRelay } from '@lectures/platform';
import {
  AppError,
  type MediaRegisteredEvent,
  type MediaRejectedEvent,
  type UploadAcceptedEvent,
} from '@lectures/proto';
import {
  coverKeyFor,
  extensionForType,
  mediaFolderOf,
  mediaKeyFor,
  thumbnailKeyFor,
  type ObjectStore,
} from '@lectures/object-store';
import type { DataSource, EntityManager } from 'typeorm';
import { inspectObject, type InspectedMedia } from '../inspection/media-inspector';
import { extractThumbnail } from '../inspection/video-thumbnail';
import { MEDIA_SETTINGS, OBJECT_STORE, type MediaSettings } from '../media/media.tokens';
import { sha256OfObject } from '../originals/object-digest';
import { isDuplicateOriginal, OriginalsRepository } from '../originals/originals.repository';
import { ObjectPolicyRepository } from '../policy/object-policy.repository';
import { readMediaTags } from '../tags/media-tags.reader';
import { UploadRegistrationEntity } from './upload-registration.entity';
import { RenditionRepository } from '../renditions/rendition.repository';

const REFUSED_CODES = new Set(['PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE']);
const DUPLICATE_REASON = 'The same file is already in the library';

/**
 * media-storage's side of the upload saga once content has made the item: one full
 * inspection, one move to the final key, a thumbnail for video, the embedded cover,
 * then the decision, the original's SHA-256 and its event in one transaction. Bytes
 * that another lecture's original already has are refused, naming that lecture; the
 * unique index on originals' hashes settles two identical files registered at once.
 * Every step can run again after a crash: the decision row makes a redelivery a no-op.
 */
@Injectable()
export class UploadRegistrationService {
  private readonly logger = new Logger('UploadRegistration');

  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(OUTBOX) private readonly outbox: OutboxRelay,
    private readonly policies: ObjectPolicyRepository,
    private readonly originals: OriginalsRepository,
    @Inject(OBJECT_STORE) private readonly store: ObjectStore,
    @Inject(MEDIA_SETTINGS) private readonly settings: MediaSettings,
    private readonly renditions: RenditionRepository,
  ) {}

  /** Asks for one upload being registered in this process, so two never inspect and move it at once. */
  private readonly registering = new Map<string, Promise<void>>();

  /**
   * Handles content.upload-accepted: decides once, answers through the outbox. The same
   * upload can be asked for twice at once (content's resumer beside an ask its outbox still
   * held after a crash): the second waits for the first, then repeats its decision.
   */
  async register(event: UploadAcceptedEvent): Promise<void> {
    const before = this.registering.get(event.uploadKey) ?? Promise.resolve();
    const mine = before.catch(() => undefined).then(() => this.registerOnce(event));
    this.registering.set(event.uploadKey, mine);
    try {
      await mine;
    } finally {
      if (this.registering.get(event.uploadKey) === mine) this.registering.delete(event.uploadKey);
    }
  }

  private async registerOnce(event: UploadAcceptedEvent): Promise<void> {
    const decided = await this.decision(this.dataSource.manager, event.uploadKey);
    // Asked again (content's resumer after a lost message): the same answer again.
    if (decided) return this.announce(decided, event.contentId);
    const where = await this.locate(event.uploadKey);
    if (!where) return this.reject(event, 'The uploaded file is gone: upload it again');

    let media: InspectedMedia;
    try {
      media = await inspectObject(this.store, where, this.settings.maxUploadBytes);
    } catch (err) {
      if (err instanceof AppError && REFUSED_CODES.has(err.code)) {
        await this.store.delete(where);
        return this.reject(event, err.message);
      }
      throw err; // the store or ffprobe failed: retried
    }
    const checked = await this.originals.findCheck(event.uploadKey);
    // A presigned PUT can be repeated while its URL lives: only the bytes that were checked are kept.
    if (checked?.etag && media.etag && checked.etag !== media.etag && where === event.uploadKey) {
      await this.store.delete(where);
      return this.reject(event, 'The file changed after it was checked: upload it again');
    }
    const sha256 = checked?.sha256 ?? (await sha256OfObject(this.store, where, media.size)).sha256;
    const holder = await this.originals.holderOf(sha256, event.contentId);
    if (holder) {
      await (where === event.uploadKey ? this.store.delete(where) : this.removeFolder(where));
      return this.reject(event, DUPLICATE_REASON, holder);
    }
    const mediaKey = mediaKeyFor(event.uploadKey, extensionForType(media.mimeType));
    if (where !== mediaKey) await this.store.move(where, mediaKey, { ifEtag: media.etag });
    const thumbnail = media.video ? await this.thumbnail(mediaKey, media.durationSeconds) : null;
    const thumbnailKey = thumbnail?.key ?? null;
    if (checked?.tags.hasCover) await this.keepCover(mediaKey, media.size);

    try {
      await this.dataSource.transaction(async (manager) => {
        if (await this.decision(manager, event.uploadKey)) return;
        await this.policies.rekeyUpload(manager, { uploadKey: event.uploadKey, mediaKey, size: media.size }, thumbnail);
        await this.originals.addOriginal(manager, { mediaKey, contentId: event.contentId, size: media.size, sha256 });
        const announcement: MediaRegisteredEvent = {
          contentId: event.contentId,
          uploadKey: event.uploadKey,
          mediaKey,
          thumbnailKey,
          mediaType: media.mediaType,
          mimeType: media.mimeType,
          size: media.size,
          durationSeconds: media.durationSeconds,
          video: media.video,
        };
        await manager.save(this.row(event, { outcome: 'registered', mediaKey, mediaType: media.mediaType, mimeType: media.mimeType, size: media.size, reason: null, announcement }));
        await this.outbox.add(manager, 'media.registered.v1', announcement);
        // Light renditions follow on their own queue; the lecture plays from its original meanwhile.
        await this.renditions.request(manager, mediaKey, event.contentId);
        await this.outbox.add(manager, 'media.rendition.requested.v1', { mediaKey });
      });
    } catch (error) {
      if (!isDuplicateOriginal(error)) throw error;
      // The twin registered first, between our look and our write: this copy goes.
      const twin = await this.originals.holderOf(sha256, event.contentId);
      await this.removeFolder(mediaKey);
      return this.reject(event, DUPLICATE_REASON, twin);
    }
    this.outbox.kick();
  }

  private async announce(decided: UploadRegistrationEntity, contentId: string): Promise<void> {
    if (decided.contentId !== contentId) return; // another item's upload: never hand it over
    await this.dataSource.transaction(async (manager) => {
      if (decided.outcome === 'rejected') await this.outbox.add(manager, 'media.rejected.v1', decided.announcement as MediaRejectedEvent);
      else await this.outbox.add(manager, 'media.registered.v1', decided.announcement as MediaRegisteredEvent);
    });
    this.outbox.kick();
  }

  private async reject(event: UploadAcceptedEvent, reason: string, duplicateOf: string | null = null): Promise<void> {
    this.logger.warn({ msg: 'upload rejected', contentId: event.contentId, uploadKey: event.uploadKey, reason, duplicateOf });
    await this.dataSource.transaction(async (manager) => {
      if (await this.decision(manager, event.uploadKey)) return;
      await this.policies.deleteByKeysIn(manager, [event.uploadKey]);
      const announcement: MediaRejectedEvent = { contentId: event.contentId, uploadKey: event.uploadKey, reason, ...(duplicateOf ? { duplicateOf } : {}) };
      await manager.save(this.row(event, { outcome: 'rejected', mediaKey: null, mediaType: null, mimeType: null, size: null, reason, announcement }));
      await this.outbox.add(manager, 'media.rejected.v1', announcement);
    });
    this.outbox.kick();
  }

  /** Where the upload's bytes are now: still under incoming/, or already moved by an earlier try. */
  private async locate(uploadKey: string): Promise<string | null> {
    if (await this.store.head(uploadKey)) return uploadKey;
    const folder = mediaFolderOf(mediaKeyFor(uploadKey, 'bin'));
    if (!folder) return null;
    const moved = await this.store.listOlderThan(folder, new Date(Date.now() + 86_400_000));
    return moved.find((o) => /\/original\.[a-z0-9]+$/.test(o.key))?.key ?? null;
  }

  /** A thumbnail is a nicety: a video whose frame cannot be read still registers. */
  private async thumbnail(mediaKey: string, durationSeconds: number | null): Promise<{ key: string; size: number } | null> {
    const dir = await mkdtemp(join(tmpdir(), 'thumbnail-'));
    try {
      const jpeg = join(dir, 'thumbnail.jpg');
      await extractThumbnail(await this.store.probeSource(mediaKey), jpeg, durationSeconds);
      const key = thumbnailKeyFor(mediaKey);
      const bytes = await readFile(jpeg);
      await this.store.put(key, bytes);
      return { key, size: bytes.length };
    } catch (error) {
      this.logger.warn({ msg: 'no thumbnail', mediaKey, error: String(error) });
      return null;
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  /** Two racing tries both reach the insert; the primary key lets one win, the other retries and finds it. */
  private decision(manager: EntityManager, uploadKey: string): Promise<UploadRegistrationEntity | null> {
    return manager.getRepository(UploadRegistrationEntity).findOneBy({ uploadKey });
  }

  private row(event: UploadAcceptedEvent, fields: Omit<UploadRegistrationEntity, 'uploadKey' | 'contentId' | 'uploadedBy' | 'createdAt'>): UploadRegistrationEntity {
    return Object.assign(new UploadRegistrationEntity(), {
      uploadKey: event.uploadKey,
      contentId: event.contentId,
      uploadedBy: event.uploadedBy,
      ...fields,
    });
  }

  /** The embedded cover art, kept beside the original for artwork; a file whose picture cannot be read still registers. */
  private async keepCover(mediaKey: string, size: number): Promise<void> {
    try {
      const { cover } = await readMediaTags(this.store, mediaKey, size);
      if (cover) await this.store.put(coverKeyFor(mediaKey, cover.mimeType), cover.bytes);
    } catch (error) {
      this.logger.warn({ msg: 'cover art not kept', mediaKey, error: String(error) });
    }
  }

  /** Everything stored for a media folder (original, thumbnail, cover) and their policies. */
  private async removeFolder(mediaKey: string): Promise<void> {
    const folder = mediaFolderOf(mediaKey)!;
    for (const object of await this.store.listOlderThan(folder, new Date(Date.now() + 86_400_000))) await this.store.delete(object.key);
    await this.policies.deleteInFolder(folder);
  }
}
