/** What the transcript and its history say (no decorators: the web app reads these types too). */
import type { AiMetadata, StoredAnalysis, TimedSegment } from './content.types';

/** One passage's change in one save. */
export interface PassageChange {
  start: number;
  end: number;
  /** What the passages at that time said before; '' for none. */
  before: string;
  /** '' when staff removed the passage. */
  after: string;
}

/** One save of the transcript: who, when, and what changed. */
export interface TranscriptEditRecord {
  by: string;
  at: string;
  changes: PassageChange[];
}

export interface TranscriptHistoryReply {
  edits: TranscriptEditRecord[];
}

/**
 * An item's transcript: its passages in order, each with its place in `text`. `text` is null
 * when there is none (never transcribed, or a reprocess is making a new one).
 */
export interface TranscriptReply {
  contentId: string;
  text: string | null;
  passages: TimedSegment[];
}

/** SPEC's aiMetadata: the stored analysis with the transcript's passages as `segments`; null when there is neither. */
export function aiMetadataWithTranscript(analysis: StoredAnalysis | null, transcript: Pick<TranscriptReply, 'passages'>): AiMetadata | null {
  if (!analysis && transcript.passages.length === 0) return null;
  return { ...analysis, segments: transcript.passages };
}
