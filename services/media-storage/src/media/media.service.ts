import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  AppError,
  UPLOAD_URL_TTL_SECONDS,
  type Actor,
  type AuthorizeMediaReadReply,
  type AuthorizeMediaReadRequest,
  type ContentDeletedEvent,
  type ContentVisibilityChangedEvent,
  type CreateUploadUrlReply,
  type CreateUploadUrlRequest,
  type DiscardUploadReply,
  type DiscardUploadRequest,
  type RegisteredMedia,
  type RegisterUploadRequest,
} from '@lectures/proto';
import { inspectObject, type InspectedMedia } from '../inspection/media-inspector';
import { DEFAULT_ACL_RULES, mayRead } from '../policy/acl-rule';
import type { ObjectPolicyEntity } from '../policy/object-policy.entity';
import { ObjectPolicyRepository } from '../policy/object-policy.repository';
import { DiskObjectStore } from '../storage/disk-object-store';
import {
  INCOMING_PREFIX,
  extensionForType,
  isObjectKey,
  mediaFolderOf,
  mediaKeyFor,
  newIncomingKey,
} from '../storage/object-key';
import type { ObjectStore } from '../storage/object-store';
import { MEDIA_SETTINGS, OBJECT_STORE, type MediaSettings } from './media.tokens';
import { incomingKeyFromUrl } from './upload-url';

/** The gateway serves registered media here. */
export const MEDIA_URL_PREFIX = '/api/media/';

const mediaNotFound = () => new AppError('NOT_FOUND', 'Media file not found');

function assertUploader(actor: Actor): void {
  if (actor.role === 'viewer') throw new AppError('FORBIDDEN', 'Only contributors and admins can upload media');
}

export interface SweepResult {
  removedUploads: number;
  removedOrphans: number;
}

@Injectable()
export class MediaService {
  private readonly logger = new Logger('MediaService');

  constructor(
    private readonly policies: ObjectPolicyRepository,
    @Inject(OBJECT_STORE) private readonly store: ObjectStore,
    @Inject(MEDIA_SETTINGS) private readonly settings: MediaSettings,
  ) {}

  /** Hands out one signed PUT URL and remembers whose upload it is. */
  async createUploadUrl({ actor }: CreateUploadUrlRequest): Promise<CreateUploadUrlReply> {
    assertUploader(actor);
    const objectKey = newIncomingKey();
    await this.policies.create({ objectKey, bucket: this.store.bucket, owner: actor.id, aclRules: DEFAULT_ACL_RULES });
    return { uploadURL: await this.store.createUploadUrl(objectKey, UPLOAD_URL_TTL_SECONDS), objectKey };
  }

  /**
   * Checks an uploaded object (exists, the caller's, within the size cap, an
   * allowed type by content) and moves it to its final key. A rejected object
   * and its policy are deleted.
   */
  async registerUpload({ actor, mediaURL }: RegisterUploadRequest): Promise<RegisteredMedia> {
    assertUploader(actor);
    const key = incomingKeyFromUrl(mediaURL);
    if (!key) throw new AppError('INVALID', 'mediaURL is not an upload URL from this server');
    const policy = await this.policies.findByKey(key);
    if (!policy) throw new AppError('INVALID', 'Unknown upload: request a new upload URL and send the file again');
    if (policy.owner !== actor.id) throw new AppError('FORBIDDEN', 'This upload belongs to another user');
    if (!(await this.store.head(key))) {
      throw new AppError('INVALID', 'The file has not been uploaded yet: send it to the upload URL first');
    }

    let inspected: InspectedMedia;
    try {
      inspected = await inspectObject(this.store, key, this.settings.maxUploadBytes);
    } catch (err) {
      if (err instanceof AppError && (err.code === 'PAYLOAD_TOO_LARGE' || err.code === 'UNSUPPORTED_MEDIA_TYPE')) {
        await this.forget(policy, [key]);
      }
      throw err;
    }

    const finalKey = mediaKeyFor(key, extensionForType(inspected.mimeType));
    try {
      await this.store.move(key, finalKey, { ifEtag: inspected.etag });
    } catch (err) {
      this.logger.warn(`moving ${key} failed: ${err instanceof Error ? err.message : String(err)}`);
      throw new AppError('CONFLICT', 'The upload changed or was already registered: upload the file again');
    }
    if (!(await this.policies.rekey(policy.id, key, finalKey))) {
      throw new AppError('CONFLICT', 'This upload was already registered');
    }
    return {
      objectKey: finalKey,
      mediaUrl: `${MEDIA_URL_PREFIX}${finalKey}`,
      mediaType: inspected.mediaType,
      mimeType: inspected.mimeType,
      size: inspected.size,
      durationSeconds: inspected.durationSeconds,
      video: inspected.video,
    };
  }

  /** Removes a registered upload whose content item could not be made (idempotent). */
  async discardUpload({ actor, objectKey }: DiscardUploadRequest): Promise<DiscardUploadReply> {
    const policy = isObjectKey(objectKey) ? await this.policies.findByKey(objectKey) : null;
    if (policy) {
      if (policy.owner !== actor.id && actor.role !== 'admin') {
        throw new AppError('FORBIDDEN', 'This upload belongs to another user');
      }
      await this.forget(policy, [objectKey]);
    }
    return { objectKey, discarded: true };
  }

  /** The policy decides; derived objects (thumbnail, working copies) follow their original's. */
  async authorizeRead({ objectKey, actor }: AuthorizeMediaReadRequest): Promise<AuthorizeMediaReadReply> {
    if (!isObjectKey(objectKey) || objectKey.startsWith(INCOMING_PREFIX)) throw mediaNotFound();
    const folder = mediaFolderOf(objectKey);
    const policy =
      (await this.policies.findByKey(objectKey)) ?? (folder ? await this.policies.findInFolder(folder) : null);
    if (!policy) throw mediaNotFound();
    if (!mayRead(policy, actor)) {
      // Anonymous visitors learn nothing about unpublished media.
      if (!actor) throw mediaNotFound();
      throw new AppError('FORBIDDEN', 'You may not play this media');
    }
    return {
      objectKey,
      visibility: policy.visibility,
      directUrl: await this.store.directGetUrl(objectKey, this.settings.directUrlTtlSeconds),
    };
  }

  async applyVisibility(event: ContentVisibilityChangedEvent): Promise<void> {
    await this.policies.setVisibility(event.objectKeys, event.visibility);
  }

  /** Deletes an item's objects, everything in their media folders, and their policies. Idempotent. */
  async deleteObjects(event: ContentDeletedEvent): Promise<void> {
    const keys = event.objectKeys.filter(isObjectKey);
    const folders = [...new Set(keys.map(mediaFolderOf).filter((f): f is string => f !== null))];
    const everything = new Date(Date.now() + 24 * 60 * 60 * 1000);
    for (const folder of folders) {
      for (const object of await this.store.listOlderThan(folder, everything)) await this.store.delete(object.key);
      await this.policies.deleteInFolder(folder);
    }
    for (const key of keys) await this.store.delete(key);
    await this.policies.deleteByKeys(keys);
  }

  /** Removes uploads never registered within the time limit, and stray upload objects. */
  async sweep(now = new Date()): Promise<SweepResult> {
    const cutoff = new Date(now.getTime() - this.settings.unregisteredTtlMs);
    const stale = await this.policies.findUnregisteredBefore(cutoff);
    for (const policy of stale) await this.forget(policy, [policy.objectKey]);
    // Objects left under incoming/ without a policy (a PUT after registration, a crash).
    const orphans = await this.store.listOlderThan(INCOMING_PREFIX, cutoff);
    for (const object of orphans) await this.store.delete(object.key);
    if (this.store instanceof DiskObjectStore) await this.store.pruneUploadLeftovers(cutoff);
    return { removedUploads: stale.length, removedOrphans: orphans.length };
  }

  private async forget(policy: ObjectPolicyEntity, keys: string[]): Promise<void> {
    for (const key of keys) await this.store.delete(key);
    await this.policies.deleteByKeys([policy.objectKey, ...keys]);
  }
}
