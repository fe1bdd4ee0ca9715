import { Type } from 'class-transformer';
import { IsArray, IsIn, IsInt, IsOptional, IsString, IsUUID, Min, ValidateNested } from 'class-validator';
import { AnalysisPayload } from '../content/analysis.messages';
import { CONTENT_LANGUAGES, type ContentLanguage } from '../content/content-language';
import { HeardPassage } from '../content/transcript.messages';

/*
 * The events that carry the engine's confidence with the transcript (issue 27). Each replaces a
 * pattern whose payload gained fields (per-word confidence, the analysis's withheld texts and
 * certainty), which a consumer of the previous release would refuse: a new pattern name each.
 */

/**
 * A transcript is done: its timed passages in order, each with how sure the engine was of each
 * word, and the closed analysis. Replaces `transcription.completed.v2` (still accepted).
 */
export class TranscriptionCompletedV3Event {
  @IsUUID()
  contentId!: string;

  @IsInt() @Min(1)
  generation!: number;

  @IsArray() @ValidateNested({ each: true }) @Type(() => HeardPassage)
  passages!: HeardPassage[];

  @ValidateNested() @Type(() => AnalysisPayload)
  analysis!: AnalysisPayload;

  @IsOptional() @IsString()
  transcriptUnavailable?: string;
}

/**
 * 'Analyse again' with the engine's confidence of the words staff left as they were (a corrected
 * passage has none: a person checked it). Replaces `transcription.analysis.requested.v1`.
 */
export class AnalysisRequestedV2Event {
  @IsUUID()
  contentId!: string;

  @IsUUID()
  request!: string;

  @IsArray() @ValidateNested({ each: true }) @Type(() => HeardPassage)
  passages!: HeardPassage[];

  @IsOptional() @IsIn(CONTENT_LANGUAGES)
  language?: ContentLanguage | null;
}
