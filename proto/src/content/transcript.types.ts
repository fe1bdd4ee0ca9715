/** What the transcript and its history say (no decorators: the web app reads these types too). */
import type { AiMetadata, ContentRecord, Passage, StoredAnalysis, TimedSegment } from './content.types';

/**
 * A word the speech engine gave at least this confidence (0-1) counts as certain: the analysis
 * quotes only sentences mostly made of such words, and the correction editor underlines the others.
 * Chosen on measurements (docs/architecture.md, 'Confidence').
 */
export const CERTAIN_WORD = 0.5;

/** The words of a passage the engine was unsure of, by their place among its words (split at spaces). */
export function unsureWords(passage: Pick<Passage, 'text' | 'confidence'>): Set<number> {
  const words = passage.text.trim().split(/\s+/).filter(Boolean);
  if (!passage.confidence || passage.confidence.length !== words.length) return new Set();
  return new Set(passage.confidence.flatMap((conf, i) => (conf < CERTAIN_WORD ? [i] : [])));
}

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

/** An item's transcript: its passages in order; none before it is transcribed or while a reprocess makes a new one. */
export interface TranscriptReply {
  contentId: string;
  passages: Passage[];
}

/** An item read whole: its record and its transcript from one snapshot of the database. */
export interface ContentReadReply {
  item: ContentRecord;
  transcript: TranscriptReply;
}

/**
 * The text passages make (each one's words with single spaces, one space between passages) and
 * each passage's place in it. PostgreSQL derives the item's `transcript_text` the same way.
 */
export function joinPassages(passages: readonly Passage[]): { text: string; segments: TimedSegment[] } {
  let text = '';
  const segments = passages.map((passage) => {
    const words = passage.text.trim().replace(/\s+/g, ' ');
    if (text) text += ' ';
    const startChar = text.length;
    text += words;
    return { ...passage, text: words, startChar, endChar: text.length };
  });
  return { text, segments };
}

/**
 * SPEC's `transcriptText` and `aiMetadata` of an item read whole: the text the passages make (null
 * when there are none), and the stored analysis with the passages as timed `segments`.
 */
export function withTranscript(analysis: StoredAnalysis | null, passages: readonly Passage[]): { transcriptText: string | null; aiMetadata: AiMetadata | null } {
  const { text, segments } = joinPassages(passages);
  return {
    transcriptText: passages.length > 0 ? text : null,
    aiMetadata: analysis || passages.length > 0 ? { ...analysis, segments } : null,
  };
}
