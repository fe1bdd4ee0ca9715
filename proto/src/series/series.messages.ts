import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, ArrayUnique, IsArray, IsIn, IsInt, IsOptional, IsString, IsUUID, Matches, Max, MaxLength, Min, MinLength, ValidateIf, ValidateNested } from 'class-validator';
import { Actor } from '../common/actor';
import { CONTENT_LANGUAGES, type ContentLanguage } from '../content/content-language';
import { CONTENT_SCOPES, type ContentScope } from '../content/content.messages';
import { SERIES_STATUSES, type SeriesStatus } from './series.types';

/** At most this many lectures are added in one request (a library page selects fewer). */
export const MAX_PARTS_PER_ADD = 500;

export class SeriesFields {
  @ValidateIf((_, v) => v !== undefined) @IsString() @MinLength(1) @MaxLength(300)
  title?: string;

  @IsOptional() @IsString() @MaxLength(10000)
  description?: string | null;

  @IsOptional() @IsIn(CONTENT_LANGUAGES)
  language?: ContentLanguage | null;

  @ValidateIf((_, v) => v !== undefined) @IsIn(SERIES_STATUSES)
  status?: SeriesStatus;
}

export class CreateSeriesRequest {
  @ValidateNested() @Type(() => Actor)
  actor!: Actor;

  @ValidateNested() @Type(() => SeriesFields)
  fields!: SeriesFields;
}

export class UpdateSeriesRequest {
  @IsUUID()
  id!: string;

  @ValidateNested() @Type(() => Actor)
  actor!: Actor;

  @ValidateNested() @Type(() => SeriesFields)
  patch!: SeriesFields;
}

/** The picture staff uploaded (its version, kept by media-storage), or null: back to the drawn artwork. */
export class SetSeriesArtworkRequest {
  @IsUUID()
  id!: string;

  @ValidateNested() @Type(() => Actor)
  actor!: Actor;

  @ValidateIf((_, v) => v !== null) @Matches(/^[0-9a-f]{16}$/)
  artworkVersion!: string | null;
}

/** delete and get name a series and who asks. */
export class SeriesActionRequest {
  @IsUUID()
  id!: string;

  @ValidateNested() @Type(() => Actor)
  actor!: Actor;
}

export class GetSeriesRequest {
  @IsUUID()
  id!: string;
}

export class PublicSeriesRequest {
  @IsString() @MinLength(1) @MaxLength(400)
  slug!: string;
}

export class ListSeriesRequest {
  @IsIn(CONTENT_SCOPES)
  scope!: ContentScope;

  /** Most recently updated first; at most this many. */
  @IsOptional() @IsInt() @Min(1) @Max(1000)
  limit?: number;

  /** Only series whose title or description holds these words (case and accents aside). */
  @IsOptional() @IsString() @MaxLength(200)
  q?: string;
}

export class AddSeriesPartsRequest {
  @IsUUID()
  id!: string;

  @ValidateNested() @Type(() => Actor)
  actor!: Actor;

  /** Appended in this order after the last part. */
  @IsArray() @ArrayMinSize(1) @ArrayMaxSize(MAX_PARTS_PER_ADD) @ArrayUnique() @IsUUID('all', { each: true })
  contentIds!: string[];
}

export class MoveSeriesPartRequest {
  @IsUUID()
  id!: string;

  @ValidateNested() @Type(() => Actor)
  actor!: Actor;

  @IsUUID()
  contentId!: string;

  /** The part number it takes; the parts between shift by one. */
  @IsInt() @Min(1)
  part!: number;
}

export class RemoveSeriesPartRequest {
  @IsUUID()
  id!: string;

  @ValidateNested() @Type(() => Actor)
  actor!: Actor;

  @IsUUID()
  contentId!: string;
}

export class SeriesPlacementRequest {
  @IsUUID()
  contentId!: string;
}

export interface DeleteSeriesReply {
  id: string;
  deleted: true;
  title: string;
  /** The lectures it held: kept, now in no series. */
  keptLectures: number;
}
