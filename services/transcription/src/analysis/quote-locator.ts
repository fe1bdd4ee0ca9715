import type { SentenceUnit } from './sentence-units';

export interface Located {
  startChar: number;
  endChar: number;
}

const wordsOf = (s: string) => s.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? [];

/**
 * Where a model's quote sits in the transcript. Compared word by word (case,
 * punctuation and spacing ignored); when the quote is not verbatim, the sentence unit
 * sharing most words with it, if it shares at least half.
 */
export function locateQuote(text: string, quote: string, units: SentenceUnit[]): Located | undefined {
  const needle = wordsOf(quote);
  if (needle.length === 0) return undefined;
  const tokens = [...text.matchAll(/[\p{L}\p{N}']+/gu)].map((m) => ({ word: m[0].toLowerCase(), start: m.index, end: m.index + m[0].length }));
  outer: for (let i = 0; i + needle.length <= tokens.length; i++) {
    for (let j = 0; j < needle.length; j++) if (tokens[i + j].word !== needle[j]) continue outer;
    return { startChar: tokens[i].start, endChar: tokens[i + needle.length - 1].end };
  }
  const wanted = new Set(needle);
  let best: { unit: SentenceUnit; share: number } | undefined;
  for (const unit of units) {
    const share = wordsOf(unit.text).filter((w) => wanted.has(w)).length / wanted.size;
    if (!best || share > best.share) best = { unit, share };
  }
  return best && best.share >= 0.5 ? { startChar: best.unit.startChar, endChar: best.unit.endChar } : undefined;
}
