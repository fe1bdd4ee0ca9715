import { Inject, Injectable, Logger } from '@nestjs/common';
import { DATA_SOURCE } from '@lectures/platform';
import { AppError, type Actor, type CheckedUpload, type CheckUploadRequest } from '@lectures/proto';
import { type ObjectStore } from '@lectures/object-store';
import type { DataSource } from 'typeorm';
import { checkObject } from '../inspection/media-inspector';
import { MEDIA_SETTINGS, OBJECT_STORE, type MediaSettings } from '../media/media.tokens';
import { incomingKeyFromUrl } from '../media/upload-url';
import { sha256OfObject } from '../originals/object-digest';
import { OriginalsRepository } from '../originals/originals.repository';
import type { UploadCheckEntity } from '../originals/upload-check.entity';
import { ObjectPolicyRepository } from '../policy/object-policy.repository';
import { assertMayUpload } from '../policy/may-upload';
import { UploadLimits } from '../policy/upload-limits';
import { readMediaTags } from '../tags/media-tags.reader';
import { UploadRegistrationEntity } from './upload-registration.entity';

/** Refused at once: nothing of the upload is kept. */
const REFUSED_CODES = new Set(['PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE', 'INVALID']);

/**
 * The upload saga's first step, answered at once: the caller's upload, its size and
 * type by its bytes, then its SHA-256 (streamed) and tags. Bytes that are already an
 * original in the library are a duplicate of that lecture: removed at once with their
 * policy, and named in the answer. What was found is kept, so asking again reads nothing.
 */
@Injectable()
export class UploadCheckService {
  private readonly logger = new Logger('UploadCheck');

  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    private readonly policies: ObjectPolicyRepository,
    private readonly originals: OriginalsRepository,
    @Inject(OBJECT_STORE) private readonly store: ObjectStore,
    @Inject(MEDIA_SETTINGS) private readonly settings: MediaSettings,
  ) {}

  async check({ actor, mediaURL }: CheckUploadRequest): Promise<CheckedUpload> {
    assertMayUpload(actor);
    const uploadKey = incomingKeyFromUrl(mediaURL);
    if (!uploadKey) throw new AppError('INVALID', 'mediaURL is not an upload URL from this server');

    const decided = await this.dataSource.getRepository(UploadRegistrationEntity).findOneBy({ uploadKey });
    if (decided) {
      assertOwner(decided.uploadedBy, actor);
      if (decided.outcome === 'rejected') throw new AppError('UNSUPPORTED_MEDIA_TYPE', decided.reason ?? 'The upload was refused');
    }
    // Checked before (a retry, or the item was made since): the same answer again.
    const known = await this.originals.findCheck(uploadKey);
    if (known) {
      assertOwner(known.uploadedBy, actor);
      return toCheckedUpload(known);
    }
    if (decided) throw new AppError('INVALID', 'This upload was registered before its check was recorded: upload the file again');

    const policy = await this.policies.findByKey(uploadKey);
    if (!policy) throw new AppError('INVALID', 'Unknown upload: request a new upload URL and send the file again');
    assertOwner(policy.owner, actor);
    const head = await this.store.head(uploadKey);
    if (!head) throw new AppError('INVALID', 'The file has not been uploaded yet: send it to the upload URL first');
    try {
      if (head.size === 0) throw new AppError('INVALID', 'The file is empty (0 bytes): choose the recording again');
      const checked = await checkObject(this.store, uploadKey, this.settings.maxUploadBytes);
      await new UploadLimits(this.policies, this.settings).assertFits(actor, checked.size);
      const { sha256 } = await sha256OfObject(this.store, uploadKey, checked.size);
      const { tags, problem } = await readMediaTags(this.store, uploadKey, checked.size);
      if (problem) this.logger.warn({ msg: 'tags not read', uploadKey, problem });
      const duplicateOf = await this.originals.holderOf(sha256);
      const row = await this.originals.saveCheck({
        uploadKey,
        uploadedBy: actor.id,
        size: checked.size,
        etag: checked.etag ?? null,
        mediaType: checked.mediaType,
        mimeType: checked.mimeType,
        sha256,
        tags,
        tagProblem: problem,
        duplicateOf,
      });
      // Already in the library: these bytes are not kept twice.
      if (row.duplicateOf) await this.forget(uploadKey);
      return toCheckedUpload(row);
    } catch (err) {
      if (err instanceof AppError && REFUSED_CODES.has(err.code)) await this.forget(uploadKey);
      throw err;
    }
  }

  private async forget(uploadKey: string): Promise<void> {
    await this.store.delete(uploadKey);
    await this.policies.deleteByKeys([uploadKey]);
  }
}

function toCheckedUpload(row: UploadCheckEntity): CheckedUpload {
  return {
    uploadKey: row.uploadKey,
    mediaType: row.mediaType,
    mimeType: row.mimeType,
    size: row.size,
    sha256: row.sha256,
    duplicateOf: row.duplicateOf,
    tags: row.tags,
    tagProblem: row.tagProblem,
  };
}

export function assertOwner(owner: string, actor: Actor): void {
  if (owner !== actor.id) throw new AppError('FORBIDDEN', 'This upload belongs to another user');
}
