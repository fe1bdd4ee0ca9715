import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUrl,
  IsUUID,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { Actor } from '../common/actor';
import { CONTENT_SCOPES, type ContentScope } from '../content/content.messages';
import { MAX_SPEAKERS_PER_LECTURE } from './speaker-names';

export const MAX_SPEAKER_NAME = 200;
export const MAX_SPEAKER_BIO = 5000;
export const MAX_SPEAKER_SPELLINGS = 50;
export const MAX_SPEAKER_LINKS = 10;
/** Lectures split off in one request (the speaker page selects fewer). */
export const MAX_SPLIT_LECTURES = 5000;

export class SpeakerLinkFields {
  @IsString() @MinLength(1) @MaxLength(100)
  label!: string;

  @IsUrl({ protocols: ['http', 'https'], require_protocol: true })
  @MaxLength(2000)
  url!: string;
}

export class SpeakerFields {
  @ValidateIf((_, v) => v !== undefined) @IsString() @MinLength(1) @MaxLength(MAX_SPEAKER_NAME)
  name?: string;

  @IsOptional() @IsArray() @ArrayMaxSize(MAX_SPEAKER_SPELLINGS) @IsString({ each: true }) @MaxLength(MAX_SPEAKER_NAME, { each: true })
  otherSpellings?: string[];

  @IsOptional() @IsString() @MaxLength(MAX_SPEAKER_BIO)
  bio?: string | null;

  @IsOptional() @IsArray() @ArrayMaxSize(MAX_SPEAKER_LINKS) @ValidateNested({ each: true }) @Type(() => SpeakerLinkFields)
  links?: SpeakerLinkFields[];
}

export class CreateSpeakerRequest {
  @ValidateNested() @Type(() => Actor)
  actor!: Actor;

  @ValidateNested() @Type(() => SpeakerFields)
  fields!: SpeakerFields;
}

export class UpdateSpeakerRequest {
  @IsUUID()
  id!: string;

  @ValidateNested() @Type(() => Actor)
  actor!: Actor;

  @ValidateNested() @Type(() => SpeakerFields)
  patch!: SpeakerFields;
}

export class GetSpeakerRequest {
  @IsUUID()
  id!: string;

  @IsIn(CONTENT_SCOPES)
  scope!: ContentScope;
}

/** A speaker's public address: its slug, or any of its spellings (old `/speakers/{name}` links). */
export class PublicSpeakerRequest {
  @IsString() @MinLength(1) @MaxLength(400)
  key!: string;
}

export class ListSpeakersRequest {
  @IsIn(CONTENT_SCOPES)
  scope!: ContentScope;

  /** Only speakers with a spelling holding these words (case, accents, honorifics and transliteration aside). */
  @IsOptional() @IsString() @MaxLength(200)
  q?: string;

  @IsOptional() @IsInt() @Min(1) @Max(1000)
  limit?: number;

  @IsOptional() @IsInt() @Min(0) @Max(1_000_000)
  offset?: number;
}

export class SpeakerLecturesRequest {
  @IsUUID()
  id!: string;

  @IsIn(CONTENT_SCOPES)
  scope!: ContentScope;

  @IsInt() @Min(1) @Max(100)
  limit!: number;

  /** Where the previous page ended (its reply's nextCursor). */
  @IsOptional() @IsString() @MaxLength(200)
  cursor?: string;
}

export class MergeSpeakersRequest {
  /** The speaker kept. */
  @IsUUID()
  id!: string;

  @ValidateNested() @Type(() => Actor)
  actor!: Actor;

  /** Speakers merged into it: their lectures move, their names become its other spellings. */
  @IsArray() @ArrayMinSize(1) @ArrayMaxSize(50) @ArrayUnique() @IsUUID('all', { each: true })
  from!: string[];
}

export class SplitSpeakerRequest {
  @IsUUID()
  id!: string;

  @ValidateNested() @Type(() => Actor)
  actor!: Actor;

  /** The new speaker's name. */
  @IsString() @MinLength(1) @MaxLength(MAX_SPEAKER_NAME)
  name!: string;

  /** The lectures that are the new speaker's. */
  @IsArray() @ArrayMinSize(1) @ArrayMaxSize(MAX_SPLIT_LECTURES) @ArrayUnique() @IsUUID('all', { each: true })
  contentIds!: string[];

  /** Other spellings of the old speaker that belong to the new one. */
  @IsOptional() @IsArray() @ArrayMaxSize(MAX_SPEAKER_SPELLINGS) @IsString({ each: true }) @MaxLength(MAX_SPEAKER_NAME, { each: true })
  spellings?: string[];
}

export class SpeakerChangesRequest {
  @IsOptional() @IsInt() @Min(1) @Max(1000)
  limit?: number;
}

export class SeriesSpeakersRequest {
  @IsUUID()
  seriesId!: string;
}

export class SetSeriesSpeakersRequest {
  @IsUUID()
  seriesId!: string;

  @ValidateNested() @Type(() => Actor)
  actor!: Actor;

  /** In order; a name no speaker has yet makes a new speaker. */
  @IsArray() @ArrayMaxSize(MAX_SPEAKERS_PER_LECTURE) @IsString({ each: true }) @MaxLength(MAX_SPEAKER_NAME, { each: true })
  names!: string[];
}
