import { unsureWords } from '@proto/content/transcript.types';
import type { TimedSegment } from '@/types/api';

/**
 * A passage being corrected: its times, its text, whether staff corrected it before, and the text
 * and word confidences as the engine heard it (its marks hold while the text is unchanged).
 */
export type DraftPassage = { key: string; start: number; end: number; text: string; edited?: TimedSegment['edited']; heard?: { text: string; confidence: number[] } };

let next = 0;
const keyOf = () => `p${++next}`;

export function draftPassages(segments: TimedSegment[]): DraftPassage[] {
  return segments.map((s) => ({
    key: keyOf(),
    start: s.start,
    end: s.end,
    text: s.text,
    edited: s.edited,
    ...(s.confidence && !s.edited ? { heard: { text: s.text, confidence: s.confidence } } : {}),
  }));
}

/** The words of a passage with whether the engine was unsure of each; none once staff changed its text (they checked it). */
export function markedWords(passage: DraftPassage): { word: string; unsure: boolean }[] | null {
  if (!passage.heard || passage.heard.text !== passage.text) return null;
  const unsure = unsureWords(passage.heard);
  if (unsure.size === 0) return null;
  return passage.text.trim().split(/\s+/).map((word, i) => ({ word, unsure: unsure.has(i) }));
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;

/**
 * Splits a passage where the caret is: the text on each side, the time shared out by the
 * share of characters (the recording's words are not timed one by one here). Null when
 * the caret leaves one side empty.
 */
export function splitPassage(passages: DraftPassage[], index: number, caret: number): DraftPassage[] | null {
  const passage = passages[index];
  if (!passage) return null;
  const before = passage.text.slice(0, caret).trim();
  const after = passage.text.slice(caret).trim();
  if (!before || !after) return null;
  const share = caret / passage.text.length;
  const at = round3(passage.start + (passage.end - passage.start) * share);
  return [
    ...passages.slice(0, index),
    { key: keyOf(), start: passage.start, end: at, text: before },
    { key: keyOf(), start: at, end: passage.end, text: after },
    ...passages.slice(index + 1),
  ];
}

/** Joins a passage with the one after it: one passage from the first's start to the second's end. */
export function mergeWithNext(passages: DraftPassage[], index: number): DraftPassage[] {
  const a = passages[index];
  const b = passages[index + 1];
  if (!a || !b) return passages;
  return [...passages.slice(0, index), { key: keyOf(), start: a.start, end: b.end, text: `${a.text.trim()} ${b.text.trim()}` }, ...passages.slice(index + 2)];
}

export function removePassage(passages: DraftPassage[], index: number): DraftPassage[] {
  return passages.filter((_, i) => i !== index);
}

export function changePassage(passages: DraftPassage[], index: number, text: string): DraftPassage[] {
  return passages.map((p, i) => (i === index ? { ...p, text } : p));
}

/** What PUT /api/content/{id}/transcript takes. */
export function toPassages(passages: DraftPassage[]): { start: number; end: number; text: string }[] {
  return passages.map(({ start, end, text }) => ({ start, end, text }));
}
