import { Injectable } from '@nestjs/common';
import {
  AppError,
  type Actor,
  type AddImportFilesRequest,
  type CreateImportRequest,
  type ImportDto,
  type ImportFileDto,
  type ImportFileFailedRequest,
  type ImportFileInput,
  type ImportFilesPage,
  type ImportFilesRequest,
  type ImportFileUploadedRequest,
  type ImportRefRequest,
  type ImportSourceInput,
  type ImportSourceRef,
  type ListImportsRequest,
  type RetryImportRequest,
  may,
} from '@lectures/proto';
import { earlyProblem, firstRow } from './early-problem';
import type { ImportEntity } from './import.entity';
import { ImportProgress } from './import-progress';
import { ImportReader } from './import-reader';
import { ImportRepository, type NewImportFile } from './import.repository';
import { ImportRunner } from './import-runner.service';
import { parseManifest } from './manifest';

const notFound = () => new AppError('NOT_FOUND', 'Import not found');
const PAGE = 100;
const MAX_PAGE = 500;

/** Imports are administration (the role table's 'administer'). */
function assertAdmin(actor: Actor): void {
  if (!may(actor.role, 'administer')) throw new AppError('FORBIDDEN', 'Only admins can import');
}

/** Import jobs as admins drive them; the runner moves their files. */
@Injectable()
export class ImportService {
  constructor(
    private readonly repository: ImportRepository,
    private readonly reader: ImportReader,
    private readonly runner: ImportRunner,
    private readonly progress: ImportProgress,
  ) {}

  async create(request: CreateImportRequest): Promise<ImportDto> {
    assertAdmin(request.actor);
    const source = sourceOf(request.source);
    if (source.kind !== 'upload' && request.files?.length) throw new AppError('INVALID', 'Files are listed by the server for a directory or S3 source: send none');
    const manifest = request.manifest ? Object.fromEntries(parseManifest(request.manifest.format, request.manifest.base64)) : null;
    if (request.clientKey) {
      const existing = await this.repository.findUnfinishedByClientKey(request.actor.id, request.clientKey);
      if (existing) {
        if (request.files?.length) await this.addRows(existing, request.files);
        return this.reader.importDto(existing.id);
      }
    }
    const created = await this.repository.transaction(async (manager) => {
      const entity = await this.repository.insertImport(manager, {
        source,
        dryRun: request.dryRun,
        state: source.kind === 'upload' ? (request.dryRun ? 'dry-run' : 'running') : 'listing',
        createdBy: request.actor.id,
        clientKey: request.clientKey ?? null,
        manifest,
      });
      await this.repository.insertFiles(manager, entity.id, rowsOf(request.files ?? []));
      return entity;
    });
    this.runner.kick();
    return this.reader.importDto(created.id);
  }

  /** More files of a browser or command-line import (a folder of thousands comes in several requests). */
  async addFiles(request: AddImportFilesRequest): Promise<ImportDto> {
    const entity = await this.owned(request);
    if (entity.source.kind !== 'upload') throw new AppError('INVALID', 'Only an import of uploaded files takes files from the client');
    if (entity.state === 'finished') throw new AppError('CONFLICT', 'This import has finished: start a new one');
    await this.addRows(entity, request.files);
    return this.reader.importDto(entity.id);
  }

  /** A dry run becomes the import: every checked file gets its lecture. */
  async start(request: ImportRefRequest): Promise<ImportDto> {
    await this.repository.transaction(async (manager) => {
      const entity = await this.repository.lockImport(manager, request.importId);
      if (!entity) throw notFound();
      assertAdmin(request.actor);
      if (entity.state === 'dry-run') Object.assign(entity, { state: 'running', startedAt: new Date() });
      else if (entity.state === 'listing' && entity.dryRun) entity.dryRun = false;
      if (!entity.startedAt) entity.startedAt = new Date();
      await this.repository.saveImport(manager, entity);
    });
    this.runner.kick();
    this.progress.touch(request.importId);
    return this.reader.importDto(request.importId);
  }

  async get(request: ImportRefRequest): Promise<ImportDto> {
    await this.owned(request);
    return this.reader.importDto(request.importId);
  }

  async list(request: ListImportsRequest): Promise<ImportDto[]> {
    assertAdmin(request.actor);
    const entities = await this.repository.listImports(Math.min(request.limit ?? 50, 200));
    return Promise.all(entities.map((e) => this.reader.importDto(e.id)));
  }

  async files(request: ImportFilesRequest): Promise<ImportFilesPage> {
    await this.owned(request);
    const limit = Math.min(request.limit ?? PAGE, MAX_PAGE);
    const after = request.cursor ? Buffer.from(request.cursor, 'base64url').toString('utf8') : null;
    const rows = await this.repository.filesPage(request.importId, request.states, after, limit);
    return {
      files: await this.reader.toDtos(rows),
      nextCursor: rows.length === limit ? Buffer.from(rows[rows.length - 1].path, 'utf8').toString('base64url') : null,
    };
  }

  /** Failed files go again, alone; lectures whose transcription failed are reprocessed from the editor instead. */
  async retry(request: RetryImportRequest): Promise<ImportDto> {
    const entity = await this.owned(request);
    const wanted = request.fileIds ? new Set(request.fileIds) : null;
    await this.repository.transaction(async (manager) => {
      const failed = await this.repository.filesPage(entity.id, ['failed'], null, 100_000);
      for (const file of failed) {
        if ((wanted && !wanted.has(file.id)) || file.contentId || earlyProblem(file.path, file.size)) continue;
        Object.assign(file, { state: 'queued', reason: null, attempts: 0, uploadUrl: null, uploadKey: null, nextAttemptAt: null, duplicateOfFile: null });
        await this.repository.saveFile(manager, file);
      }
      const locked = await this.repository.lockImport(manager, entity.id);
      if (locked?.state === 'finished') {
        Object.assign(locked, { state: 'running', finishedAt: null });
        await this.repository.saveImport(manager, locked);
      }
    });
    this.runner.kick();
    this.progress.touch(entity.id);
    return this.reader.importDto(entity.id);
  }

  /** The client sent one file (tus): the saga's check follows at once. */
  async fileUploaded(request: ImportFileUploadedRequest): Promise<ImportFileDto> {
    const entity = await this.owned(request);
    if (entity.source.kind !== 'upload') throw new AppError('INVALID', 'This import reads its files from the server');
    const file = await this.repository.transaction(async (manager) => {
      const row = await this.repository.lockFile(manager, request.fileId);
      if (!row || row.importId !== entity.id) throw new AppError('NOT_FOUND', 'No such file in this import');
      if (row.state === 'queued' || (row.state === 'uploading' && row.uploadUrl !== request.uploadURL)) {
        Object.assign(row, { state: 'uploading', uploadUrl: request.uploadURL, reason: null, nextAttemptAt: null });
        row.attempts += 1;
        await this.repository.saveFile(manager, row);
      }
      return row;
    });
    // Not awaited: the check reads the whole file, and the client need not wait for it.
    if (file.state === 'uploading') void this.runner.checkNow(entity, file).catch(() => this.runner.kick());
    const [dto] = await this.reader.fileDtos([file.id]);
    return dto;
  }

  /** The client could not read or send a file: it fails with the client's reason; the rest goes on. */
  async fileFailed(request: ImportFileFailedRequest): Promise<ImportFileDto> {
    const entity = await this.owned(request);
    await this.repository.transaction(async (manager) => {
      const row = await this.repository.lockFile(manager, request.fileId);
      if (!row || row.importId !== entity.id) throw new AppError('NOT_FOUND', 'No such file in this import');
      if (row.state !== 'queued' && row.state !== 'uploading') return;
      Object.assign(row, { state: 'failed', reason: request.reason.trim() || 'The file could not be sent' });
      await this.repository.saveFile(manager, row);
    });
    this.progress.touch(entity.id, [request.fileId]);
    this.runner.kick();
    const [dto] = await this.reader.fileDtos([request.fileId]);
    return dto;
  }

  private async owned(request: ImportRefRequest): Promise<ImportEntity> {
    assertAdmin(request.actor);
    const entity = await this.repository.findImport(request.importId);
    if (!entity) throw notFound();
    return entity;
  }

  private async addRows(entity: ImportEntity, files: ImportFileInput[]): Promise<void> {
    await this.repository.transaction((manager) => this.repository.insertFiles(manager, entity.id, rowsOf(files)));
    this.progress.touch(entity.id);
    this.runner.kick();
  }
}

function rowsOf(files: ImportFileInput[]): NewImportFile[] {
  return files.map((f) => firstRow(f.path, f.size, f.lastModified ? new Date(f.lastModified) : null));
}

function sourceOf(input: ImportSourceInput): ImportSourceRef {
  switch (input.kind) {
    case 'upload':
      return { kind: 'upload', ...(input.label?.trim() ? { label: input.label.trim() } : {}) };
    case 'directory':
      if (!input.path?.trim()) throw new AppError('INVALID', 'A directory source needs its path');
      return { kind: 'directory', path: input.path.trim() };
    case 's3':
      if (!input.bucket?.trim()) throw new AppError('INVALID', 'An S3 source needs its bucket');
      return { kind: 's3', bucket: input.bucket.trim(), prefix: (input.prefix ?? '').replace(/^\/+/, '') };
  }
}
