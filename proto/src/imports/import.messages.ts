import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBase64,
  IsBoolean,
  IsIn,
  IsInt,
  IsISO8601,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { Actor } from '../common/actor';
import { IMPORT_FILE_STATES, IMPORT_SOURCE_KINDS, type ImportFileState, type ImportSourceKind } from './import.types';

/** Files one request may add; a folder of thousands is sent in several requests. */
export const MAX_IMPORT_FILES_PER_REQUEST = 1000;
/** A manifest travels as its file's bytes (base64), so any character arrives as written. */
export const MAX_MANIFEST_BYTES = 2 * 1024 * 1024;

export class ImportSourceInput {
  @IsIn(IMPORT_SOURCE_KINDS)
  kind!: ImportSourceKind;

  @IsOptional() @IsString() @MaxLength(1024)
  path?: string;

  @IsOptional() @IsString() @MaxLength(255)
  bucket?: string;

  @IsOptional() @IsString() @MaxLength(1024)
  prefix?: string;

  @IsOptional() @IsString() @MaxLength(255)
  label?: string;
}

/** A file the client will upload. Its name is checked by the import, not refused here: a bad one is reported. */
export class ImportFileInput {
  @IsString() @MaxLength(4096)
  path!: string;

  @IsInt() @Min(0)
  size!: number;

  @IsOptional() @IsISO8601()
  lastModified?: string | null;
}

export class ManifestInput {
  @IsIn(['csv', 'json'])
  format!: 'csv' | 'json';

  /** The manifest file's bytes, base64 (UTF-8 text, a byte-order mark allowed). */
  @IsString() @IsBase64() @MaxLength(Math.ceil((MAX_MANIFEST_BYTES * 4) / 3) + 4)
  base64!: string;
}

export class CreateImportRequest {
  @ValidateNested() @Type(() => Actor)
  actor!: Actor;

  @ValidateNested() @Type(() => ImportSourceInput)
  source!: ImportSourceInput;

  /** Stop once every file is checked; nothing is created until the import is started. */
  @IsBoolean()
  dryRun!: boolean;

  @IsOptional() @IsArray() @ArrayMaxSize(MAX_IMPORT_FILES_PER_REQUEST) @ValidateNested({ each: true }) @Type(() => ImportFileInput)
  files?: ImportFileInput[];

  @IsOptional() @ValidateNested() @Type(() => ManifestInput)
  manifest?: ManifestInput;

  /**
   * The client's name for this import (the command line hashes its source): asking again with
   * the same key returns the unfinished import instead of a second one, so a killed importer resumes.
   */
  @IsOptional() @IsString() @MaxLength(128)
  clientKey?: string;
}

export class ImportRefRequest {
  @ValidateNested() @Type(() => Actor)
  actor!: Actor;

  @IsUUID()
  importId!: string;
}

export class AddImportFilesRequest extends ImportRefRequest {
  @IsArray() @ArrayMaxSize(MAX_IMPORT_FILES_PER_REQUEST) @ValidateNested({ each: true }) @Type(() => ImportFileInput)
  files!: ImportFileInput[];
}

export class ListImportsRequest {
  @ValidateNested() @Type(() => Actor)
  actor!: Actor;

  @IsOptional() @IsInt() @Min(1)
  limit?: number;
}

export class ImportFilesRequest extends ImportRefRequest {
  @IsOptional() @IsArray() @IsIn(IMPORT_FILE_STATES, { each: true })
  states?: ImportFileState[];

  @IsOptional() @IsString() @MaxLength(200)
  cursor?: string;

  @IsOptional() @IsInt() @Min(1)
  limit?: number;
}

export class RetryImportRequest extends ImportRefRequest {
  /** Only these failed files; absent: every failed file. */
  @IsOptional() @IsArray() @ArrayMaxSize(MAX_IMPORT_FILES_PER_REQUEST) @IsUUID('all', { each: true })
  fileIds?: string[];
}

/** The client finished sending one file (tus): its upload URL is the saga's `mediaURL`. */
export class ImportFileUploadedRequest extends ImportRefRequest {
  @IsUUID()
  fileId!: string;

  @IsString() @MaxLength(4096)
  uploadURL!: string;
}

/** The client could not read or send one file (it vanished, it is unreadable): the reason is kept. */
export class ImportFileFailedRequest extends ImportRefRequest {
  @IsUUID()
  fileId!: string;

  @IsString() @MaxLength(1000)
  reason!: string;
}

/** content asks media-storage to copy one file of a server-side source into the upload area. */
export class ImportFileFetchEvent {
  @IsUUID()
  importId!: string;

  /** Also the upload's key: `incoming/<fileId>`, so a repeated ask copies to the same place. */
  @IsUUID()
  fileId!: string;

  @ValidateNested() @Type(() => ImportSourceInput)
  source!: ImportSourceInput;

  @IsString() @MaxLength(4096)
  path!: string;

  /** Who owns the upload (the admin who started the import). */
  @IsUUID()
  ownerId!: string;
}

/** media-storage's answer: the file is in the upload area under `uploadKey`, or why not. */
export class ImportFileFetchedEvent {
  @IsUUID()
  importId!: string;

  @IsUUID()
  fileId!: string;

  @IsOptional() @IsString() @MaxLength(512)
  uploadKey?: string | null;

  @IsOptional() @IsInt() @Min(0)
  size?: number | null;

  @IsOptional() @IsString() @MaxLength(1000)
  error?: string | null;
}

/** The files of a server-side source, a page at a time. */
export class ListImportSourceRequest {
  @ValidateNested() @Type(() => Actor)
  actor!: Actor;

  @ValidateNested() @Type(() => ImportSourceInput)
  source!: ImportSourceInput;

  @IsOptional() @IsString() @MaxLength(4096)
  cursor?: string | null;
}

export interface ImportSourceEntry {
  path: string;
  size: number;
  lastModified: string | null;
}

export interface ListImportSourceReply {
  files: ImportSourceEntry[];
  /** Entries that are not files to import (a link out of the source, a special file), with the reason. */
  skipped: { path: string; reason: string }[];
  nextCursor: string | null;
}
