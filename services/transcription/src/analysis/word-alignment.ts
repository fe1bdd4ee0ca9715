import type { TimedWord } from '../stt/speech-to-text';

export interface AlignedWord extends TimedWord {
  startChar: number;
  endChar: number;
}

const normalise = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}']/gu, '');

/**
 * Finds each timed word in the transcript text, in order, so a character span can be
 * turned into a time span. Words the text does not contain (an engine that reports
 * words and text separately may differ slightly) are skipped.
 */
export function alignWords(text: string, words: TimedWord[]): AlignedWord[] {
  const lower = text.toLowerCase();
  const aligned: AlignedWord[] = [];
  let cursor = 0;
  for (const word of words) {
    const needle = normalise(word.word);
    if (!needle) continue;
    const at = lower.indexOf(needle, cursor);
    // Do not jump far ahead on a miss: that would misplace every later word.
    if (at < 0 || at - cursor > 200) continue;
    aligned.push({ ...word, startChar: at, endChar: at + needle.length });
    cursor = at + needle.length;
  }
  return aligned;
}

/** Time span of the words inside [startChar, endChar), or undefined when none are. */
export function timeSpan(aligned: AlignedWord[], startChar: number, endChar: number): { start: number; end: number } | undefined {
  const inside = aligned.filter((w) => w.startChar >= startChar && w.endChar <= endChar);
  if (inside.length === 0) return undefined;
  return { start: inside[0].start, end: inside[inside.length - 1].end };
}
