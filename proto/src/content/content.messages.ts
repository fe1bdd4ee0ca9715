import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsISO8601,
  IsNumber,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { Actor } from '../common/actor';
import { REVIEWED_ANALYSIS_FIELDS, type ReviewedAnalysisField } from './analysis-ownership';
import { AnalysisEdits } from './analysis.messages';
import { CONTENT_LANGUAGES, type ContentLanguage } from './content-language';
import { CONTENT_STATUSES, MEDIA_TYPES, type ContentStatus, type MediaType } from './content.types';

export const CONTENT_SCOPES = ['public', 'staff'] as const;
export type ContentScope = (typeof CONTENT_SCOPES)[number];

/** The list filters shared by lists, pages and figures. */
export class CatalogueFilter {
  @IsOptional() @IsString() @MaxLength(200)
  q?: string;

  @IsOptional() @IsArray() @IsIn(CONTENT_STATUSES, { each: true })
  status?: ContentStatus[];

  @IsOptional() @IsArray() @IsString({ each: true }) @ArrayMaxSize(50)
  tags?: string[];

  @IsOptional() @IsString() @MaxLength(200)
  speaker?: string;

  /** Created at or after this instant. */
  @IsOptional() @IsISO8601({ strict: true })
  since?: string;
}

export class ListContentRequest extends CatalogueFilter {
  @IsIn(CONTENT_SCOPES)
  scope!: ContentScope;

  /** Lists leave out the transcript text (it can be megabytes). */
  @IsOptional()
  @IsIn([true, false])
  withTranscript?: boolean;
}

export class GetContentRequest {
  @IsUUID()
  id!: string;

  @IsIn(CONTENT_SCOPES)
  scope!: ContentScope;
}

export class CreateContentRequest {
  @IsString() @MaxLength(500)
  title!: string;

  @IsOptional() @IsString() @MaxLength(10000)
  description?: string | null;

  @IsOptional() @IsISO8601()
  fileCreatedAt?: string | null;

  @IsOptional() @IsInt() @Min(0)
  durationSeconds?: number | null;

  @IsUUID()
  uploadedBy!: string;

  @IsIn(MEDIA_TYPES)
  mediaType!: MediaType;

  /** An object media-storage already holds (imports, seeds); uploads go through createFromUpload. */
  @IsString() @MaxLength(512)
  mediaKey!: string;

  @IsOptional() @IsString() @MaxLength(512)
  thumbnailKey?: string | null;

  @IsInt() @Min(0)
  mediaFileSize!: number;

  @IsString()
  mediaMimeType!: string;

  @IsOptional() @IsInt() @Min(1)
  videoWidth?: number | null;

  @IsOptional() @IsInt() @Min(1)
  videoHeight?: number | null;

  @IsOptional() @IsNumber()
  videoFrameRate?: number | null;
}

/**
 * Step one of the upload saga: the item is made at once from an upload that
 * passed media-storage's quick checks; its media is registered afterwards.
 * Idempotent by `uploadKey`: a retry returns the item already made.
 */
export class CreateFromUploadRequest {
  @IsString() @MaxLength(500)
  title!: string;

  @IsOptional() @IsString() @MaxLength(10000)
  description?: string | null;

  @IsOptional() @IsISO8601()
  fileCreatedAt?: string | null;

  @IsOptional() @IsInt() @Min(0)
  durationSeconds?: number | null;

  @IsUUID()
  uploadedBy!: string;

  @IsString() @MaxLength(512)
  uploadKey!: string;

  /** Staff's choice at upload; absent: detected from the transcript. */
  @IsOptional() @IsIn(CONTENT_LANGUAGES)
  language?: ContentLanguage | null;

  @IsIn(MEDIA_TYPES)
  mediaType!: MediaType;

  @IsInt() @Min(0)
  mediaFileSize!: number;

  @IsString() @MaxLength(100)
  mediaMimeType!: string;
}

export class ContentPatch {
  @ValidateIf((_, v) => v !== undefined) @IsString() @MaxLength(500)
  title?: string;

  @IsOptional() @IsString() @MaxLength(10000)
  description?: string | null;

  @IsOptional() @IsString() @MaxLength(200)
  speaker?: string | null;

  @ValidateIf((_, v) => v !== undefined) @IsArray() @IsString({ each: true }) @ArrayMaxSize(50) @MaxLength(100, { each: true })
  tags?: string[];

  /** null: staff take their choice back and the detector decides again. */
  @IsOptional() @IsIn(CONTENT_LANGUAGES)
  language?: ContentLanguage | null;

  @ValidateIf((_, v) => v !== undefined) @IsIn(['approved'])
  status?: 'approved';

  /** Staff's own values for analysis fields: they become edited, and stay through later analyses. */
  @IsOptional() @ValidateNested() @Type(() => AnalysisEdits)
  analysis?: AnalysisEdits;

  /** Analysis fields staff accept: a waiting proposal's value, else the generated one (suggestions fill the item's field). */
  @IsOptional() @IsArray() @IsIn(REVIEWED_ANALYSIS_FIELDS, { each: true })
  accept?: ReviewedAnalysisField[];

  /** Analysis fields whose waiting proposal (or, with none, generated suggestion) staff set aside. */
  @IsOptional() @IsArray() @IsIn(REVIEWED_ANALYSIS_FIELDS, { each: true })
  discard?: ReviewedAnalysisField[];
}

export class UpdateContentRequest {
  @IsUUID()
  id!: string;

  @ValidateNested() @Type(() => Actor)
  actor!: Actor;

  @ValidateNested() @Type(() => ContentPatch)
  patch!: ContentPatch;
}

/** approve, delete and reprocess all name an item and who asks. */
export class ContentActionRequest {
  @IsUUID()
  id!: string;

  @ValidateNested() @Type(() => Actor)
  actor!: Actor;
}

export interface DeleteContentReply {
  id: string;
  deleted: true;
  /** What the item was called, for the audit log. */
  title: string;
}

/** Asks for the version of the published list (it changes with every published change). */
export class PublicVersionRequest {}

export interface PublicVersionReply {
  version: string;
}
