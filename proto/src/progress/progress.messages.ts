import type { QnaItem } from '../content/analysis.types';

/** Fanout exchange every gateway replica binds an exclusive queue to. */
export const PROGRESS_EXCHANGE = 'progress';

export const PROGRESS_LOG_LEVELS = ['info', 'warn', 'error'] as const;
export type ProgressLogLevel = (typeof PROGRESS_LOG_LEVELS)[number];

/** What transcript_complete carries (SPEC section 3). */
export interface TranscriptMetadata {
  title?: string;
  description?: string;
  speaker?: string;
  tags?: string[];
  language?: string;
  summary?: string;
  keyPoints?: string[];
  topics?: string[];
  qna?: QnaItem[];
}

export interface TranscriptStartMessage {
  type: 'transcript_start';
  contentId: string;
  message?: string;
}

export interface TranscriptChunkMessage {
  type: 'transcript_chunk';
  contentId: string;
  chunk: string;
  /** 0-100 */
  progress?: number;
  /**
   * Between services only (the gateway strips them): the segments this chunk covers,
   * `[fromSegment, toSegment)`, so chunks published after their commit can be put back in order.
   */
  fromSegment?: number;
  toSegment?: number;
}

export interface TranscriptCompleteMessage {
  type: 'transcript_complete';
  contentId: string;
  transcript: string;
  metadata?: TranscriptMetadata;
}

export interface TranscriptErrorMessage {
  type: 'transcript_error';
  contentId: string;
  error: string;
}

export interface TranscriptProgressLogMessage {
  type: 'transcript_progress_log';
  contentId: string;
  message: string;
  level?: ProgressLogLevel;
  /** ISO 8601 */
  timestamp: string;
  /** 0-100 */
  progress?: number;
}

/** The messages about one item's processing, as SSE data lines and WebSocket frames. */
export type ProgressMessage =
  | TranscriptStartMessage
  | TranscriptChunkMessage
  | TranscriptCompleteMessage
  | TranscriptErrorMessage
  | TranscriptProgressLogMessage;

export type ProgressMessageType = ProgressMessage['type'];

/** Frames a connection gets besides progress; clients ignore them (SPEC section 3). */
export interface ConnectedFrame {
  type: 'connected';
  contentId?: string;
}

export interface HeartbeatFrame {
  type: 'heartbeat';
  timestamp: string;
}

export type StreamFrame = ProgressMessage | ConnectedFrame | HeartbeatFrame;
