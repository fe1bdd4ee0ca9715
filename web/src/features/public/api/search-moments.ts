import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { Content, SeriesSummary } from '@/types/api';
import type { SeriesFacetRecord } from '@proto/content/search.messages';

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

/** Lectures a series-filtered search shows at once (the API's maximum page). */
const LIMIT = 50;

/** GET /api/search: published items with the moments the words were said (`q` already settled), in one series when `series` is given. */
export function searchQueryOptions(q: string, series = '') {
  return queryOptions({
    queryKey: ['/api/search', q, series],
    queryFn: () => {
      const params = new URLSearchParams({ q, limit: String(series ? LIMIT : 20) });
      if (series) params.set('series', series);
      return apiJson<SearchAnswer>('GET', `/api/search?${params.toString()}`);
    },
    enabled: q.length >= 2,
    // While another series is chosen for the same words, the facet keeps its place instead of blinking out.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === q ? previous : undefined),
  });
}

export function useSearchMoments(q: string, series = '') {
  return useQuery(searchQueryOptions(q, series));
}
