import type {
  AddImportFilesRequest,
  CreateImportRequest,
  ImportFileFailedRequest,
  ImportFileFetchedEvent,
  ImportFileFetchEvent,
  ImportFilesRequest,
  ImportFileUploadedRequest,
  ImportRefRequest,
  ListImportSourceReply,
  ListImportSourceRequest,
  ListImportsRequest,
  RetryImportRequest,
} from './import.messages';
import type { ImportDto, ImportFileDto, ImportFilesPage } from './import.types';

export * from './import.types';
export * from './import.messages';

export const ImportPatterns = {
  create: 'content.import.create.v1',
  addFiles: 'content.import.add-files.v1',
  start: 'content.import.start.v1',
  get: 'content.import.get.v1',
  list: 'content.import.list.v1',
  files: 'content.import.files.v1',
  retry: 'content.import.retry.v1',
  fileUploaded: 'content.import.file-uploaded.v1',
  fileFailed: 'content.import.file-failed.v1',
  fetch: 'content.import-file.fetch.v1',
  fetched: 'media.import-file.fetched.v1',
  listSource: 'media.import-source.list.v1',
} as const;

/** Imports live in content; server-side sources are read by media-storage, which owns bytes. */
export interface ImportRequests {
  'content.import.create.v1': { request: CreateImportRequest; reply: ImportDto };
  'content.import.add-files.v1': { request: AddImportFilesRequest; reply: ImportDto };
  'content.import.start.v1': { request: ImportRefRequest; reply: ImportDto };
  'content.import.get.v1': { request: ImportRefRequest; reply: ImportDto };
  'content.import.list.v1': { request: ListImportsRequest; reply: ImportDto[] };
  'content.import.files.v1': { request: ImportFilesRequest; reply: ImportFilesPage };
  'content.import.retry.v1': { request: RetryImportRequest; reply: ImportDto };
  'content.import.file-uploaded.v1': { request: ImportFileUploadedRequest; reply: ImportFileDto };
  'content.import.file-failed.v1': { request: ImportFileFailedRequest; reply: ImportFileDto };
  'media.import-source.list.v1': { request: ListImportSourceRequest; reply: ListImportSourceReply };
}

export interface ImportEvents {
  'content.import-file.fetch.v1': ImportFileFetchEvent;
  'media.import-file.fetched.v1': ImportFileFetchedEvent;
}
