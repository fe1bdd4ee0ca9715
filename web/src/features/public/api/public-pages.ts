import { infiniteQueryOptions, keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiGet, getQueryFn } from '@/lib/api-client';
import type { Content } from '@/types/api';

export const PAGE_SIZE = 24;

type Page = { items: Content[]; nextCursor: string | null };

export type PublicSelection = { q?: string; speaker?: string; topic?: string };

/** GET /api/content/public?limit=&cursor=&q=&speaker=&tags=: published items newest first, a page at a time. */
export function publicPagesQueryOptions({ q, speaker, topic }: PublicSelection) {
  return infiniteQueryOptions({
    queryKey: ['/api/content/public', 'pages', q ?? '', speaker ?? '', topic ?? ''],
    initialPageParam: '',
    queryFn: async ({ pageParam, signal }): Promise<Page> => {
      const params = new URLSearchParams({ limit: String(PAGE_SIZE) });
      if (q) params.set('q', q);
      if (speaker) params.set('speaker', speaker);
      if (topic) params.set('tags', topic);
      if (pageParam) params.set('cursor', pageParam);
      const { body, res } = await apiGet<Content[]>(`/api/content/public?${params.toString()}`, signal);
      return { items: body, nextCursor: res.headers.get('X-Next-Cursor') };
    },
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

export function usePublicPages(selection: PublicSelection) {
  return useInfiniteQuery(publicPagesQueryOptions(selection));
}

export type PublicStats = { count: number; totalDurationSeconds: number };

/** GET /api/content/public/stats: the hero's figures, counted by the server. */
export function publicStatsQueryOptions() {
  return queryOptions({ queryKey: ['/api/content/public', 'stats'], queryFn: getQueryFn<PublicStats>({ on401: 'throw' }) });
}

export function usePublicStats() {
  return useQuery(publicStatsQueryOptions());
}
