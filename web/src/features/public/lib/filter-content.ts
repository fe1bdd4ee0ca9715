import type { Content } from '@/types/api';

/** SPEC: search matches title, description, speaker or tags, case-insensitively. */
export function filterContent(items: readonly Content[], search: string): Content[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...items];
  return items.filter((item) =>
    [item.title, item.description ?? '', item.speaker ?? '', ...item.tags].some((field) => field.toLowerCase().includes(needle)),
  );
}
