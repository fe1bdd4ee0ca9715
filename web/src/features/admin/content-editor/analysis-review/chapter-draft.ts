import { i18n } from '@/i18n/i18n';
import { formatPlayerTime } from '@/lib/format';
import type { Chapter } from '@/types/api';

/** A chapter as staff type it: the start as a clock ('1:05', '1:02:03') or seconds, and its title. */
export type ChapterRow = { start: string; title: string };

/** '1:05' is 65 s, '1:02:03' is 3723 s, '75' is 75 s; null for anything else. */
export function parseClock(text: string): number | null {
  const value = text.trim();
  if (/^\d+(\.\d+)?$/.test(value)) return Number(value);
  const match = /^(?:(\d+):)?(\d{1,2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [, h, m, s] = match;
  if (Number(s) > 59 || (h !== undefined && Number(m) > 59)) return null;
  return Number(h ?? 0) * 3600 + Number(m) * 60 + Number(s);
}

export const rowsOf = (chapters: readonly Chapter[]): ChapterRow[] => chapters.map((chapter) => ({ start: formatPlayerTime(chapter.startTimeSec), title: chapter.title }));

/**
 * What staff typed, as the PATCH sends it; or the first mistake in words. A start typed as the
 * clock it was shown as keeps the chapter's exact start, so an untouched chapter stays generated.
 */
export function chaptersOf(rows: readonly ChapterRow[], shown: readonly Chapter[]): { chapters: { startTimeSec: number; title: string }[] } | { error: string } {
  const chapters: { startTimeSec: number; title: string }[] = [];
  for (const [i, row] of rows.entries()) {
    const seconds = parseClock(row.start);
    if (seconds === null) return { error: i18n.t('admin-editor:chapters.badStart', { number: i + 1 }) };
    if (!row.title.trim()) return { error: i18n.t('admin-editor:chapters.noTitle', { number: i + 1 }) };
    const same = shown.find((chapter) => formatPlayerTime(chapter.startTimeSec) === row.start.trim() && Math.round(chapter.startTimeSec) === seconds);
    chapters.push({ startTimeSec: same ? same.startTimeSec : seconds, title: row.title.trim() });
  }
  return { chapters };
}
