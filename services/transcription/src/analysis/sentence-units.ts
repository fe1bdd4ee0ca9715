import type { ItemToken } from 'wink-nlp';
import type { TimedWord } from '../stt/speech-to-text';
import { alignWords, timeSpan } from './word-alignment';
import { wink } from './wink';

/** A sentence-like stretch of the transcript with its character and time span. */
export interface SentenceUnit {
  text: string;
  startChar: number;
  endChar: number;
  startSec: number;
  endSec: number;
}

export interface UnitOptions {
  /** A pause at least this long between words ends a unit. */
  pauseSec?: number;
  /** Units never run longer than this, pause or not. */
  maxWords?: number;
}

/** Punctuated text (Whisper) has sentences; PocketSphinx text has none. */
export function isPunctuated(text: string): boolean {
  const marks = text.match(/[.?!](\s|$)/g)?.length ?? 0;
  const words = text.split(/\s+/).filter(Boolean).length;
  return marks > 0 && words / marks < 60;
}

/**
 * Splits a transcript into sentence units: the NLP library's sentences when the text is
 * punctuated, otherwise runs of words between the speaker's pauses.
 */
export function buildSentenceUnits(text: string, words: TimedWord[], options: UnitOptions = {}): SentenceUnit[] {
  const aligned = alignWords(text, words);
  if (isPunctuated(text) || aligned.length === 0) {
    const doc = wink().readDoc(text);
    const spans = doc.sentences().out(wink().its.span) as unknown as [number, number][];
    const tokens = doc.tokens();
    // Sentence spans are token indices; rebuild character offsets from the token text.
    const offsets: { start: number; end: number }[] = [];
    let cursor = 0;
    tokens.each((token: ItemToken) => {
      const value = token.out();
      const at = text.indexOf(value, cursor);
      const start = at < 0 ? cursor : at;
      offsets.push({ start, end: start + value.length });
      cursor = start + value.length;
    });
    return spans
      .map(([first, last]) => {
        const startChar = offsets[first]?.start ?? 0;
        const endChar = offsets[last]?.end ?? text.length;
        const span = timeSpan(aligned, startChar, endChar);
        return { text: text.slice(startChar, endChar), startChar, endChar, startSec: span?.start ?? 0, endSec: span?.end ?? 0 };
      })
      .filter((u) => u.text.trim().length > 0);
  }
  const pause = options.pauseSec ?? 0.45;
  const maxWords = options.maxWords ?? 40;
  const units: SentenceUnit[] = [];
  let first = 0;
  for (let i = 1; i <= aligned.length; i++) {
    const ends = i === aligned.length || aligned[i].start - aligned[i - 1].end >= pause || i - first >= maxWords;
    if (!ends) continue;
    const a = aligned[first];
    const b = aligned[i - 1];
    units.push({ text: text.slice(a.startChar, b.endChar), startChar: a.startChar, endChar: b.endChar, startSec: a.start, endSec: b.end });
    first = i;
  }
  return units;
}
