import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { Series, SeriesSummary } from '@/types/api';

/** GET /api/series/public/{slug}: the series with its published parts in order. */
export function publicSeriesQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['/api/series/public', slug],
    queryFn: () => apiJson<Series>('GET', `/api/series/public/${encodeURIComponent(slug)}`),
    retry: false,
  });
}

export function usePublicSeries(slug: string) {
  return useQuery(publicSeriesQueryOptions(slug));
}

/** GET /api/series/public: series with published parts, most recently updated first (those matching `q` when given). */
export function useRecentSeries(limit: number, q = '') {
  return useQuery({
    queryKey: ['/api/series/public', 'recent', limit, q],
    queryFn: () => apiJson<SeriesSummary[]>('GET', `/api/series/public?${new URLSearchParams({ limit: String(limit), ...(q ? { q } : {}) }).toString()}`),
  });
}
