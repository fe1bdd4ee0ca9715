import { Type } from 'class-transformer';
import { IsArray, IsIn, IsInt, IsNumber, IsObject, IsOptional, IsString, IsUUID, Min, ValidateNested } from 'class-validator';
import { AnalysisPayload } from '../content/analysis.messages';
import { CONTENT_LANGUAGES, type ContentLanguage } from '../content/content-language';
import { TRANSCRIPTION_LANES, type TranscriptionLane } from './backlog.types';
import { MEDIA_TYPES, type AiMetadata, type MediaType } from '../content/content.types';
import { TranscriptPassage } from '../content/transcript.messages';

/** Content asks for (re)transcription of an item's media. */
export class TranscriptionRequestedEvent {
  @IsUUID()
  contentId!: string;

  /** Bumped by every reprocess; work of an older generation is dropped. */
  @IsInt() @Min(1)
  generation!: number;

  @IsString()
  mediaKey!: string;

  @IsIn(MEDIA_TYPES)
  mediaType!: MediaType;

  @IsOptional() @IsString()
  mediaMimeType?: string | null;

  @IsIn(['upload', 'reprocess'])
  reason!: 'upload' | 'reprocess';

  /** The language staff chose; absent: the engine's own (PocketSphinx: English; Whisper: detected). */
  @IsOptional() @IsIn(CONTENT_LANGUAGES)
  language?: ContentLanguage | null;

  /** Imported lectures go to the backlog lane, behind new work; absent (older producers): new. */
  @IsOptional() @IsIn(TRANSCRIPTION_LANES)
  lane?: TranscriptionLane;

  /** The recording's length as media-storage measured it, for the backlog's estimate; null when unknown. */
  @IsOptional() @IsInt() @Min(0)
  durationSeconds?: number | null;
}

/** What the media itself says (ffprobe), filled in after registration. */
export class MediaProbedEvent {
  @IsUUID()
  contentId!: string;

  @IsInt() @Min(1)
  generation!: number;

  @IsOptional() @IsInt() @Min(0)
  durationSeconds?: number | null;

  @IsOptional() @IsInt() @Min(1)
  videoWidth?: number | null;

  @IsOptional() @IsInt() @Min(1)
  videoHeight?: number | null;

  @IsOptional() @IsNumber()
  videoFrameRate?: number | null;
}

/** Suggestions only fill fields staff left empty. */
export interface TranscriptionSuggestions {
  title?: string;
  description?: string;
  speaker?: string;
  tags?: string[];
}

/**
 * The first form of the completed event: the transcript as text plus timed segments inside an
 * open metadata object. Producers send TranscriptionCompletedV2Event; content still accepts this
 * one from a transcription pod of the previous release, or an outbox row it left.
 */
export class TranscriptionCompletedEvent {
  @IsUUID()
  contentId!: string;

  @IsInt() @Min(1)
  generation!: number;

  @IsString()
  transcriptText!: string;

  @IsObject()
  aiMetadata!: AiMetadata;

  @IsOptional() @IsObject()
  suggestions?: TranscriptionSuggestions;
}

/**
 * A transcript is done: its timed passages in order (the transcript's one form; content derives
 * the text) and the closed analysis. `transcriptUnavailable` says why there are no passages
 * when no speech engine for the item's language is configured.
 */
export class TranscriptionCompletedV2Event {
  @IsUUID()
  contentId!: string;

  @IsInt() @Min(1)
  generation!: number;

  @IsArray() @ValidateNested({ each: true }) @Type(() => TranscriptPassage)
  passages!: TranscriptPassage[];

  @ValidateNested() @Type(() => AnalysisPayload)
  analysis!: AnalysisPayload;

  @IsOptional() @IsString()
  transcriptUnavailable?: string;
}

export class TranscriptionFailedEvent {
  @IsUUID()
  contentId!: string;

  @IsInt() @Min(1)
  generation!: number;

  @IsString()
  error!: string;
}

/**
 * 'Analyse again': the transcript as content keeps it (staff's corrections in it) goes to the
 * analysis alone; `request` tells the answer to this request from an older one.
 */
export class AnalysisRequestedEvent {
  @IsUUID()
  contentId!: string;

  @IsUUID()
  request!: string;

  @IsArray() @ValidateNested({ each: true }) @Type(() => TranscriptPassage)
  passages!: TranscriptPassage[];

  @IsOptional() @IsIn(CONTENT_LANGUAGES)
  language?: ContentLanguage | null;
}

/** The analysis of an AnalysisRequestedEvent's transcript, or why there is none. */
export class AnalysedEvent {
  @IsUUID()
  contentId!: string;

  @IsUUID()
  request!: string;

  @IsOptional() @ValidateNested() @Type(() => AnalysisPayload)
  analysis?: AnalysisPayload;

  @IsOptional() @IsString()
  error?: string;
}
