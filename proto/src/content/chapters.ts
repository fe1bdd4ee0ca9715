import type { Chapter } from './analysis.types';

/** A chapter with where it ends: the next chapter's start, or the end of the recording. */
export interface ChapterSpan extends Chapter {
  endTimeSec: number;
}

/**
 * Chapters in time order with their ends, the one reading of a chapter list that the WebVTT
 * track, the Podcasting 2.0 JSON and the player's timeline share. Without a known duration the
 * last chapter ends where it starts (players then run it to the end).
 */
export function chapterSpans(chapters: readonly Chapter[], durationSec?: number | null): ChapterSpan[] {
  const sorted = [...chapters].sort((a, b) => a.startTimeSec - b.startTimeSec);
  return sorted.map((chapter, i) => {
    const next = sorted[i + 1]?.startTimeSec ?? durationSec ?? chapter.startTimeSec;
    return { ...chapter, endTimeSec: Math.max(chapter.startTimeSec, next) };
  });
}

/** The index of the chapter playing at `seconds` in a list in time order; -1 before the first. */
export function chapterIndexAt(chapters: readonly Chapter[], seconds: number): number {
  let found = -1;
  for (const [i, chapter] of chapters.entries()) {
    if (chapter.startTimeSec <= seconds) found = i;
    else break;
  }
  return found;
}
