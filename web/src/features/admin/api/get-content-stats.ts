import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { ContentStatus } from '@/types/api';
import { adminContentSearch, type AdminContentFilter } from './get-admin-content';

export type ContentStats = {
  total: number;
  totalDurationSeconds: number;
  byStatus: Record<ContentStatus, number>;
  byMediaType: Record<'audio' | 'video', number>;
  storageBytes: number;
  topics: { tag: string; count: number }[];
  speakers: { speaker: string; count: number }[];
};

/** GET /api/content/stats: counts of the items a filter selects, computed by the server. */
export function useContentStats(filter: Omit<AdminContentFilter, 'limit'> = {}) {
  const search = adminContentSearch(filter);
  return useQuery({
    queryKey: ['/api/content/stats', search],
    queryFn: () => apiJson<ContentStats>('GET', `/api/content/stats${search}`),
    placeholderData: keepPreviousData,
  });
}
