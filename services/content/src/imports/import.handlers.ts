import { Controller } from '@nestjs/common';
import { EventPattern, MessagePattern } from '@nestjs/microservices';
import { BusPayload } from '@lectures/platform';
import {
  AddImportFilesRequest,
  CreateImportRequest,
  ImportFileFailedRequest,
  ImportFileFetchedEvent,
  ImportFilesRequest,
  ImportFileUploadedRequest,
  ImportPatterns,
  ImportRefRequest,
  ListImportsRequest,
  RetryImportRequest,
  type ImportDto,
  type ImportFileDto,
  type ImportFilesPage,
} from '@lectures/proto';
import { ImportRunner } from './import-runner.service';
import { ImportService } from './import.service';

/** Bus entry points of imports: validate, then one service call. */
@Controller()
export class ImportHandlers {
  constructor(
    private readonly imports: ImportService,
    private readonly runner: ImportRunner,
  ) {}

  @MessagePattern(ImportPatterns.create)
  create(@BusPayload(CreateImportRequest) request: CreateImportRequest): Promise<ImportDto> {
    return this.imports.create(request);
  }

  @MessagePattern(ImportPatterns.addFiles)
  addFiles(@BusPayload(AddImportFilesRequest) request: AddImportFilesRequest): Promise<ImportDto> {
    return this.imports.addFiles(request);
  }

  @MessagePattern(ImportPatterns.start)
  start(@BusPayload(ImportRefRequest) request: ImportRefRequest): Promise<ImportDto> {
    return this.imports.start(request);
  }

  @MessagePattern(ImportPatterns.get)
  get(@BusPayload(ImportRefRequest) request: ImportRefRequest): Promise<ImportDto> {
    return this.imports.get(request);
  }

  @MessagePattern(ImportPatterns.list)
  list(@BusPayload(ListImportsRequest) request: ListImportsRequest): Promise<ImportDto[]> {
    return this.imports.list(request);
  }

  @MessagePattern(ImportPatterns.files)
  files(@BusPayload(ImportFilesRequest) request: ImportFilesRequest): Promise<ImportFilesPage> {
    return this.imports.files(request);
  }

  @MessagePattern(ImportPatterns.retry)
  retry(@BusPayload(RetryImportRequest) request: RetryImportRequest): Promise<ImportDto> {
    return this.imports.retry(request);
  }

  @MessagePattern(ImportPatterns.fileUploaded)
  fileUploaded(@BusPayload(ImportFileUploadedRequest) request: ImportFileUploadedRequest): Promise<ImportFileDto> {
    return this.imports.fileUploaded(request);
  }

  @MessagePattern(ImportPatterns.fileFailed)
  fileFailed(@BusPayload(ImportFileFailedRequest) request: ImportFileFailedRequest): Promise<ImportFileDto> {
    return this.imports.fileFailed(request);
  }

  @EventPattern(ImportPatterns.fetched)
  fetched(@BusPayload(ImportFileFetchedEvent) event: ImportFileFetchedEvent): Promise<void> {
    return this.runner.onFetched(event);
  }
}
