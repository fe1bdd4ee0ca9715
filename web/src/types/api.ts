/*
 * API objects as the gateway returns them (SPEC section 3). The shapes come from the
 * server-side contracts in proto/ (type-only imports: nothing of proto is bundled).
 */
import type { ContentDto } from '@proto/content/content.types';
import type { ContentLanguage } from '@proto/content/content-language';
import type { StreamFrame } from '@proto/progress/progress.messages';
import type { TimedSegment } from '@proto/content/content.types';
import type { SourceReference } from '@proto/content/analysis.types';

export type UserRole = 'admin' | 'contributor' | 'viewer';

export type User = {
  id: string;
  username: string;
  fullName: string | null;
  role: UserRole;
  createdAt?: string;
  updatedAt?: string;
};

export type { ContentStatus, MediaType, TimedSegment } from '@proto/content/content.types';
export type { Chapter, SourceReference } from '@proto/content/analysis.types';
export type { ProgressLogLevel, TranscriptMetadata } from '@proto/progress/progress.messages';

/** A question/answer pair; older items use the short keys q and a. */
export type QnaItem = {
  question?: string;
  answer?: string;
  q?: string;
  a?: string;
  startChar?: number;
  endChar?: number;
  startTimeSec?: number;
  endTimeSec?: number;
  confidence?: number;
  source?: 'llm' | 'rule';
};


export type AiMetadata = {
  summary?: string;
  keyPoints?: string[];
  topics?: string[];
  language?: string;
  questions?: QnaItem[];
  qna?: QnaItem[];
  /** Timed transcript passages, when the speech-to-text engine gave timings. */
  segments?: TimedSegment[];
  /** Quran verses and hadith collections the lecture cites, each at its moment. */
  references?: SourceReference[];
  /** Why processing finished without a transcript (no engine for the item's language). */
  transcriptUnavailable?: string;
  /** The server may add further keys; the admin metadata card shows the readable ones. */
  [key: string]: unknown;
};

/** The item as every content route returns it; aiMetadata read tolerantly (older key spellings). */
export type Content = Omit<ContentDto, 'aiMetadata'> & { aiMetadata: AiMetadata | null };

/** GET /api/content/admin */
export type AdminContentResponse = { content: Content[] };

/** PUT /api/media-uploads */
export type MediaUploadRequest = {
  mediaURL: string;
  /** Null: the file's own title tag, else its name. */
  title: string | null;
  description: string;
  fileCreatedAt: string | null;
  fileName: string;
  durationSeconds: number | null;
  /** The spoken language staff chose; absent: detected from the transcript. */
  language?: ContentLanguage;
};

/** PUT /api/media-uploads answers the created item itself, like the other content routes. */
export type MediaUploadResponse = Content;

/** POST /api/objects/upload */
export type UploadUrlResponse = { uploadURL: string };

/* Live progress messages (SSE /api/content/{id}/stream and WebSocket /ws). */

/** Live progress (SSE /api/content/{id}/stream and WebSocket /ws), including connected and heartbeat frames. */
export type ProgressMessage = StreamFrame;

export type ProgressMessageType = ProgressMessage['type'];

export type { SeriesNeighbour, SeriesPlacement, SeriesStatus } from '@proto/series/series.types';

/** The URLs of a series' uploaded picture (null: none uploaded, the drawn artwork is shown). */
type SeriesPictures = { artworkUrl: string | null; podcastImageUrl: string | null };

/** A series without its parts (GET /api/series, /api/series/public, the search's series). */
export type SeriesSummary = import('@proto/series/series.types').SeriesSummary & SeriesPictures;

export type { SpeakerChange, SpeakerLink, SpeakerRecord, SpeakerRef, SpeakerSeriesRef, SpeakerSummary } from '@proto/speakers/speaker.types';

/** A page of a speaker's lectures (GET /api/speakers/public/{address}/lectures, /api/speakers/{id}/lectures). */
export type SpeakerLecturesPage = { items: Content[]; nextCursor: string | null };

/** A lecture in its series (GET /api/series/{id}, /api/series/public/{slug}). */
export type SeriesPart = { part: number; content: Content };

/** A series with its parts in order: every part for staff, the published ones for visitors. */
export type Series = Omit<import('@proto/series/series.types').SeriesRecord, 'parts'> & SeriesPictures & { parts: SeriesPart[] };
