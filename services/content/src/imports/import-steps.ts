import { Inject, Injectable, Logger } from '@nestjs/common';
import { MESSAGE_BUS, OUTBOX, type MessageBus, type OutboxRelay } from '@lectures/platform';
import { AppError, type CheckedUpload } from '@lectures/proto';
import type { EntityManager } from 'typeorm';
import { UploadIntakeService } from '../content/upload-intake.service';
import type { ImportFileEntity } from './import-file.entity';
import type { ImportEntity } from './import.entity';
import { ImportProgress } from './import-progress';
import { ImportRepository } from './import.repository';
import { MAX_FETCH_ATTEMPTS } from './import-outcomes';
import { mergeMetadata } from './merge-metadata';
import { tagFields } from './tag-metadata';

/** The check reads the whole file (its SHA-256): allow it time by size, from 30 s. */
const checkTimeoutMs = (size: number | null) => 30_000 + Math.ceil((size ?? 0) / (20 * 1024 * 1024)) * 1000;
/** A step that failed for a passing reason (a service away) is tried again after this. */
const RETRY_AFTER_MS = 10_000;
/** The check's refusals that no retry changes. */
const REFUSALS = new Set(['INVALID', 'UNSUPPORTED_MEDIA_TYPE', 'PAYLOAD_TOO_LARGE', 'FORBIDDEN']);

/**
 * One file's steps through the upload saga, each safe to run again: copy a server-side file
 * into the upload area, check it (type, SHA-256, tags, duplicates), make its lecture.
 */
@Injectable()
export class ImportSteps {
  private readonly logger = new Logger('ImportSteps');

  constructor(
    private readonly repository: ImportRepository,
    private readonly intake: UploadIntakeService,
    private readonly progress: ImportProgress,
    @Inject(MESSAGE_BUS) private readonly bus: MessageBus,
    @Inject(OUTBOX) private readonly outbox: OutboxRelay,
  ) {}

  /** Asks media-storage to copy claimed server-side files, in the transaction that claimed them. */
  async askFetch(manager: EntityManager, importEntity: ImportEntity, files: ImportFileEntity[]): Promise<void> {
    for (const file of files) {
      await this.outbox.add(manager, 'content.import-file.fetch.v1', {
        importId: importEntity.id,
        fileId: file.id,
        source: importEntity.source,
        path: file.path,
        ownerId: importEntity.createdBy,
      });
    }
  }

  /** A copy nobody answered for: asked again, or failed after too many tries. */
  async fetchAgain(importEntity: ImportEntity, file: ImportFileEntity): Promise<void> {
    await this.repository.transaction(async (manager) => {
      const row = await this.repository.lockFile(manager, file.id);
      if (!row || row.state !== 'uploading' || row.uploadUrl) return;
      if (row.attempts >= MAX_FETCH_ATTEMPTS) {
        Object.assign(row, { state: 'failed', reason: `The file could not be copied from the source after ${row.attempts} tries` });
      } else {
        row.attempts += 1;
        await this.askFetch(manager, importEntity, [row]);
      }
      await this.repository.saveFile(manager, row);
    });
    this.outbox.kick();
    this.progress.touch(importEntity.id, [file.id]);
  }

  /**
   * The saga's first step for one file whose bytes are in the upload area. A dry run stops
   * after it: what the file will become, or why it will not, is known. Passing failures
   * (a service away) leave the file for the runner's next round.
   */
  async check(importEntity: ImportEntity, file: ImportFileEntity): Promise<void> {
    if (!file.uploadUrl) return;
    let checked: CheckedUpload;
    try {
      checked = await this.bus.request(
        'media.upload.check.v1',
        { actor: { id: importEntity.createdBy, role: 'admin' }, mediaURL: file.uploadUrl },
        { timeoutMs: checkTimeoutMs(file.size) },
      );
    } catch (error) {
      await this.checkFailed(importEntity, file, error);
      return;
    }
    await this.repository.transaction(async (manager) => {
      const row = await this.repository.lockFile(manager, file.id);
      if (!row || row.state !== 'uploading' || row.uploadUrl !== file.uploadUrl) return;
      Object.assign(row, {
        uploadKey: checked.uploadKey,
        sha256: checked.sha256 || null,
        mediaType: checked.mediaType,
        mimeType: checked.mimeType,
        size: checked.size,
        tags: checked.tags,
        nextAttemptAt: null,
      });
      if (checked.duplicateOf) {
        Object.assign(row, { state: 'duplicate', duplicateOf: checked.duplicateOf, reason: null });
      } else {
        const manifest = importEntity.manifest?.[row.path] ?? null;
        row.metadata = mergeMetadata(row.path, manifest, tagFields(checked.tags));
        row.state = 'checked';
        const notes = [manifest?.warnings?.length ? `Manifest: ${manifest.warnings.join('; ')}` : null, checked.tagProblem];
        row.reason = notes.filter(Boolean).join('; ') || null;
        const first = row.sha256 ? await this.repository.firstWithBytes(row.importId, row.sha256) : null;
        row.duplicateOfFile = first && first.id !== row.id && first.path < row.path ? first.id : null;
      }
      await this.repository.saveFile(manager, row);
    });
    this.progress.touch(importEntity.id, [file.id]);
  }

  /**
   * Makes the file's lecture from its upload, with the metadata the check gave, and marks
   * the file registering in the same transaction. A file whose bytes another file of the
   * import holds first waits for that one: once it is stored, this one is a duplicate.
   */
  async create(importEntity: ImportEntity, file: ImportFileEntity): Promise<void> {
    if (file.duplicateOfFile && !(await this.twinSettled(importEntity, file))) return;
    const metadata = file.metadata!;
    try {
      await this.intake.createFromUpload(
        {
          title: metadata.title,
          description: metadata.description,
          fileCreatedAt: file.lastModified?.toISOString() ?? null,
          durationSeconds: null,
          uploadedBy: importEntity.createdBy,
          uploadKey: file.uploadKey!,
          language: metadata.language,
          mediaType: file.mediaType!,
          mediaFileSize: file.size ?? 0,
          mediaMimeType: file.mimeType!,
        },
        {
          metadata,
          onCreated: async (manager, contentId) => {
            const row = await this.repository.lockFile(manager, file.id);
            if (!row || row.state !== 'checked') return;
            Object.assign(row, { state: 'registering', contentId });
            await this.repository.saveFile(manager, row);
          },
        },
      );
    } catch (error) {
      if (error instanceof AppError && REFUSALS.has(error.code)) {
        await this.fail(file, error.message);
        return;
      }
      this.logger.warn({ msg: 'lecture not made yet', fileId: file.id, error: String(error) });
      return;
    }
    this.progress.touch(importEntity.id, [file.id]);
  }

  /** The first file with these bytes settled: stored (then this one is its duplicate) or failed (then this one goes on). */
  private async twinSettled(importEntity: ImportEntity, file: ImportFileEntity): Promise<boolean> {
    const first = await this.repository.firstWithBytes(file.importId, file.sha256!);
    if (!first || first.id === file.id) {
      file.duplicateOfFile = null;
      return true;
    }
    if (first.state === 'queued' || first.state === 'uploading' || first.state === 'checked' || first.state === 'registering') return false;
    // Its lecture holds these bytes now: checking again tells (and removes this copy).
    await this.repository.transaction(async (manager) => {
      const row = await this.repository.lockFile(manager, file.id);
      if (!row || row.state !== 'checked') return;
      Object.assign(row, { state: 'uploading', duplicateOfFile: first.id });
      await this.repository.saveFile(manager, row);
    });
    await this.check(importEntity, { ...file, state: 'uploading' });
    const after = await this.repository.findFile(file.importId, file.id);
    if (after?.state === 'checked' && !after.duplicateOf && first.contentId) {
      // The store did not recognise the bytes (it keeps no hashes yet): the import's own SHA-256 says it.
      await this.repository.transaction(async (manager) => {
        const row = await this.repository.lockFile(manager, file.id);
        if (!row || row.state !== 'checked') return;
        Object.assign(row, { state: 'duplicate', duplicateOf: first.contentId });
        await this.repository.saveFile(manager, row);
      });
    }
    return false;
  }

  private async checkFailed(importEntity: ImportEntity, file: ImportFileEntity, error: unknown): Promise<void> {
    const appError = error instanceof AppError ? error : null;
    if (!appError || !REFUSALS.has(appError.code)) {
      this.logger.warn({ msg: 'check will be tried again', fileId: file.id, error: String(error) });
      await this.repository.transaction(async (manager) => {
        const row = await this.repository.lockFile(manager, file.id);
        if (!row || row.state !== 'uploading') return;
        row.nextAttemptAt = new Date(Date.now() + RETRY_AFTER_MS);
        await this.repository.saveFile(manager, row);
      });
      return;
    }
    const gone = /unknown upload|not been uploaded/i.test(appError.message);
    if (gone && importEntity.source.kind !== 'upload' && file.attempts < MAX_FETCH_ATTEMPTS) {
      // The staged copy was swept (a dry run left too long): copy the file again.
      await this.repository.transaction(async (manager) => {
        const row = await this.repository.lockFile(manager, file.id);
        if (!row || row.state !== 'uploading') return;
        Object.assign(row, { state: 'queued', uploadUrl: null, uploadKey: null });
        await this.repository.saveFile(manager, row);
      });
      return;
    }
    await this.fail(file, appError.message);
  }

  private async fail(file: ImportFileEntity, reason: string): Promise<void> {
    await this.repository.transaction(async (manager) => {
      const row = await this.repository.lockFile(manager, file.id);
      if (!row) return;
      Object.assign(row, { state: 'failed', reason: reason.slice(0, 1000) });
      await this.repository.saveFile(manager, row);
    });
    this.progress.touch(file.importId, [file.id]);
  }
}
