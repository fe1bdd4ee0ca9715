import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Content } from '@/types/api';
import { CONTENT_PATH } from './content-keys';

/** GET /api/content/{id} (with transcript), through the default query function. */
export function contentQueryOptions(id: string) {
  return queryOptions<Content | null>({ queryKey: [CONTENT_PATH, id] });
}

export function useContent(id: string) {
  return useQuery(contentQueryOptions(id));
}
