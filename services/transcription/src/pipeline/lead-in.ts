import type { Transcription } from '../stt/speech-to-text';

/**
 * A segment is cut with a short lead-in of the audio before it, so the engine has adapted to
 * the voice and the room (PocketSphinx normalises its features over what it has heard) by the
 * time the segment's own words begin. The words heard in the lead-in belong to the previous
 * segment: they are dropped by their timings, and the rest shifted back to the segment's start.
 */
export function withoutLeadIn(heard: Transcription, leadInSec: number): Transcription {
  if (leadInSec <= 0) return heard;
  const words = heard.words
    .filter((w) => (w.start + w.end) / 2 >= leadInSec)
    .map((w) => ({ ...w, start: shifted(w.start, leadInSec), end: shifted(w.end, leadInSec) }));
  return { ...heard, text: words.map((w) => w.word).join(' '), words };
}

/** A time moved back by the lead-in, to the millisecond, never before the segment's start. */
function shifted(seconds: number, leadInSec: number): number {
  return Math.max(0, Math.round((seconds - leadInSec) * 1000) / 1000);
}
