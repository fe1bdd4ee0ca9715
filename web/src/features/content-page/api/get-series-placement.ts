import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { SeriesPlacement } from '@/types/api';

/** GET /api/content/public/{id}/series: the lecture's part in its series, with the published parts either side. */
export function seriesPlacementQueryOptions(contentId: string | undefined) {
  return queryOptions({
    queryKey: ['/api/content/public', contentId, 'series'],
    queryFn: () => apiJson<SeriesPlacement>('GET', `/api/content/public/${encodeURIComponent(contentId ?? '')}/series`),
    // The lecture's id is known once the lecture is loaded (its page may be opened by its address).
    enabled: Boolean(contentId),
  });
}

export function useSeriesPlacement(contentId: string | undefined) {
  return useQuery(seriesPlacementQueryOptions(contentId));
}
