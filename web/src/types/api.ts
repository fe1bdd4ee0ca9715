/*
 * API objects as the gateway returns them (SPEC section 3). The response shapes are generated
 * from the gateway's OpenAPI document (api-schema.gen.ts, `npm run api:types`; a test fails when
 * it is stale), so the web app reads what the document promises; message shapes the document
 * does not cover (live progress frames) come from proto/ (type-only imports: nothing is bundled).
 */
import type { components } from './api-schema.gen';
import type { StreamFrame } from '@proto/progress/progress.messages';
import type { TimedSegment } from '@proto/content/content.types';
import type { SourceReference } from '@proto/content/analysis.types';

type Schemas = components['schemas'];

export type User = Schemas['UserDto'];
export type UserRole = User['role'];

export type { TimedSegment } from '@proto/content/content.types';
export type { SourceReference } from '@proto/content/analysis.types';
export type ContentStatus = Schemas['ContentResponse']['status'];
export type MediaType = Schemas['ContentResponse']['mediaType'];
export type Chapter = Schemas['ChapterResponse'];
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
export type Content = Omit<Schemas['ContentResponse'], 'aiMetadata'> & { aiMetadata: AiMetadata | null };

/** GET /api/content/admin */
export type AdminContentResponse = { content: Content[] };

/** PUT /api/media-uploads: a null or absent title takes the file's own title tag, else its name. */
export type MediaUploadRequest = Schemas['MediaUploadDto'];

/** PUT /api/media-uploads answers the created item itself, like the other content routes. */
export type MediaUploadResponse = Content;

/** POST /api/objects/upload */
export type UploadUrlResponse = Schemas['UploadUrlResponse'];

/* Live progress messages (SSE /api/content/{id}/stream and WebSocket /ws). */

/** Live progress (SSE /api/content/{id}/stream and WebSocket /ws), including connected and heartbeat frames. */
export type ProgressMessage = StreamFrame;

export type ProgressMessageType = ProgressMessage['type'];

export type SeriesSummary = Schemas['SeriesSummaryResponse'];
export type SeriesStatus = SeriesSummary['status'];
export type SeriesPlacement = Schemas['SeriesPlacementResponse'];
export type SeriesNeighbour = Schemas['NeighbourResponse'];

export type SpeakerRecord = Schemas['SpeakerResponse'];
export type SpeakerSummary = Schemas['SpeakerSummaryResponse'];
export type SpeakerLink = Schemas['SpeakerLinkResponse'];
export type SpeakerRef = Schemas['SpeakerRefResponse'];
export type SpeakerSeriesRef = Schemas['SpeakerSeriesResponse'];
export type SpeakerChange = Schemas['SpeakerChangeResponse'];

/** A page of a speaker's lectures (GET /api/speakers/public/{address}/lectures, /api/speakers/{id}/lectures). */
export type SpeakerLecturesPage = { items: Content[]; nextCursor: string | null };

/** A lecture in its series (GET /api/series/{id}, /api/series/public/{slug}). */
export type SeriesPart = { part: number; content: Content };

/** A series with its parts in order: every part for staff, the published ones for visitors. */
export type Series = Omit<Schemas['SeriesResponse'], 'parts'> & { parts: SeriesPart[] };
