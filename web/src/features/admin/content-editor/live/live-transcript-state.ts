import { readStreamFrame } from '@proto/progress/progress.frames';
import type { ProgressLogLevel, ProgressMessage, TranscriptMetadata } from '@/types/api';

/** SPEC section 9: progress log entries kept. */
export const MAX_LOG_ENTRIES = 50;

export type LivePhase = 'idle' | 'connecting' | 'processing' | 'completed' | 'error';
export type LiveConnection = 'sse' | 'ws' | 'none';

export type LogEntry = { message: string; level: ProgressLogLevel; timestamp: string; progress?: number };

export type LiveTranscriptState = {
  phase: LivePhase;
  connection: LiveConnection;
  progress: number;
  /** Progress text of the spinner line. */
  message: string | null;
  text: string;
  /** True once any chunk arrived in this session (shows the 'Live' marker while processing). */
  streamed: boolean;
  metadata: TranscriptMetadata | null;
  /** Processing error (transcript_error) or connection failure text. */
  error: string | null;
  logs: LogEntry[];
};

export const INITIAL_LIVE_STATE: LiveTranscriptState = {
  phase: 'idle',
  connection: 'none',
  progress: 0,
  message: null,
  text: '',
  streamed: false,
  metadata: null,
  error: null,
  logs: [],
};

export type LiveAction =
  | { type: 'connecting' }
  | { type: 'connected'; connection: Exclude<LiveConnection, 'none'> }
  | { type: 'disconnected'; error?: string }
  | { type: 'failed'; error: string }
  | { type: 'message'; message: ProgressMessage }
  | { type: 'reset' };

/** Realtime progress values lie between 0 and 100 (SPEC section 5). */
export function clampProgress(value: number | undefined, fallback: number): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return fallback;
  return Math.min(100, Math.max(0, value));
}

function applyMessage(state: LiveTranscriptState, message: ProgressMessage): LiveTranscriptState {
  switch (message.type) {
    case 'transcript_start':
      return { ...state, phase: 'processing', progress: 0, text: '', error: null, message: message.message ?? 'Processing started' };
    case 'transcript_chunk':
      return {
        ...state,
        phase: 'processing',
        text: state.text + message.chunk,
        streamed: true,
        progress: clampProgress(message.progress, state.progress),
        error: null,
      };
    case 'transcript_complete':
      return {
        ...state,
        phase: 'completed',
        progress: 100,
        text: message.transcript,
        metadata: message.metadata ?? null,
        message: 'Processing complete',
        error: null,
      };
    case 'transcript_error':
      return { ...state, phase: 'error', error: message.error || 'Processing failed' };
    case 'transcript_progress_log': {
      const entry: LogEntry = {
        message: message.message,
        level: message.level ?? 'info',
        timestamp: message.timestamp ?? new Date().toISOString(),
        progress: message.progress,
      };
      // A reconnect replays recent log lines: keep each line once.
      if (state.logs.some((l) => l.timestamp === entry.timestamp && l.message === entry.message)) return state;
      return {
        ...state,
        phase: state.phase === 'completed' || state.phase === 'error' ? state.phase : 'processing',
        logs: [...state.logs, entry].slice(-MAX_LOG_ENTRIES),
        message: entry.message,
        progress: clampProgress(message.progress, state.progress),
      };
    }
    case 'connected':
    case 'heartbeat':
      return state;
  }
}

export function liveTranscriptReducer(state: LiveTranscriptState, action: LiveAction): LiveTranscriptState {
  switch (action.type) {
    case 'connecting':
      return { ...state, phase: state.phase === 'idle' ? 'connecting' : state.phase };
    case 'connected':
      return { ...state, connection: action.connection, error: state.phase === 'error' ? state.error : null };
    case 'disconnected':
      return { ...state, connection: 'none', error: action.error ?? state.error };
    case 'failed':
      return { ...state, connection: 'none', phase: 'error', error: action.error };
    case 'message':
      return applyMessage(state, action.message);
    case 'reset':
      return INITIAL_LIVE_STATE;
  }
}

/**
 * Reads one SSE data line or WebSocket frame with the contracts' own frame classes
 * (class-validator, as the gateway checks them); null for anything that is not a frame.
 */
export function parseProgressMessage(data: unknown): ProgressMessage | null {
  if (typeof data !== 'string') return null;
  try {
    return readStreamFrame(data);
  } catch (error) {
    // A frame this page cannot read is skipped, never shown; the console says why.
    console.warn(error instanceof Error ? error.message : error);
    return null;
  }
}
