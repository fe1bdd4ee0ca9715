import { analysisOf, type Analysis, type Passage, type TranscriptionCompletedEvent, type TranscriptionCompletedV2Event, type TranscriptionCompletedV3Event } from '@lectures/proto';

/** A finished transcription as content stores it, whichever form of the completed event brought it. */
export interface TranscriptResult {
  contentId: string;
  generation: number;
  passages: Passage[];
  analysis: Analysis;
  /** Why there are no passages: no speech engine for the item's language. */
  transcriptUnavailable?: string;
}

/** Each passage with the engine's confidence of its words, kept only when there is one per word. */
export function resultOfV3(event: TranscriptionCompletedV3Event): TranscriptResult {
  return {
    ...resultOfV2(event),
    passages: event.passages.map(({ start, end, text, confidence }) => ({ start, end, text, ...(confidence && fitsWords(text, confidence) ? { confidence } : {}) })),
  };
}

/** One confidence per word of the text as content keeps it (words with single spaces). */
function fitsWords(text: string, confidence: number[]): boolean {
  return text.trim().split(/\s+/).filter(Boolean).length === confidence.length;
}

/** The previous release's event: passages without the engine's confidence. */
export function resultOfV2(event: TranscriptionCompletedV2Event): TranscriptResult {
  return {
    contentId: event.contentId,
    generation: event.generation,
    passages: event.passages.map(({ start, end, text }) => ({ start, end, text })),
    analysis: event.analysis,
    ...(event.transcriptUnavailable ? { transcriptUnavailable: event.transcriptUnavailable } : {}),
  };
}

/**
 * The previous release's event: timed segments inside open metadata, suggestions beside it. Text
 * without segments (an engine that gave no word times) becomes one passage over the recording.
 */
export function resultOfV1(event: TranscriptionCompletedEvent, durationSeconds: number | null): TranscriptResult {
  const segments = event.aiMetadata.segments ?? [];
  const text = event.transcriptText.trim();
  const passages = segments.length > 0 ? segments.map(({ start, end, text: said }) => ({ start, end, text: said })) : text ? [{ start: 0, end: durationSeconds ?? 0, text }] : [];
  const unavailable = event.aiMetadata.transcriptUnavailable;
  return {
    contentId: event.contentId,
    generation: event.generation,
    passages,
    analysis: analysisOf({ ...event.aiMetadata, ...event.suggestions }),
    ...(typeof unavailable === 'string' && unavailable ? { transcriptUnavailable: unavailable } : {}),
  };
}
