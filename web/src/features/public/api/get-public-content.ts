import { queryOptions, useQuery } from '@tanstack/react-query';
import { getQueryFn } from '@/lib/api-client';
import type { Content } from '@/types/api';

/** GET /api/content/public: every published item, newest first. */
export function publicContentQueryOptions() {
  return queryOptions({
    queryKey: ['/api/content/public'],
    queryFn: getQueryFn<Content[]>({ on401: 'throw' }),
    select: (data) => data ?? [],
  });
}

export function usePublicContent() {
  return useQuery(publicContentQueryOptions());
}
