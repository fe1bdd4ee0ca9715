import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsNumber, IsOptional, IsString, IsUUID, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { Actor } from '../common/actor';
import { CONTENT_SCOPES, type ContentScope } from './content.messages';

/** The longest recording a passage can point into (48 hours), and the most passages one transcript has. */
export const PASSAGE_MAX_SECONDS = 172_800;
export const TRANSCRIPT_MAX_PASSAGES = 20_000;

/** One passage of a transcript, as the engine heard it or staff corrected it: its times are those of the recording. */
export class TranscriptPassage {
  @IsNumber({ allowNaN: false, allowInfinity: false }) @Min(0) @Max(PASSAGE_MAX_SECONDS)
  start!: number;

  @IsNumber({ allowNaN: false, allowInfinity: false }) @Min(0) @Max(PASSAGE_MAX_SECONDS)
  end!: number;

  @IsString() @MaxLength(5000)
  text!: string;
}

/** The most words one passage can carry confidences for. */
export const PASSAGE_MAX_WORDS = 2500;

/** A passage as the engine heard it, with how sure it was of each word (0-1, one per word of `text`). */
export class HeardPassage extends TranscriptPassage {
  @IsOptional() @IsArray() @ArrayMaxSize(PASSAGE_MAX_WORDS) @IsNumber({ allowNaN: false, allowInfinity: false }, { each: true }) @Min(0, { each: true }) @Max(1, { each: true })
  confidence?: number[];
}

/** Staff save the transcript passage by passage (edited, split, merged, removed). */
export class EditTranscriptRequest {
  @IsUUID()
  id!: string;

  @ValidateNested() @Type(() => Actor)
  actor!: Actor;

  /** Shown beside each passage they changed and in the history. */
  @IsString() @MaxLength(200)
  editorName!: string;

  @IsArray() @ArrayMaxSize(TRANSCRIPT_MAX_PASSAGES) @ValidateNested({ each: true }) @Type(() => TranscriptPassage)
  passages!: TranscriptPassage[];
}

/** The transcript as the caller may read it: the published one for the public, what staff see (a waiting revision first) for staff. */
export class GetTranscriptRequest {
  @IsUUID()
  id!: string;

  @IsIn(CONTENT_SCOPES)
  scope!: ContentScope;
}

export class TranscriptHistoryRequest {
  @IsUUID()
  id!: string;
}

/** Reprocess: by default the passages staff corrected are kept over the new transcript. */
export class ReprocessContentRequest {
  @IsUUID()
  id!: string;

  @ValidateNested() @Type(() => Actor)
  actor!: Actor;

  @IsOptional() @IsBoolean()
  keepEditedPassages?: boolean;
}
