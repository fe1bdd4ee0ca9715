import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import type { Content, SeriesSummary } from '@/types/api';
import type { SeriesFacetRecord } from '@proto/content/search.messages';
import { PAGE_SIZE } from './public-pages';

export type Moment = { startTimeSec: number; endTimeSec: number; snippet: string };
export type SearchHit = Content & { matchedFields: string[]; passages: Moment[] };
export type SeriesHit = SeriesSummary;
export type SeriesFacet = SeriesFacetRecord;

/** GET /api/search's answer: lectures, then (first page) matching series and the series facet. */
export type SearchAnswer = {
  items: SearchHit[];
  nextCursor: string | null;
  series: SeriesHit[];
  facets: { series: SeriesFacet[]; seriesComplete: boolean };
};

/** Hits added after the library's own pages when no series is chosen (one page: they only complete those). */
const MOMENTS_LIMIT = 20;

/**
 * GET /api/search: published items with the moments the words were said (`q` already settled), a
 * page at a time. In one series (`series` given) the lectures are the results themselves and page
 * on like the library's ('Load more'); the first page carries the matching series and the facet.
 */
export function searchQueryOptions(q: string, series = '') {
  return infiniteQueryOptions({
    queryKey: ['/api/search', q, series],
    initialPageParam: '',
    queryFn: async ({ pageParam, signal }) => {
      const params = new URLSearchParams({ q, limit: String(series ? PAGE_SIZE : MOMENTS_LIMIT) });
      if (series) params.set('series', series);
      if (pageParam) params.set('cursor', pageParam);
      return (await apiGet<SearchAnswer>(`/api/search?${params.toString()}`, signal)).body;
    },
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: q.length >= 2,
    // While another series is chosen for the same words, the facet keeps its place instead of blinking out.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === q ? previous : undefined),
  });
}

export function useSearchMoments(q: string, series = '') {
  return useInfiniteQuery(searchQueryOptions(q, series));
}
