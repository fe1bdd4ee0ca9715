import type { BacklogStatus, BacklogStatusRequest, SetBacklogPausedRequest } from './backlog.messages';
import type { ProgressStateReply, ProgressStateRequest } from './transcription.tasks';
import type { SpeechEnginesReport, SpeechEnginesRequest } from './engines.messages';
import type {
  MediaProbedEvent,
  TranscriptionCompletedEvent,
  TranscriptionCompletedV2Event,
  TranscriptionFailedEvent,
  TranscriptionRequestedEvent,
  AnalysisRequestedEvent,
  AnalysedEvent,
} from './transcription.events';
import type { AnalysisRequestedV2Event, TranscriptionCompletedV3Event } from './heard-transcript.events';

export const TRANSCRIPTION_QUEUE = 'transcription';
export const SEGMENT_QUEUE = 'transcription.segments';

export const TranscriptionPatterns = {
  requested: 'transcription.requested.v1',
  mediaProbed: 'transcription.media-probed.v1',
  /** Accepted from the previous release's producers; sent by none now. */
  completedV1: 'transcription.completed.v1',
  completedV2: 'transcription.completed.v2',
  /** Passages with the engine's confidence per word (issue 27). */
  completed: 'transcription.completed.v3',
  failed: 'transcription.failed.v1',
  /** 'Analyse again': content sends the transcript as it stands; only the analysis runs. */
  analysisRequestedV1: 'transcription.analysis.requested.v1',
  analysisRequested: 'transcription.analysis.requested.v2',
  /** Accepted from the previous release's producers; its analysis has no withheld texts or certainty. */
  analysedV1: 'transcription.analysed.v1',
  analysed: 'transcription.analysed.v2',
  /** Point-to-point task on SEGMENT_QUEUE (competing workers), not a routed event. */
  segment: 'transcription.segment.v1',
  progressState: 'transcription.progress-state.v1',
  backlogStatus: 'transcription.backlog.status.v1',
  setBacklogPaused: 'transcription.backlog.set-paused.v1',
  /** The engines and models a worker has, for the admin settings. */
  engines: 'transcription.engines.v1',
} as const;

export interface TranscriptionRequests {
  'transcription.progress-state.v1': { request: ProgressStateRequest; reply: ProgressStateReply };
  'transcription.backlog.status.v1': { request: BacklogStatusRequest; reply: BacklogStatus };
  'transcription.backlog.set-paused.v1': { request: SetBacklogPausedRequest; reply: BacklogStatus };
  'transcription.engines.v1': { request: SpeechEnginesRequest; reply: SpeechEnginesReport };
}

export interface TranscriptionEvents {
  'transcription.requested.v1': TranscriptionRequestedEvent;
  'transcription.media-probed.v1': MediaProbedEvent;
  'transcription.completed.v1': TranscriptionCompletedEvent;
  'transcription.completed.v2': TranscriptionCompletedV2Event;
  'transcription.completed.v3': TranscriptionCompletedV3Event;
  'transcription.failed.v1': TranscriptionFailedEvent;
  'transcription.analysis.requested.v1': AnalysisRequestedEvent;
  'transcription.analysis.requested.v2': AnalysisRequestedV2Event;
  'transcription.analysed.v1': AnalysedEvent;
  'transcription.analysed.v2': AnalysedEvent;
}
