import type { ContentSort } from '@proto/content/catalogue.types';
export { UNKNOWN_SPEAKER } from '@proto/content/catalogue.types';
import type { ContentStatus } from '@/types/api';

export type LibrarySort = 'recent' | 'title' | 'duration' | 'speaker';
export type LibraryView = 'grid' | 'list';

/** The orders offered (labelled by library.sort.<order>). */
export const SORT_OPTIONS: LibrarySort[] = ['recent', 'title', 'duration', 'speaker'];

/** Only completed or approved items appear in the library. */
export const LIBRARY_STATUSES: ContentStatus[] = ['completed', 'approved'];
/** SPEC section 9: popular topics 6; group preview 6 (grid) or 3 (list). */
export const POPULAR_TOPICS = 6;
export const groupPreviewSize = (view: LibraryView): number => (view === 'grid' ? 6 : 3);

/** The server's order for each choice: duration is longest first. */
export function serverSort(sort: LibrarySort): ContentSort {
  switch (sort) {
    case 'recent':
      return 'newest';
    case 'title':
      return 'title';
    case 'duration':
      return 'longest';
    case 'speaker':
      return 'speaker';
  }
}
