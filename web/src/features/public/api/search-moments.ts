import { useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { Content } from '@/types/api';

export type Moment = { startTimeSec: number; endTimeSec: number; snippet: string };
export type SearchHit = Content & { matchedFields: string[]; passages: Moment[] };

/** GET /api/search: published items with the moments the words were said (`q` already settled). */
export function useSearchMoments(q: string) {
  return useQuery({
    queryKey: ['/api/search', q],
    queryFn: () => apiJson<{ items: SearchHit[] }>('GET', `/api/search?q=${encodeURIComponent(q)}&limit=20`),
    enabled: q.length >= 2,
    select: (data) => data.items,
  });
}
