import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import type { AdminContentResponse, Content } from '@/types/api';
import type { GroupBy } from '@proto/content/catalogue.types';
import { ADMIN_CONTENT_PATH } from '../api/get-admin-content';
import { LIBRARY_STATUSES, serverSort, type LibrarySort } from './library-model';

const PAGE_SIZE = 24;
/** Groups shown at once on the topic and speaker tabs, largest first. */
const GROUPS_SHOWN = 24;

type Page = { content: Content[]; nextCursor: string | null };
export type LibraryGroup = { name: string; count: number; items: Content[] };

function librarySearch(q: string, sort: LibrarySort, more: Record<string, string> = {}): URLSearchParams {
  const params = new URLSearchParams({ status: LIBRARY_STATUSES.join(','), sort: serverSort(sort), ...more });
  if (q) params.set('q', q);
  return params;
}

async function getJson<T>(url: string, signal: AbortSignal): Promise<T> {
  return (await apiGet<T>(url, signal)).body;
}

/** Ready and published items, in the order chosen, a page at a time (GET /api/content/admin). */
export function useLibraryPages(q: string, sort: LibrarySort) {
  return useInfiniteQuery({
    queryKey: [ADMIN_CONTENT_PATH, 'library', q, sort],
    initialPageParam: '',
    queryFn: ({ pageParam, signal }) => {
      const params = librarySearch(q, sort, { limit: String(PAGE_SIZE), ...(pageParam ? { cursor: pageParam } : {}) });
      return getJson<Page & AdminContentResponse>(`${ADMIN_CONTENT_PATH}?${params.toString()}`, signal);
    },
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

/** The largest topic or speaker groups, each with its first items (GET /api/content/admin/groups). */
export function useLibraryGroups(by: GroupBy, q: string, sort: LibrarySort, size: number, enabled: boolean) {
  return useQuery({
    queryKey: [ADMIN_CONTENT_PATH, 'groups', by, q, sort, size],
    queryFn: ({ signal }) => {
      const params = librarySearch(q, sort, { by, size: String(size), groups: String(GROUPS_SHOWN) });
      return getJson<{ groups: LibraryGroup[]; total: number }>(`${ADMIN_CONTENT_PATH}/groups?${params.toString()}`, signal);
    },
    enabled,
    placeholderData: keepPreviousData,
  });
}
