import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  AppError,
  UPLOAD_URL_TTL_SECONDS,
  type AuthorizeMediaReadReply,
  type AuthorizeMediaReadRequest,
  type ContentDeletedEvent,
  type ContentVisibilityChangedEvent,
  type CreateUploadSlotReply,
  type CreateUploadSlotRequest,
  type CreateUploadUrlReply,
  type CreateUploadUrlRequest,
} from '@lectures/proto';
import { DEFAULT_ACL_RULES, mayRead } from '../policy/acl-rule';
import { assertMayUpload } from '../policy/may-upload';
import type { ObjectPolicyEntity } from '../policy/object-policy.entity';
import { ObjectPolicyRepository } from '../policy/object-policy.repository';
import { UploadLimits } from '../policy/upload-limits';
import { type ObjectStore, DiskObjectStore } from '@lectures/object-store';
import { INCOMING_PREFIX, isHlsKey, isObjectKey, isPlaylistKey, isRenditionKey, mediaFolderOf, newIncomingKey } from '@lectures/object-store';
import { RenditionRepository } from '../renditions/rendition.repository';
import { OriginalsRepository } from '../originals/originals.repository';
import { MEDIA_SETTINGS, OBJECT_STORE, type MediaSettings } from './media.tokens';

/** What a check found about an upload that was never registered is kept a week, then forgotten. */
const CHECK_MEMORY_MS = 7 * 24 * 60 * 60 * 1000;

const mediaNotFound = () => new AppError('NOT_FOUND', 'Media file not found');

export interface SweepResult {
  removedUploads: number;
  removedOrphans: number;
}

@Injectable()
export class MediaService {
  private readonly logger = new Logger('MediaService');

  constructor(
    private readonly policies: ObjectPolicyRepository,
    private readonly originals: OriginalsRepository,
    @Inject(OBJECT_STORE) private readonly store: ObjectStore,
    @Inject(MEDIA_SETTINGS) private readonly settings: MediaSettings,
    private readonly renditions: RenditionRepository,
  ) {}

  /** Hands out one signed PUT URL and remembers whose upload it is. */
  async createUploadUrl({ actor }: CreateUploadUrlRequest): Promise<CreateUploadUrlReply> {
    assertMayUpload(actor);
    await new UploadLimits(this.policies, this.settings).assertMayStart(actor);
    const objectKey = newIncomingKey();
    await this.policies.create({ objectKey, bucket: this.store.bucket, owner: actor.id, aclRules: DEFAULT_ACL_RULES });
    return { uploadURL: await this.store.createUploadUrl(objectKey, UPLOAD_URL_TTL_SECONDS), objectKey };
  }

  /**
   * A resumable upload's slot: the same limits and policy as an upload URL, the declared
   * size checked against the cap and the caller's quota before a byte is sent, and a
   * lifetime as long as the upload may take.
   */
  async createUploadSlot({ actor, size, ttlSeconds }: CreateUploadSlotRequest): Promise<CreateUploadSlotReply> {
    assertMayUpload(actor);
    if (size > this.settings.maxUploadBytes) {
      throw new AppError('PAYLOAD_TOO_LARGE', `File is larger than the ${Math.round(this.settings.maxUploadBytes / 1048576)} MB limit`);
    }
    const limits = new UploadLimits(this.policies, this.settings);
    await limits.assertMayStart(actor);
    await limits.assertFits(actor, size);
    const uploadKey = newIncomingKey();
    const expiresAt = new Date(Date.now() + ttlSeconds * 1000 + this.settings.unregisteredTtlMs);
    await this.policies.create({ objectKey: uploadKey, bucket: this.store.bucket, owner: actor.id, aclRules: DEFAULT_ACL_RULES, expiresAt });
    return { uploadKey };
  }

  /**
   * The object's own policy decides: originals and derived files alike have one. A rendition
   * is read under its original's policy (one rule to keep in step when a lecture is published
   * or withdrawn), and only once it is finished; so is every file of a video's HLS ladder. A
   * playlist is never a redirect: on S3 its text comes back for the gateway to serve, so its
   * relative URIs resolve under the gateway's route and this same check.
   */
  async authorizeRead({ objectKey, actor }: AuthorizeMediaReadRequest): Promise<AuthorizeMediaReadReply> {
    if (!isObjectKey(objectKey) || objectKey.startsWith(INCOMING_PREFIX)) throw mediaNotFound();
    const governing = await this.governingKey(objectKey);
    if (!governing) throw mediaNotFound();
    const policy = await this.policies.findByKey(governing);
    if (!policy) throw mediaNotFound();
    if (!mayRead(policy, actor)) {
      // Anonymous visitors learn nothing about unpublished media.
      if (!actor) throw mediaNotFound();
      throw new AppError('FORBIDDEN', 'You may not play this media');
    }
    if (isPlaylistKey(objectKey) && this.store.driver !== 'disk') {
      const info = await this.store.head(objectKey);
      if (!info) throw mediaNotFound();
      return { objectKey, visibility: policy.visibility, directUrl: null, playlist: (await this.store.readBytes(objectKey, 0, info.size)).toString('utf8') };
    }
    return {
      objectKey,
      visibility: policy.visibility,
      directUrl: await this.store.directGetUrl(objectKey, this.settings.directUrlTtlSeconds),
    };
  }

  /** The key whose policy decides: the object's own, or for a rendition or ladder file its original's (null: not finished). */
  private async governingKey(objectKey: string): Promise<string | null> {
    if (isRenditionKey(objectKey)) return this.renditions.originalOf(objectKey);
    if (isHlsKey(objectKey)) return this.renditions.originalOfLadder(mediaFolderOf(objectKey)!);
    return objectKey;
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
      await this.originals.forgetFolder(folder);
      await this.renditions.forgetFolder(folder);
    }
    for (const key of keys) await this.store.delete(key);
    await this.policies.deleteByKeys(keys);
  }

  /** Removes uploads never registered within the time limit, and stray upload objects. */
  async sweep(now = new Date()): Promise<SweepResult> {
    const cutoff = new Date(now.getTime() - this.settings.unregisteredTtlMs);
    const stale = await this.policies.findUnregisteredExpired(now, this.settings.unregisteredTtlMs);
    for (const policy of stale) await this.forget(policy, [policy.objectKey]);
    // Objects left under incoming/ without a slot (a PUT after registration, a crash, a
    // resumable upload's leftovers). `incoming/<uuid>.info` belongs to the slot `incoming/<uuid>`.
    const old = await this.store.listOlderThan(INCOMING_PREFIX, cutoff);
    const slotOf = (key: string) => key.replace(/^(incoming\/[0-9a-f-]{36})\..*$/, '$1');
    const alive = await this.policies.existingKeys([...new Set(old.map((o) => slotOf(o.key)))]);
    const orphans = old.filter((o) => !alive.has(slotOf(o.key)));
    for (const object of orphans) await this.store.delete(object.key);
    if (this.store instanceof DiskObjectStore) await this.store.pruneUploadLeftovers(cutoff);
    await this.originals.deleteUnusedChecksBefore(new Date(now.getTime() - CHECK_MEMORY_MS));
    return { removedUploads: stale.length, removedOrphans: orphans.length };
  }

  private async forget(policy: ObjectPolicyEntity, keys: string[]): Promise<void> {
    for (const key of keys) await this.store.delete(key);
    await this.policies.deleteByKeys([policy.objectKey, ...keys]);
  }
}
