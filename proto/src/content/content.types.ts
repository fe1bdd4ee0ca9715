import type { AnalysisOwners } from './analysis-ownership';
import type { Analysis, Chapter, QnaItem } from './analysis.types';
import type { ContentLanguage } from './content-language';

export const CONTENT_STATUSES = ['pending', 'processing', 'completed', 'approved', 'failed'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

export const MEDIA_TYPES = ['audio', 'video'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

/** The product's topic vocabulary (SPEC section 2, dashboard filter). */
export const TOPIC_TAGS = [
  'Quran',
  'Hadith',
  'Fiqh',
  'Tafsir',
  'Seerah',
  'Aqeedah',
  'Arabic',
  'Friday Sermon',
  'Ramadan',
  'Lecture Series',
] as const;

/** A passage of a transcript: when it was said, what, and who corrected it when. */
export interface Passage {
  start: number;
  end: number;
  text: string;
  /** Set when staff corrected the passage: a reprocess keeps it unless asked not to. */
  edited?: { by: string; at: string };
  /**
   * How sure the speech engine was of each word of `text` (split at spaces), 0-1, in order (staff
   * views only); absent when the engine gave none or a person corrected the passage.
   */
  confidence?: number[];
}

/** A passage with its place in the transcript's text, so players can follow along (SPEC's `aiMetadata.segments`). */
export interface TimedSegment extends Passage {
  startChar: number;
  endChar: number;
}

/**
 * What content keeps beside an item's transcript: the analysis, and why there is no transcript
 * although processing finished (no speech engine for the item's language) or why it failed.
 */
export interface StoredAnalysis extends Analysis {
  transcriptUnavailable?: string;
  error?: string;
  /** Older items' name for `qna` (SPEC lists both). */
  questions?: QnaItem[];
  /** Fields a person edited or accepted (staff views only); every other field is machine-written and not public. */
  owners?: AnalysisOwners;
  /**
   * A later analysis's values waiting beside the current ones, field by field, to accept or discard
   * (staff views only): 'Analyse again', or a reprocess that met a field a person owns.
   */
  proposal?: Analysis;
}

/** SPEC's aiMetadata: the stored analysis with the timed transcript, put together by the gateway. */
export interface AiMetadata extends StoredAnalysis {
  segments?: TimedSegment[];
}

/**
 * Changes to a published item that wait for an admin's approval (staff views only): a
 * contributor's edit or a reprocess's new transcript. Visitors see the published version.
 */
export interface PendingReview {
  /** 'title', 'description', 'speaker', 'tags', 'transcript', or an analysis field ('summary', 'keyPoints', ...). */
  fields: string[];
  /** Who made the last change; null when only the transcription changed it. */
  by: string | null;
  at: string;
  /** Why a reprocess of the published item failed (the published version stays). */
  error?: string;
}

/** The content item as every API returns it (SPEC section 3). */
/** One light rendition of an item's sound, or a video's HLS ladder (its master playlist), as HTTP clients get it. */
export interface RenditionDto {
  kind: 'opus' | 'aac' | 'hls';
  mimeType: string;
  /** Target bit rate, bits per second (HLS: the top rung's peak, sound included). */
  bitRate: number;
  /** Bytes (HLS: every playlist and segment of the ladder). */
  size: number;
  url: string;
}

export interface ContentDto {
  id: string;
  /** Its readable address (`/content/{slug}`), made from the title; null only before one is given. */
  slug: string | null;
  title: string;
  description: string | null;
  speaker: string | null;
  durationSeconds: number | null;
  tags: string[];
  /** Staff's choice, or what the detector found when staff did not choose; null before either. */
  language: ContentLanguage | null;
  status: ContentStatus;
  mediaType: MediaType;
  mediaUrl: string | null;
  mediaFileSize: number | null;
  mediaMimeType: string | null;
  videoThumbnailUrl: string | null;
  videoWidth: number | null;
  videoHeight: number | null;
  videoFrameRate: number | null;
  audioUrl: string | null;
  audioFileSize: number | null;
  audioMimeType: string | null;
  transcriptText: string | null;
  transcriptLength: number | null;
  aiMetadata: AiMetadata | null;
  fileCreatedAt: string | null;
  /** 'import' when an archive import made it (transcribed in the backlog lane), else 'upload'. */
  origin: 'upload' | 'import';
  /** The series it is part of (its title) and its part number there. */
  seriesName: string | null;
  seriesPart: number | null;
  /** When it was recorded: 'YYYY', 'YYYY-MM' or 'YYYY-MM-DD', as precisely as known. */
  recordedOn: string | null;
  uploadedBy: string;
  /** When it was first published (null until then): feeds and pages date it by this. */
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
  directMediaUrl?: string | null;
  /** Light renditions that exist (issue 29), on items read one at a time; lists leave it out. */
  renditions?: RenditionDto[];
  /**
   * The lecture's chapters in time order (the analysis's, as the caller may see it: visitors only
   * once staff accepted or edited them); empty when there are none.
   */
  chapters: Chapter[];
  /** The 16:9 picture of cards and the content page: a video's thumbnail, else the item's generated cover (640x360). */
  artworkUrl: string;
  /** The 960x960 JPEG of social cards (og:image): the cover, or a video's thumbnail letterboxed with its title. */
  socialImageUrl: string;
  /** The same picture at 1400x1400, podcast apps' episode art (Apple's minimum). */
  podcastImageUrl: string;
  /** Staff views of a published item with changes waiting for review. */
  pendingReview?: PendingReview | null;
  /** Staff views: 'Analyse again' is under way (its proposal appears in aiMetadata.proposal). */
  analysingAgain?: boolean;
}

/**
 * The item as the content service answers on the bus: object keys, never URLs.
 * Only the gateway turns keys into `/api/media/...` or presigned URLs (ContentDto).
 */
export interface ContentRecord
  extends Omit<ContentDto, 'mediaUrl' | 'videoThumbnailUrl' | 'audioUrl' | 'directMediaUrl' | 'artworkUrl' | 'socialImageUrl' | 'podcastImageUrl' | 'transcriptText' | 'aiMetadata' | 'chapters'> {
  /** The original (`media/<id>/original.<ext>`); null until media-storage has registered the upload. */
  mediaKey: string | null;
  /** A video's thumbnail beside its original, when one could be made. */
  thumbnailKey: string | null;
  /** The analysis without the transcript: the transcript is asked for on its own (content.transcript.get.v1). */
  aiMetadata: StoredAnalysis | null;
}

/** content.get.v1's reply: the record with its transcript, as gateways of the previous release read it. */
export interface ContentRecordV1 extends Omit<ContentRecord, 'aiMetadata'> {
  transcriptText: string | null;
  aiMetadata: AiMetadata | null;
}
