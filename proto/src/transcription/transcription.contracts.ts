import type { BacklogStatus, BacklogStatusRequest, SetBacklogPausedRequest } from './backlog.messages';
import type { ProgressStateReply, ProgressStateRequest } from './transcription.tasks';
import type {
  MediaProbedEvent,
  TranscriptionCompletedEvent,
  TranscriptionCompletedV2Event,
  TranscriptionFailedEvent,
  TranscriptionRequestedEvent,
  AnalysisRequestedEvent,
  AnalysedEvent,
} from './transcription.events';

export const TRANSCRIPTION_QUEUE = 'transcription';
export const SEGMENT_QUEUE = 'transcription.segments';

export const TranscriptionPatterns = {
  requested: 'transcription.requested.v1',
  mediaProbed: 'transcription.media-probed.v1',
  /** Accepted from the previous release's producers; sent by none now. */
  completedV1: 'transcription.completed.v1',
  completed: 'transcription.completed.v2',
  failed: 'transcription.failed.v1',
  /** 'Analyse again': content sends the transcript as it stands; only the analysis runs. */
  analysisRequested: 'transcription.analysis.requested.v1',
  analysed: 'transcription.analysed.v1',
  /** Point-to-point task on SEGMENT_QUEUE (competing workers), not a routed event. */
  segment: 'transcription.segment.v1',
  progressState: 'transcription.progress-state.v1',
  backlogStatus: 'transcription.backlog.status.v1',
  setBacklogPaused: 'transcription.backlog.set-paused.v1',
} as const;

export interface TranscriptionRequests {
  'transcription.progress-state.v1': { request: ProgressStateRequest; reply: ProgressStateReply };
  'transcription.backlog.status.v1': { request: BacklogStatusRequest; reply: BacklogStatus };
  'transcription.backlog.set-paused.v1': { request: SetBacklogPausedRequest; reply: BacklogStatus };
}

export interface TranscriptionEvents {
  'transcription.requested.v1': TranscriptionRequestedEvent;
  'transcription.media-probed.v1': MediaProbedEvent;
  'transcription.completed.v1': TranscriptionCompletedEvent;
  'transcription.completed.v2': TranscriptionCompletedV2Event;
  'transcription.failed.v1': TranscriptionFailedEvent;
  'transcription.analysis.requested.v1': AnalysisRequestedEvent;
  'transcription.analysed.v1': AnalysedEvent;
}
