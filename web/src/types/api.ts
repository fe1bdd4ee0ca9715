/*
 * API objects as the gateway returns them (SPEC section 3). Field names match the
 * server-side contracts in proto/ exactly; dates arrive as ISO strings over JSON.
 */

export type UserRole = 'admin' | 'contributor' | 'viewer';

export type User = {
  id: string;
  username: string;
  fullName: string | null;
  role: UserRole;
  createdAt?: string;
  updatedAt?: string;
};

export type ContentStatus = 'pending' | 'processing' | 'completed' | 'approved' | 'failed';

export type MediaType = 'audio' | 'video';

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

/** A timed stretch of the transcript (seconds and character offsets into transcriptText). */
export type TimedSegment = {
  start: number;
  end: number;
  text: string;
  startChar: number;
  endChar: number;
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
  /** The server may add further keys; the admin metadata card lists them all. */
  [key: string]: unknown;
};

export type Content = {
  id: string;
  title: string;
  description: string | null;
  speaker: string | null;
  durationSeconds: number | null;
  tags: string[];
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
  uploadedBy: string;
  createdAt: string;
  updatedAt: string;
  /** Only on the public detail. */
  directMediaUrl?: string | null;
};

/** GET /api/content/admin */
export type AdminContentResponse = { content: Content[] };

/** PUT /api/media-uploads */
export type MediaUploadRequest = {
  mediaURL: string;
  title: string;
  description: string;
  fileCreatedAt: string | null;
  fileName: string;
  durationSeconds: number | null;
};

export type MediaUploadResponse = { content: Content };

/** POST /api/objects/upload */
export type UploadUrlResponse = { uploadURL: string };

/* Live progress messages (SSE /api/content/{id}/stream and WebSocket /ws). */

export type TranscriptMetadata = {
  title?: string;
  description?: string;
  speaker?: string;
  tags?: string[];
  language?: string;
  summary?: string;
  keyPoints?: string[];
  topics?: string[];
  qna?: QnaItem[];
};

export type ProgressLogLevel = 'info' | 'warn' | 'error';

export type ProgressMessage =
  | { type: 'transcript_start'; contentId: string; message?: string }
  | { type: 'transcript_chunk'; contentId: string; chunk: string; progress?: number }
  | { type: 'transcript_complete'; contentId: string; transcript: string; metadata?: TranscriptMetadata }
  | { type: 'transcript_error'; contentId: string; error: string }
  | {
      type: 'transcript_progress_log';
      contentId: string;
      message: string;
      level?: ProgressLogLevel;
      timestamp?: string;
      progress?: number;
    }
  | { type: 'connected'; contentId?: string }
  | { type: 'heartbeat'; contentId?: string };

export type ProgressMessageType = ProgressMessage['type'];
