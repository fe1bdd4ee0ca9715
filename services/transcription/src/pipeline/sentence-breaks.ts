import { alignWords } from '../analysis/word-alignment';
import type { JoinedTranscript } from './timed-transcript';
import { applyWrittenForms, writtenForms, type WrittenForms } from '../vocabulary/written-forms';

/** Names alone, for callers without a vocabulary (tests of the sentence rules). */
const NAMES_ONLY = writtenForms([]);

/** A pause at least this long between two words ends a sentence. */
const SENTENCE_PAUSE_SEC = 0.25;
/** A run longer than this is cut at its longest pause, so no sentence runs on for ever. */
const MAX_SENTENCE_WORDS = 25;

/**
 * Engine output without punctuation (PocketSphinx: lower case, one run of words) becomes
 * sentences people can read: a full stop where the speaker paused (or at the longest pause
 * of a run that would go on too long), a capital at each sentence's start, 'I', and names
 * and the vocabulary's terms in their written forms. Text that already has sentence punctuation (Whisper)
 * and words without timings are left as they are; the words themselves never change, so
 * the timings still align.
 */
export function punctuate(joined: JoinedTranscript, forms: WrittenForms = NAMES_ONLY): JoinedTranscript {
  const { text, words } = joined;
  if (!text.trim() || /[.?!؟]/.test(text) || words.length === 0) return joined;
  const aligned = alignWords(text, words);
  if (aligned.length < 2) return { ...joined, text: capitalise(text, forms) };

  const ends = new Set<number>();
  let first = 0;
  for (let i = 0; i < aligned.length - 1; i++) {
    if (aligned[i + 1].start - aligned[i].end >= SENTENCE_PAUSE_SEC) {
      ends.add(i);
      first = i + 1;
    } else if (i + 1 - first >= MAX_SENTENCE_WORDS) {
      // Cut the run at its longest pause (its middle on a tie), away from both ends.
      let cut = first + Math.floor((i - first) / 2);
      for (let j = first + 3; j < i - 3; j++) if (aligned[j + 1].start - aligned[j].end > aligned[cut + 1].start - aligned[cut].end) cut = j;
      ends.add(cut);
      first = cut + 1;
    }
  }

  let out = '';
  let from = 0;
  for (const i of [...ends].sort((a, b) => a - b)) {
    out += `${text.slice(from, aligned[i].endChar)}.`;
    from = aligned[i].endChar;
  }
  out += text.slice(from).trimEnd();
  return { ...joined, text: capitalise(`${out}.`, forms) };
}

function capitalise(text: string, forms: WrittenForms): string {
  return applyWrittenForms(text, forms)
    .replace(/\bi\b/g, 'I')
    .replace(/(^\s*|[.?!]\s+)(\p{Ll})/gu, (_m, before: string, letter: string) => before + letter.toUpperCase());
}
