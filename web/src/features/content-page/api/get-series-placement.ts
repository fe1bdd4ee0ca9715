import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { SeriesPlacement } from '@/types/api';

/** GET /api/content/public/{id}/series: the lecture's part in its series, with the published parts either side. */
export function seriesPlacementQueryOptions(contentId: string) {
  return queryOptions({
    queryKey: ['/api/content/public', contentId, 'series'],
    queryFn: () => apiJson<SeriesPlacement>('GET', `/api/content/public/${encodeURIComponent(contentId)}/series`),
  });
}

export function useSeriesPlacement(contentId: string) {
  return useQuery(seriesPlacementQueryOptions(contentId));
}
