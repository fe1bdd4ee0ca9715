import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  MAX_SPEAKER_BIO,
  MAX_SPEAKER_LINKS,
  MAX_SPEAKER_NAME,
  MAX_SPEAKER_SPELLINGS,
  MAX_SPEAKERS_PER_LECTURE,
  MAX_SPLIT_LECTURES,
  SPEAKER_CHANGE_KINDS,
  type SpeakerChangeKind,
} from '@lectures/proto';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
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
import { ContentResponse } from '../content/content.dto';

const NAME_MESSAGE = `A name is at most ${MAX_SPEAKER_NAME} characters`;
const SPELLINGS_MESSAGE = 'otherSpellings must be a list of names';

export class SpeakerLinkDto {
  @ApiProperty({ maxLength: 100, example: 'Website' })
  @MaxLength(100, { message: 'A link label is at most 100 characters' }) @MinLength(1, { message: 'A link needs a label' }) @IsString({ message: 'A link needs a label' })
  label!: string;

  @ApiProperty({ example: 'https://example.org/shaykh-ahmad' })
  @MaxLength(2000, { message: 'A link is at most 2,000 characters' })
  @IsUrl({ protocols: ['http', 'https'], require_protocol: true }, { message: 'A link must be a web address starting with http:// or https://' })
  url!: string;
}

export class CreateSpeakerDto {
  @ApiProperty({ maxLength: MAX_SPEAKER_NAME })
  @MaxLength(MAX_SPEAKER_NAME, { message: NAME_MESSAGE }) @IsString({ message: 'Name is required.' })
  name!: string;

  @ApiPropertyOptional({ type: [String], description: 'other ways the name is written; each finds the speaker' })
  @MaxLength(MAX_SPEAKER_NAME, { each: true, message: NAME_MESSAGE }) @IsString({ each: true, message: SPELLINGS_MESSAGE }) @ArrayMaxSize(MAX_SPEAKER_SPELLINGS) @IsArray({ message: SPELLINGS_MESSAGE }) @IsOptional()
  otherSpellings?: string[];

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: MAX_SPEAKER_BIO })
  @MaxLength(MAX_SPEAKER_BIO, { message: 'A biography is at most 5,000 characters' }) @IsString({ message: 'Biography must be text' }) @IsOptional()
  bio?: string | null;

  @ApiPropertyOptional({ type: [SpeakerLinkDto] })
  @ValidateNested({ each: true }) @Type(() => SpeakerLinkDto) @ArrayMaxSize(MAX_SPEAKER_LINKS, { message: `At most ${MAX_SPEAKER_LINKS} links` }) @IsArray({ message: 'links must be a list of { label, url }' }) @IsOptional()
  links?: SpeakerLinkDto[];
}

export class UpdateSpeakerDto {
  @ApiPropertyOptional({ maxLength: MAX_SPEAKER_NAME, description: 'a new name keeps the old one as another spelling' })
  @MaxLength(MAX_SPEAKER_NAME, { message: NAME_MESSAGE }) @IsString({ message: 'Name is required.' }) @ValidateIf((_, v) => v !== undefined)
  name?: string;

  @ApiPropertyOptional({ type: [String], description: 'the whole list of other spellings' })
  @MaxLength(MAX_SPEAKER_NAME, { each: true, message: NAME_MESSAGE }) @IsString({ each: true, message: SPELLINGS_MESSAGE }) @ArrayMaxSize(MAX_SPEAKER_SPELLINGS) @IsArray({ message: SPELLINGS_MESSAGE }) @IsOptional()
  otherSpellings?: string[];

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: MAX_SPEAKER_BIO })
  @MaxLength(MAX_SPEAKER_BIO, { message: 'A biography is at most 5,000 characters' }) @IsString({ message: 'Biography must be text' }) @ValidateIf((_, v) => v !== null) @IsOptional()
  bio?: string | null;

  @ApiPropertyOptional({ type: [SpeakerLinkDto] })
  @ValidateNested({ each: true }) @Type(() => SpeakerLinkDto) @ArrayMaxSize(MAX_SPEAKER_LINKS, { message: `At most ${MAX_SPEAKER_LINKS} links` }) @IsArray({ message: 'links must be a list of { label, url }' }) @IsOptional()
  links?: SpeakerLinkDto[];
}

export class MergeSpeakersDto {
  @ApiProperty({ type: [String], description: 'speakers merged into this one: their lectures move, their names become its other spellings' })
  @IsUUID('all', { each: true, message: 'Invalid speaker id' }) @ArrayUnique({ message: 'A speaker is listed twice' }) @ArrayMaxSize(50) @ArrayMinSize(1, { message: 'Choose at least one speaker to merge' }) @IsArray({ message: 'speakerIds must be a list of speaker ids' })
  speakerIds!: string[];
}

export class SplitSpeakerDto {
  @ApiProperty({ maxLength: MAX_SPEAKER_NAME, description: "the new speaker's name" })
  @MaxLength(MAX_SPEAKER_NAME, { message: NAME_MESSAGE }) @MinLength(1, { message: 'Name is required.' }) @IsString({ message: 'Name is required.' })
  name!: string;

  @ApiProperty({ type: [String], description: "lecture ids that are the new speaker's (each must be this speaker's)" })
  @IsUUID('all', { each: true, message: 'Invalid content id' }) @ArrayUnique({ message: 'A lecture is listed twice' }) @ArrayMaxSize(MAX_SPLIT_LECTURES) @ArrayMinSize(1, { message: 'Choose at least one lecture' }) @IsArray({ message: 'contentIds must be a list of lecture ids' })
  contentIds!: string[];

  @ApiPropertyOptional({ type: [String], description: "this speaker's other spellings that are the new speaker's" })
  @MaxLength(MAX_SPEAKER_NAME, { each: true, message: NAME_MESSAGE }) @IsString({ each: true, message: 'spellings must be a list of names' }) @ArrayMaxSize(MAX_SPEAKER_SPELLINGS) @IsArray({ message: 'spellings must be a list of names' }) @IsOptional()
  spellings?: string[];
}

export class SeriesSpeakersDto {
  @ApiProperty({ type: [String], description: "the series' speakers in order, by name; a name no speaker has yet makes one" })
  @MaxLength(MAX_SPEAKER_NAME, { each: true, message: NAME_MESSAGE }) @IsString({ each: true, message: 'speakers must be a list of names' }) @ArrayMaxSize(MAX_SPEAKERS_PER_LECTURE, { message: `At most ${MAX_SPEAKERS_PER_LECTURE} speakers` }) @IsArray({ message: 'speakers must be a list of names' })
  speakers!: string[];
}

export class SpeakerListQuery {
  @ApiPropertyOptional({ maxLength: 200, description: 'speakers with a spelling holding every word (case, titles, accents and transliteration aside)' })
  @IsOptional() @IsString() @MaxLength(200, { message: 'q is at most 200 characters' })
  q?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: 500, description: 'A-Z; 200 unless told' })
  @IsOptional() @Type(() => Number) @IsInt({ message: 'limit must be a whole number' }) @Min(1, { message: 'limit must be at least 1' }) @Max(500, { message: 'limit must be at most 500' })
  limit?: number;

  @ApiPropertyOptional({ minimum: 0 })
  @IsOptional() @Type(() => Number) @IsInt({ message: 'offset must be a whole number' }) @Min(0, { message: 'offset must be 0 or more' }) @Max(1_000_000)
  offset?: number;
}

export class SpeakerLecturesQuery {
  @ApiPropertyOptional({ minimum: 1, maximum: 100, description: 'newest first; 24 unless told' })
  @IsOptional() @Type(() => Number) @IsInt({ message: 'limit must be a whole number' }) @Min(1, { message: 'limit must be at least 1' }) @Max(100, { message: 'limit must be at most 100' })
  limit?: number;

  @ApiPropertyOptional({ description: "the previous page's nextCursor" })
  @IsOptional() @IsString() @MaxLength(200)
  cursor?: string;
}

export class SpeakerChangesQuery {
  @ApiPropertyOptional({ minimum: 1, maximum: 1000, description: 'newest first; 200 unless told' })
  @IsOptional() @Type(() => Number) @IsInt({ message: 'limit must be a whole number' }) @Min(1, { message: 'limit must be at least 1' }) @Max(1000, { message: 'limit must be at most 1000' })
  limit?: number;
}

export class SpeakerLinkResponse {
  @ApiProperty() label!: string;
  @ApiProperty() url!: string;
}

export class SpeakerRefResponse {
  @ApiProperty() id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ description: 'readable, unique and fixed when made; Arabic stays Arabic (percent-encoded in URLs)' }) slug!: string;
}

export class SpeakerSummaryResponse extends SpeakerRefResponse {
  @ApiProperty({ type: [String] }) otherSpellings!: string[];
  @ApiProperty({ type: String, nullable: true }) bio!: string | null;
  @ApiProperty({ type: [SpeakerLinkResponse] }) links!: SpeakerLinkResponse[];
  @ApiProperty({ description: 'lectures naming the speaker (published ones for visitors)' }) lectureCount!: number;
  @ApiProperty() createdAt!: string;
  @ApiProperty() updatedAt!: string;
}

class SpeakerSeriesResponse {
  @ApiProperty() id!: string;
  @ApiProperty() title!: string;
  @ApiProperty() slug!: string;
  @ApiProperty({ description: 'parts (published ones for visitors)' }) partCount!: number;
}

export class SpeakerResponse extends SpeakerSummaryResponse {
  @ApiProperty({ type: [SpeakerSeriesResponse], description: 'series naming the speaker or holding a lecture of theirs' }) series!: SpeakerSeriesResponse[];
}

export class SpeakerLecturesResponse {
  @ApiProperty({ type: [ContentResponse] }) items!: ContentResponse[];
  @ApiProperty({ type: String, nullable: true, description: 'pass it as cursor for the next page; null on the last' }) nextCursor!: string | null;
}

export class SpeakerChangeResponse {
  @ApiProperty() id!: string;
  @ApiProperty({ enum: SPEAKER_CHANGE_KINDS }) kind!: SpeakerChangeKind;
  @ApiProperty({ enum: ['migration', 'staff'] }) origin!: string;
  @ApiProperty({ type: String, nullable: true, description: 'the speaker kept (merge) or made (split)' }) speakerId!: string | null;
  @ApiProperty() speakerName!: string;
  @ApiProperty({ type: [String], description: 'merge: the spellings folded in; split: the speaker split from' }) spellings!: string[];
  @ApiProperty({ description: 'lectures moved' }) lectures!: number;
  @ApiProperty({ type: String, nullable: true }) by!: string | null;
  @ApiProperty() at!: string;
}

export class SplitSpeakerResponse {
  @ApiProperty({ type: SpeakerResponse }) from!: SpeakerResponse;
  @ApiProperty({ type: SpeakerResponse }) to!: SpeakerResponse;
}
