import { Inject, Injectable, Logger } from '@nestjs/common';
import { DATA_SOURCE, OUTBOX, SERVICE_CONFIG, type OutboxRelay } from '@lectures/platform';
import {
  AppError,
  may,
  type ImportFileFetchedEvent,
  type ImportFileFetchEvent,
  type ImportSourceRef,
  type ListImportSourceReply,
  type ListImportSourceRequest,
} from '@lectures/proto';
import { INCOMING_PREFIX, type ObjectStore } from '@lectures/object-store';
import type { Readable } from 'node:stream';
import type { DataSource } from 'typeorm';
import type { MediaStorageConfig } from '../media-storage.config';
import { MEDIA_SETTINGS, OBJECT_STORE, type MediaSettings } from '../media/media.tokens';
import { DEFAULT_ACL_RULES } from '../policy/acl-rule';
import { ObjectPolicyRepository } from '../policy/object-policy.repository';
import { UploadRegistrationEntity } from '../registration/upload-registration.entity';
import { DirectorySource } from './directory-source';
import { S3Source } from './s3-source';

interface Source {
  list(cursor: string | null): Promise<ListImportSourceReply>;
  read(path: string): Promise<{ body: Readable; size: number }>;
}

/** Refusals that stay refusals: the file fails with the message; anything else is retried. */
const PERMANENT = new Set(['INVALID', 'FORBIDDEN', 'NOT_FOUND', 'PAYLOAD_TOO_LARGE']);

/**
 * Server-side import sources: media-storage, which owns bytes, lists a directory or an S3
 * prefix the operator allowed and copies each file into the upload area, where it goes
 * through the same saga as a browser's upload. Nothing outside the source is read.
 */
@Injectable()
export class ImportSourceService {
  private readonly logger = new Logger('ImportSources');

  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(OUTBOX) private readonly outbox: OutboxRelay,
    @Inject(OBJECT_STORE) private readonly store: ObjectStore,
    @Inject(MEDIA_SETTINGS) private readonly settings: MediaSettings,
    @Inject(SERVICE_CONFIG) private readonly config: MediaStorageConfig,
    private readonly policies: ObjectPolicyRepository,
  ) {}

  async list(request: ListImportSourceRequest): Promise<ListImportSourceReply> {
    if (!may(request.actor.role, 'administer')) throw new AppError('FORBIDDEN', 'Only admins can import');
    const source = await this.open(request.source);
    return source.list(request.cursor ?? null);
  }

  /**
   * Copies one file to `incoming/<fileId>` and says so through the outbox. Asked again (the
   * answer was lost), it copies again to the same key, or repeats the answer once the upload
   * was registered: a file is never stored twice.
   */
  async fetch(event: ImportFileFetchEvent): Promise<void> {
    const uploadKey = `${INCOMING_PREFIX}${event.fileId}`;
    const decided = await this.dataSource.getRepository(UploadRegistrationEntity).findOneBy({ uploadKey });
    if (decided) return this.answer({ importId: event.importId, fileId: event.fileId, uploadKey, size: decided.size });
    let size: number;
    try {
      size = await this.copy(event, uploadKey);
    } catch (error) {
      if (error instanceof AppError && PERMANENT.has(error.code)) {
        return this.answer({ importId: event.importId, fileId: event.fileId, uploadKey: null, error: error.message });
      }
      throw error; // the store or the source is away: the platform tries again
    }
    await this.answer({ importId: event.importId, fileId: event.fileId, uploadKey, size });
  }

  private async copy(event: ImportFileFetchEvent, uploadKey: string): Promise<number> {
    const source = await this.open(event.source);
    const { body, size } = await source.read(event.path);
    if (size > this.settings.maxUploadBytes) {
      body.destroy();
      throw new AppError('PAYLOAD_TOO_LARGE', `The file is ${Math.round(size / 1024 / 1024)} MB: larger than the ${Math.round(this.settings.maxUploadBytes / 1024 / 1024)} MB allowed`);
    }
    if (!(await this.policies.findByKey(uploadKey))) {
      await this.policies.create({ objectKey: uploadKey, bucket: this.store.bucket, owner: event.ownerId, aclRules: DEFAULT_ACL_RULES }).catch(async (error: unknown) => {
        // A twin ask made it first.
        if (!(await this.policies.findByKey(uploadKey))) throw error;
      });
    }
    const written = await this.store.putStream(uploadKey, body);
    this.logger.debug?.({ msg: 'import file copied', fileId: event.fileId, bytes: written });
    return written;
  }

  private async open(ref: ImportSourceRef): Promise<Source> {
    const importSources = this.config.importSources ?? { directories: [], buckets: [], s3: null };
    switch (ref.kind) {
      case 'directory':
        return DirectorySource.open(ref.path ?? '', importSources.directories);
      case 's3':
        return S3Source.open(ref.bucket ?? '', ref.prefix ?? '', importSources);
      case 'upload':
        throw new AppError('INVALID', 'An import of uploaded files has no server-side source');
    }
  }

  private async answer(event: ImportFileFetchedEvent): Promise<void> {
    await this.dataSource.transaction((manager) => this.outbox.add(manager, 'media.import-file.fetched.v1', event));
    this.outbox.kick();
  }
}
