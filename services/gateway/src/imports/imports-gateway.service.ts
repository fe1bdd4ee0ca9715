import { Inject, Injectable } from '@nestjs/common';
import { MESSAGE_BUS, type MessageBus } from '@lectures/platform';
import type { Actor, BacklogStatus, ImportDto, ImportFileDto, ImportFilesPage } from '@lectures/proto';
import type { AddImportFilesDto, CreateImportDto, FileFailedDto, FileUploadedDto, ImportFilesQuery, RetryImportDto } from './imports.dto';

/** Creating an import with thousands of rows and a manifest to parse takes longer than a plain request. */
const CREATE_TIMEOUT_MS = 30_000;

/** The gateway's side of imports: each route one request to content (or transcription, for the backlog). */
@Injectable()
export class ImportsGatewayService {
  constructor(@Inject(MESSAGE_BUS) private readonly bus: MessageBus) {}

  create(actor: Actor, body: CreateImportDto): Promise<ImportDto> {
    return this.bus.request('content.import.create.v1', { actor, ...body }, { timeoutMs: CREATE_TIMEOUT_MS });
  }

  addFiles(actor: Actor, importId: string, body: AddImportFilesDto): Promise<ImportDto> {
    return this.bus.request('content.import.add-files.v1', { actor, importId, files: body.files }, { timeoutMs: CREATE_TIMEOUT_MS });
  }

  list(actor: Actor): Promise<ImportDto[]> {
    return this.bus.request('content.import.list.v1', { actor });
  }

  get(actor: Actor, importId: string): Promise<ImportDto> {
    return this.bus.request('content.import.get.v1', { actor, importId });
  }

  files(actor: Actor, importId: string, query: ImportFilesQuery): Promise<ImportFilesPage> {
    return this.bus.request('content.import.files.v1', { actor, importId, states: query.state, cursor: query.cursor, limit: query.limit });
  }

  start(actor: Actor, importId: string): Promise<ImportDto> {
    return this.bus.request('content.import.start.v1', { actor, importId });
  }

  retry(actor: Actor, importId: string, body: RetryImportDto): Promise<ImportDto> {
    return this.bus.request('content.import.retry.v1', { actor, importId, ...body });
  }

  uploaded(actor: Actor, importId: string, fileId: string, body: FileUploadedDto): Promise<ImportFileDto> {
    return this.bus.request('content.import.file-uploaded.v1', { actor, importId, fileId, uploadURL: body.uploadURL });
  }

  failed(actor: Actor, importId: string, fileId: string, body: FileFailedDto): Promise<ImportFileDto> {
    return this.bus.request('content.import.file-failed.v1', { actor, importId, fileId, reason: body.reason });
  }

  backlog(): Promise<BacklogStatus> {
    return this.bus.request('transcription.backlog.status.v1', {});
  }

  setBacklogPaused(actor: Actor, paused: boolean): Promise<BacklogStatus> {
    return this.bus.request('transcription.backlog.set-paused.v1', { actor, paused });
  }
}
