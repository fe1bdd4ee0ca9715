import { alignWords } from '../analysis/word-alignment';
import type { JoinedTranscript } from './timed-transcript';

/** A pause at least this long between two words ends a sentence. */
const SENTENCE_PAUSE_SEC = 0.25;
/** A run longer than this is cut at its longest pause, so no sentence runs on for ever. */
const MAX_SENTENCE_WORDS = 25;

/** Names and terms written with a capital whatever the engine gave (lower-case keys). */
const PROPER = new Map(
  [
    'Allah', 'God', 'Quran', "Qur'an", 'Islam', 'Islamic', 'Muslim', 'Muslims', 'Muhammad', 'Prophet Muhammad',
    'Ibrahim', 'Abraham', 'Musa', 'Moses', 'Isa', 'Jesus', 'Maryam', 'Mary', 'Nuh', 'Noah', 'Yusuf', 'Joseph',
    'Adam', 'Dawud', 'David', 'Sulayman', 'Solomon', 'Yunus', 'Jonah', 'Ismail', 'Ishmael', 'Yaqub', 'Jacob',
    'Abu Bakr', 'Umar', 'Uthman', 'Ali', 'Aisha', 'Khadijah', 'Fatimah', 'Bilal', 'Hasan', 'Husayn',
    'Bukhari', 'Tirmidhi', 'Nawawi', 'Ibn Kathir', 'Ghazali', 'Shafi', 'Hanafi', 'Maliki', 'Hanbali',
    'Makkah', 'Mecca', 'Madinah', 'Medina', 'Jerusalem', 'Kaaba', 'Arabic', 'Arabia', 'Arab', 'Arabs', 'English',
    'Ramadan', 'Shawwal', 'Muharram', 'Dhul Hijjah', 'Eid', 'Hajj', 'Jumuah', 'Friday', 'Monday', 'Tuesday',
    'Wednesday', 'Thursday', 'Saturday', 'Sunday', 'Sunnah', 'Shaytan', 'Satan', 'Jibril', 'Gabriel',
  ].map((name) => [name.toLowerCase(), name] as const),
);
const PROPER_PATTERN = new RegExp(
  `(?<![\\p{L}'])(${[...PROPER.keys()].sort((a, b) => b.length - a.length).map((k) => k.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(?![\\p{L}'])`,
  'giu',
);

/**
 * Engine output without punctuation (PocketSphinx: lower case, one run of words) becomes
 * sentences people can read: a full stop where the speaker paused (or at the longest pause
 * of a run that would go on too long), a capital at each sentence's start, 'I' and known
 * names and terms written properly. Text that already has sentence punctuation (Whisper)
 * and words without timings are left as they are; the words themselves never change, so
 * the timings still align.
 */
export function punctuate(joined: JoinedTranscript): JoinedTranscript {
  const { text, words } = joined;
  if (!text.trim() || /[.?!؟]/.test(text) || words.length === 0) return joined;
  const aligned = alignWords(text, words);
  if (aligned.length < 2) return { text: capitalise(text), words };

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
  return { text: capitalise(`${out}.`), words };
}

function capitalise(text: string): string {
  return text
    .replace(PROPER_PATTERN, (match: string) => PROPER.get(match.toLowerCase()) ?? match)
    .replace(/\bi\b/g, 'I')
    .replace(/(^\s*|[.?!]\s+)(\p{Ll})/gu, (_m, before: string, letter: string) => before + letter.toUpperCase());
}
