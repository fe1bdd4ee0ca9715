import type { Content, ContentStatus } from '@/types/api';

export type DateRange = 'today' | 'week' | 'month' | 'year' | 'all';

/** SPEC section 3: the dashboard filter. */
export type DashboardFilter = {
  search: string;
  status: ContentStatus[];
  tags: string[];
  speaker: string;
  dateRange: DateRange;
};

export const EMPTY_FILTER: DashboardFilter = { search: '', status: [], tags: [], speaker: '', dateRange: 'all' };

/** The statuses the filter offers (their labels are the dashboard's status names). */
export const FILTER_STATUSES: ContentStatus[] = ['pending', 'processing', 'completed', 'approved'];

/** The product's topic vocabulary, as the analyser uses it. */
export { TOPIC_TAGS } from '@proto/content/content.types';

/** The date ranges the filter offers (labelled by filter.dateRanges.<range>). */
export const DATE_RANGES: DateRange[] = ['today', 'week', 'month', 'year', 'all'];

export function isFilterActive(filter: DashboardFilter): boolean {
  return (
    filter.search.trim() !== '' ||
    filter.status.length > 0 ||
    filter.tags.length > 0 ||
    filter.speaker !== '' ||
    filter.dateRange !== 'all'
  );
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Earliest creation time inside the range: start of today, or 7/30/365 days back. */
export function rangeStart(range: DateRange, now: Date = new Date()): number | null {
  switch (range) {
    case 'today':
      return new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
    case 'week':
      return now.getTime() - 7 * DAY_MS;
    case 'month':
      return now.getTime() - 30 * DAY_MS;
    case 'year':
      return now.getTime() - 365 * DAY_MS;
    case 'all':
      return null;
  }
}

/** The date range as the admin list's `since` parameter (ISO 8601), or undefined for all time. */
export function sinceOf(range: DateRange, now: Date = new Date()): string | undefined {
  const start = rangeStart(range, now);
  return start === null ? undefined : new Date(start).toISOString();
}

/** Word count of a transcript (the dashboard card reads transcript length as words). */
export function wordCount(text: string | null | undefined): number {
  return text ? text.trim().split(/\s+/).filter(Boolean).length : 0;
}

/** Lists carry no transcript text, so words are estimated from the length (about 6 characters a word). */
export function estimatedWordCount(content: Pick<Content, 'transcriptText' | 'transcriptLength'>): number {
  if (content.transcriptText) return wordCount(content.transcriptText);
  return Math.round((content.transcriptLength ?? 0) / 6);
}
