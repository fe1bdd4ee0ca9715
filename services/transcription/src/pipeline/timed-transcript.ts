import type { TimedSegment } from '@lectures/proto';
import { alignWords } from '../analysis/word-alignment';
import type { TimedWord } from '../stt/speech-to-text';
import { confidenceOfWords } from './passage-confidence';

/** One transcribed segment: its text and words with times relative to the segment. */
export interface SegmentResult {
  startSec: number;
  text: string | null;
  words: TimedWord[] | null;
  /** The language the engine said it heard in the segment, when it says one. */
  language?: string | null;
}

export interface JoinedTranscript {
  text: string;
  /** Word times from the start of the recording. */
  words: TimedWord[];
  /** The language the engine said it heard for most of the words; absent when it said none. */
  language?: string;
}

/** The language the engine reported for the most words (a lecture may open with Arabic recitation). */
function mostHeardLanguage(segments: SegmentResult[]): string | undefined {
  const words = new Map<string, number>();
  for (const segment of segments) {
    if (!segment.language) continue;
    words.set(segment.language, (words.get(segment.language) ?? 0) + (segment.words?.length ?? 0) + 1);
  }
  return [...words.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;

/** Joins segment results in order into one transcript with absolute word times. */
export function joinSegments(segments: SegmentResult[]): JoinedTranscript {
  const texts: string[] = [];
  const words: TimedWord[] = [];
  for (const segment of segments) {
    const text = segment.text?.trim();
    if (text) texts.push(text);
    for (const w of segment.words ?? []) {
      words.push({ ...w, start: round3(w.start + segment.startSec), end: round3(w.end + segment.startSec) });
    }
  }
  const language = mostHeardLanguage(segments);
  return { text: texts.join(' '), words, ...(language ? { language } : {}) };
}

export interface CueOptions {
  pauseSec?: number;
  maxSec?: number;
  maxWords?: number;
}

/**
 * Caption-sized timed stretches of the transcript: a new one at each pause, and at
 * most ~6 s or 14 words, so a player can highlight and caption what is being said.
 */
export function buildTimedSegments(text: string, words: TimedWord[], options: CueOptions = {}): TimedSegment[] {
  const pause = options.pauseSec ?? 0.6;
  const maxSec = options.maxSec ?? 6;
  const maxWords = options.maxWords ?? 14;
  const aligned = alignWords(text, words);
  const cues: TimedSegment[] = [];
  let first = 0;
  for (let i = 1; i <= aligned.length; i++) {
    const ends =
      i === aligned.length ||
      aligned[i].start - aligned[i - 1].end >= pause ||
      aligned[i].end - aligned[first].start > maxSec ||
      i - first >= maxWords;
    if (!ends) continue;
    const a = aligned[first];
    const b = aligned[i - 1];
    // Stretch up to the next cue so punctuation after the last word stays in this one.
    const gap = i < aligned.length ? text.slice(b.endChar, aligned[i].startChar) : text.slice(b.endChar);
    const endChar = b.endChar + gap.trimEnd().length;
    const said = text.slice(a.startChar, endChar);
    const confidence = confidenceOfWords(said, a.startChar, aligned.slice(first, i));
    cues.push({ start: a.start, end: b.end, text: said, startChar: a.startChar, endChar, ...(confidence ? { confidence } : {}) });
    first = i;
  }
  return cues;
}

const UNTIMED_CHARS = 1000;

/**
 * The transcript's timed passages. Text from an engine that gave no word times is cut into
 * passages of at most UNTIMED_CHARS at word breaks, timed in proportion to their place in the
 * text, so no word is lost and staff can still correct them.
 */
export function timedPassages(joined: JoinedTranscript, durationSec: number | null): TimedSegment[] {
  const segments = buildTimedSegments(joined.text, joined.words);
  if (segments.length > 0 || !joined.text.trim()) return segments;
  const text = joined.text;
  const at = (char: number) => Math.round(((durationSec ?? 0) * char) / text.length * 1000) / 1000;
  const untimed: TimedSegment[] = [];
  for (let start = text.search(/\S/); start >= 0 && start < text.length; ) {
    let end = Math.min(text.length, start + UNTIMED_CHARS);
    const space = text.lastIndexOf(' ', end);
    if (end < text.length && space > start) end = space;
    const piece = text.slice(start, end).trimEnd();
    untimed.push({ start: at(start), end: at(start + piece.length), text: piece, startChar: start, endChar: start + piece.length });
    const next = text.slice(end).search(/\S/);
    start = next < 0 ? -1 : end + next;
  }
  return untimed;
}
