import type { Chapter } from '@lectures/proto';
import { scoreUnits } from '../extractive-summary';
import type { SentenceUnit } from '../sentence-units';
import { keyphraseTitles } from './chapter-titles';
import { findTopicShifts, type TopicShiftOptions } from './topic-shifts';

/** A generated chapter with the stretch of the transcript it covers (for a model to title it). */
export interface DraftChapter extends Chapter {
  startChar: number;
  endChar: number;
}

/**
 * Chapters from the built-in rules: a new one at every topic shift in the timed transcript, each
 * titled from its key phrases. The first starts at 0. A talk on one topic, or too short to have
 * chapters, gets none.
 */
export function ruleChapters(text: string, units: readonly SentenceUnit[], options: TopicShiftOptions = {}): DraftChapter[] {
  const scored = scoreUnits([...units]);
  const tiling = scored.map((s) => ({ lemmas: s.lemmas, words: s.unit.text.split(/\s+/).filter(Boolean).length, startSec: s.unit.startSec }));
  const starts: { unit: number; sec: number }[] = [{ unit: 0, sec: 0 }];
  for (const shift of findTopicShifts(tiling, options)) {
    // Whole seconds, rounded down: a chapter never starts after its first word.
    const sec = Math.floor(units[shift.unit].startSec);
    if (sec > starts[starts.length - 1].sec) starts.push({ unit: shift.unit, sec });
  }
  if (starts.length < 2) return [];
  const spans = starts.map((start, i) => ({
    startChar: i === 0 ? 0 : units[start.unit].startChar,
    endChar: i + 1 < starts.length ? units[starts[i + 1].unit].startChar : text.length,
    startTimeSec: start.sec,
  }));
  const titles = keyphraseTitles(spans.map((span) => text.slice(span.startChar, span.endChar)));
  return spans.map((span, i) => ({ ...span, title: titles[i], generated: true }));
}
