import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IMPORT_FILE_STATES, IMPORT_SOURCE_KINDS, IMPORT_STATES, MAX_IMPORT_FILES_PER_REQUEST, type ImportFileState, type ImportSourceKind } from '@lectures/proto';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBase64, IsBoolean, IsIn, IsInt, IsISO8601, IsOptional, IsString, IsUUID, Max, MaxLength, Min, ValidateNested } from 'class-validator';

export class ImportSourceDto {
  @ApiProperty({ enum: IMPORT_SOURCE_KINDS, description: 'upload: the client sends the files (tus); directory: a folder the services can read; s3: a bucket and prefix' })
  @IsIn(IMPORT_SOURCE_KINDS)
  kind!: ImportSourceKind;

  @ApiPropertyOptional({ description: 'directory: absolute, or relative to the first of IMPORT_DIRECTORIES' })
  @IsOptional() @IsString() @MaxLength(1024)
  path?: string;

  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(255)
  bucket?: string;

  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(1024)
  prefix?: string;

  @ApiPropertyOptional({ description: "upload: the folder's name, for people" })
  @IsOptional() @IsString() @MaxLength(255)
  label?: string;
}

export class ImportFileInputDto {
  @ApiProperty({ description: "the file's path inside the chosen folder ('Speaker/Series/07 - Title.mp3'); a bad name is reported, not refused" })
  @IsString() @MaxLength(4096)
  path!: string;

  @ApiProperty() @IsInt() @Min(0)
  size!: number;

  @ApiPropertyOptional() @IsOptional() @IsISO8601()
  lastModified?: string;
}

export class ManifestDto {
  @ApiProperty({ enum: ['csv', 'json'] }) @IsIn(['csv', 'json'])
  format!: 'csv' | 'json';

  @ApiProperty({ description: "the manifest file's bytes, base64 (UTF-8; columns path, title, speaker, series, part, date, description, language, tags)" })
  @IsString() @IsBase64() @MaxLength(3_000_000)
  base64!: string;
}

export class CreateImportDto {
  @ApiProperty({ type: ImportSourceDto }) @ValidateNested() @Type(() => ImportSourceDto)
  source!: ImportSourceDto;

  @ApiProperty({ description: 'check every file and stop: nothing is created until POST /api/imports/{id}/start' })
  @IsBoolean()
  dryRun!: boolean;

  @ApiPropertyOptional({ type: [ImportFileInputDto], description: `upload: the files the client will send (at most ${MAX_IMPORT_FILES_PER_REQUEST}; add more with POST /api/imports/{id}/files)` })
  @IsOptional() @IsArray() @ArrayMaxSize(MAX_IMPORT_FILES_PER_REQUEST) @ValidateNested({ each: true }) @Type(() => ImportFileInputDto)
  files?: ImportFileInputDto[];

  @ApiPropertyOptional({ type: ManifestDto, description: 'metadata per file: it wins over tags, which win over folder names' })
  @IsOptional() @ValidateNested() @Type(() => ManifestDto)
  manifest?: ManifestDto;

  @ApiPropertyOptional({ description: 'the same key again returns the unfinished import instead of a second one (a killed importer resumes)' })
  @IsOptional() @IsString() @MaxLength(128)
  clientKey?: string;
}

export class AddImportFilesDto {
  @ApiProperty({ type: [ImportFileInputDto] })
  @IsArray() @ArrayMaxSize(MAX_IMPORT_FILES_PER_REQUEST) @ValidateNested({ each: true }) @Type(() => ImportFileInputDto)
  files!: ImportFileInputDto[];
}

export class FileUploadedDto {
  @ApiProperty({ description: 'the upload URL the file was sent to (tus, or the signed PUT of POST /api/objects/upload)' })
  @IsString() @MaxLength(4096)
  uploadURL!: string;
}

export class FileFailedDto {
  @ApiProperty({ description: 'why the client could not send the file' })
  @IsString() @MaxLength(1000)
  reason!: string;
}

export class RetryImportDto {
  @ApiPropertyOptional({ type: [String], description: 'only these failed files; absent: every failed file' })
  @IsOptional() @IsArray() @ArrayMaxSize(MAX_IMPORT_FILES_PER_REQUEST) @IsUUID('all', { each: true })
  fileIds?: string[];
}

export class ImportFilesQuery {
  @ApiPropertyOptional({ description: `comma-separated: ${IMPORT_FILE_STATES.join(', ')}` })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.split(',').filter(Boolean) : value))
  @IsArray() @IsIn(IMPORT_FILE_STATES, { each: true, message: `state must be among ${IMPORT_FILE_STATES.join(', ')}` })
  state?: ImportFileState[];

  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(200)
  cursor?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: 500 })
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(500)
  limit?: number;
}

export class BacklogPauseDto {
  @ApiProperty({ description: 'true holds the backlog (what is under way finishes); false lets it go on' })
  @IsBoolean()
  paused!: boolean;
}

export class ImportCountsResponse {
  @ApiProperty() total!: number;
  @ApiProperty() queued!: number;
  @ApiProperty() uploading!: number;
  @ApiProperty() stored!: number;
  @ApiProperty() duplicates!: number;
  @ApiProperty() transcribing!: number;
  @ApiProperty() done!: number;
  @ApiProperty() failed!: number;
}

export class ImportResponse {
  @ApiProperty() id!: string;
  @ApiProperty({ type: ImportSourceDto }) source!: ImportSourceDto;
  @ApiProperty() dryRun!: boolean;
  @ApiProperty({ enum: IMPORT_STATES }) state!: string;
  @ApiProperty() createdBy!: string;
  @ApiProperty() createdAt!: string;
  @ApiProperty({ type: String, nullable: true }) startedAt!: string | null;
  @ApiProperty({ type: String, nullable: true }) finishedAt!: string | null;
  @ApiProperty({ type: String, nullable: true }) error!: string | null;
  @ApiProperty() hasManifest!: boolean;
  @ApiProperty({ type: ImportCountsResponse }) counts!: ImportCountsResponse;
  @ApiProperty() bytesTotal!: number;
  @ApiProperty() bytesStored!: number;
  @ApiProperty({ description: 'stored over the last minute' }) bytesPerSecond!: number;
  @ApiProperty() filesPerMinute!: number;
  @ApiProperty({ type: Number, nullable: true }) secondsLeft!: number | null;
}

export class ImportFileResponse {
  @ApiProperty() id!: string;
  @ApiProperty({ description: 'control and bidirectional characters shown as \\u{…}' }) path!: string;
  @ApiProperty({ type: Number, nullable: true }) size!: number | null;
  @ApiProperty({ enum: IMPORT_FILE_STATES }) state!: string;
  @ApiProperty({ type: String, nullable: true }) reason!: string | null;
  @ApiProperty({ type: 'object', properties: { contentId: { type: 'string' }, title: { type: 'string' } }, nullable: true, description: 'the lecture that holds these bytes' }) duplicateOf!: object | null;
  @ApiProperty({ type: String, nullable: true, description: 'another file of this import with the same bytes' }) duplicateOfPath!: string | null;
  @ApiProperty({ type: String, nullable: true }) contentId!: string | null;
  @ApiProperty({ type: String, nullable: true }) sha256!: string | null;
  @ApiProperty({ type: 'object', additionalProperties: true, nullable: true, description: 'the lecture it becomes: title, speaker, description, seriesName, seriesPart, recordedOn, language, tags, and where each came from' })
  metadata!: object | null;
  @ApiProperty() attempts!: number;
  @ApiProperty() updatedAt!: string;
}

export class ImportFilesResponse {
  @ApiProperty({ type: [ImportFileResponse] }) files!: ImportFileResponse[];
  @ApiProperty({ type: String, nullable: true }) nextCursor!: string | null;
}

export class BacklogResponse {
  @ApiProperty() paused!: boolean;
  @ApiProperty({ type: String, nullable: true }) changedBy!: string | null;
  @ApiProperty({ type: String, nullable: true }) changedAt!: string | null;
  @ApiProperty({ description: 'imported lectures not transcribed yet' }) jobs!: number;
  @ApiProperty() waitingJobs!: number;
  @ApiProperty() audioSeconds!: number;
  @ApiProperty({ type: Number, nullable: true }) estimatedSeconds!: number | null;
  @ApiProperty() workerSlots!: number;
}
