import { CERTAIN_WORD } from '@lectures/proto';
import type { SentenceUnit } from './sentence-units';
import type { AlignedWord } from './word-alignment';

/*
 * How sure the engine must be before the analysis quotes it. Chosen on measurements
 * (bench/confidence.mjs, figures in docs/architecture.md): real PocketSphinx on flite lectures,
 * clean and with white noise mixed in.
 */

/** A word the engine gave at least this posterior (or Whisper probability) counts as certain (the editor underlines the others). */
export const WORD_CERTAIN = CERTAIN_WORD;
/** A sentence counts as certain when at least this share of its words does. */
export const SENTENCE_CERTAIN_SHARE = 0.6;
/** Below this share of the transcript's words in certain sentences, no summary, key points, title or description are written. */
export const TRANSCRIPT_CERTAIN_SHARE = 0.5;

export interface Certainty {
  /** Per unit, in order: whether its words are sure enough to quote. */
  certain: boolean[];
  /** Share of the transcript's words that lie in certain sentences; undefined when the engine reported no confidence. */
  share: number | undefined;
  /** Too little is certain to write a summary. */
  tooUncertain: boolean;
}

/**
 * Which sentence units the engine was sure of. Words the engine gave no confidence for (an
 * engine that reports none, a passage a person corrected) count as certain: a person's text
 * and an engine that says nothing are taken as they are.
 */
export function certaintyOf(units: SentenceUnit[], aligned: AlignedWord[]): Certainty {
  if (!aligned.some((w) => w.conf !== undefined)) return { certain: units.map(() => true), share: undefined, tooUncertain: false };
  let inCertain = 0;
  let total = 0;
  const certain = units.map((unit) => {
    const words = aligned.filter((w) => w.startChar >= unit.startChar && w.endChar <= unit.endChar);
    const sure = words.filter((w) => w.conf === undefined || w.conf >= WORD_CERTAIN).length;
    const isCertain = words.length > 0 && sure / words.length >= SENTENCE_CERTAIN_SHARE;
    total += words.length;
    if (isCertain) inCertain += words.length;
    return isCertain;
  });
  const share = total > 0 ? Math.round((inCertain / total) * 1000) / 1000 : 0;
  return { certain, share, tooUncertain: share < TRANSCRIPT_CERTAIN_SHARE };
}
