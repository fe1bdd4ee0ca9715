import type { Content } from '@/types/api';

export type LibrarySort = 'recent' | 'title' | 'duration' | 'speaker';
export type LibraryView = 'grid' | 'list';

export const SORT_OPTIONS: { value: LibrarySort; label: string }[] = [
  { value: 'recent', label: 'Most Recent' },
  { value: 'title', label: 'Title A-Z' },
  { value: 'duration', label: 'Duration' },
  { value: 'speaker', label: 'Speaker' },
];

export const OTHER_TOPIC = 'Other';
export const UNKNOWN_SPEAKER = 'Unknown Speaker';
/** SPEC section 9: popular topics 6; group preview 6 (grid) or 3 (list). */
export const POPULAR_TOPICS = 6;
export const groupPreviewSize = (view: LibraryView): number => (view === 'grid' ? 6 : 3);

/** Only completed or approved items appear in the library. */
export function libraryItems(items: Content[]): Content[] {
  return items.filter((item) => item.status === 'completed' || item.status === 'approved');
}

/** Title, description, speaker or tags, case-insensitively (SPEC section 5). */
export function matchesSearch(item: Content, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [item.title, item.description ?? '', item.speaker ?? '', ...item.tags].some((field) => field.toLowerCase().includes(needle));
}

export function sortItems(items: Content[], sort: LibrarySort): Content[] {
  const sorted = [...items];
  switch (sort) {
    case 'recent':
      return sorted.sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
    case 'title':
      return sorted.sort((a, b) => a.title.localeCompare(b.title));
    case 'duration':
      return sorted.sort((a, b) => (b.durationSeconds ?? 0) - (a.durationSeconds ?? 0));
    case 'speaker':
      return sorted.sort((a, b) => (a.speaker || UNKNOWN_SPEAKER).localeCompare(b.speaker || UNKNOWN_SPEAKER));
  }
}

/** Groups in first-seen order of the (sorted) items; an item with several tags is in each tag's group. */
export function groupBy(items: Content[], by: 'topic' | 'speaker'): [string, Content[]][] {
  const groups = new Map<string, Content[]>();
  for (const item of items) {
    const keys = by === 'topic' ? (item.tags.length > 0 ? item.tags : [OTHER_TOPIC]) : [item.speaker?.trim() || UNKNOWN_SPEAKER];
    for (const key of keys) groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  return [...groups.entries()].sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]));
}
