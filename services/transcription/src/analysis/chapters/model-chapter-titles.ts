import type { Chapter } from '@lectures/proto';
import { clip } from '../text-format';
import type { DraftChapter } from './rule-chapters';

/** The chat model's answer: one title per chapter, in order. */
export const CHAPTER_TITLES_SCHEMA = {
  name: 'lecture_chapter_titles',
  strict: true,
  schema: {
    type: 'object',
    additionalProperties: false,
    required: ['titles'],
    properties: {
      titles: { type: 'array', items: { type: 'string' }, description: 'One short title per chapter, in the order given.' },
    },
  },
} as const;

export const CHAPTER_TITLES_SYSTEM = [
  'You title the chapters of Islamic scholarly lectures for a library.',
  'The transcript comes from speech recognition: it may lack punctuation and contain misheard words; read through them.',
  'Each chapter is a stretch of the lecture on one topic. Give each a short, dignified title (2 to 8 words) naming what it covers, in the language of the transcript.',
  'Answer with exactly one title per chapter, in the order given. Be faithful: no claims the lecture does not make.',
].join('\n');

function clockOf(seconds: number): string {
  const s = Math.floor(seconds);
  const h = Math.floor(s / 3600);
  const mm = String(Math.floor((s % 3600) / 60)).padStart(h > 0 ? 2 : 1, '0');
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}

/** What the model reads: each chapter's start and its opening words, all of them within `maxChars`. */
export function chapterTitlesPrompt(text: string, chapters: readonly DraftChapter[], maxChars: number): string {
  const budget = Math.max(300, Math.floor(maxChars / chapters.length));
  const blocks = chapters.map((chapter, i) => `Chapter ${i + 1} of ${chapters.length} (from ${clockOf(chapter.startTimeSec)}):\n${clip(text.slice(chapter.startChar, chapter.endChar).trim(), budget)}`);
  return blocks.join('\n\n');
}

/**
 * The model's titles over the rules' chapters; null when the answer is not one usable title per
 * chapter (the rules' titles stay then: a bad answer costs the titles, not the analysis).
 */
export function parseChapterTitles(content: string | null | undefined, chapters: readonly DraftChapter[]): Chapter[] | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(content ?? '');
  } catch {
    return null;
  }
  const titles = (parsed as { titles?: unknown } | null)?.titles;
  if (!Array.isArray(titles) || titles.length !== chapters.length) return null;
  const cleaned = titles.map((title) => (typeof title === 'string' ? clip(title.trim().replace(/\s+/g, ' '), 80) : ''));
  if (cleaned.some((title) => !title)) return null;
  return chapters.map((chapter, i) => ({ title: cleaned[i], startTimeSec: chapter.startTimeSec, generated: true }));
}
