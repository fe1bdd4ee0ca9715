import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import type { AdminContentResponse, Content, ContentStatus } from '@/types/api';

export const ADMIN_CONTENT_PATH = '/api/content/admin';

export type AdminContentFilter = {
  q?: string;
  status?: ContentStatus[];
  tags?: string[];
  speaker?: string;
  /** Created at or after this instant (ISO 8601). */
  since?: string;
  /** Only the first `limit` items, newest first (a page of the list). */
  limit?: number;
};

/** Query string of GET /api/content/admin (lists comma-separated; empty parts left out). */
export function adminContentSearch(filter: AdminContentFilter): string {
  const params = new URLSearchParams();
  if (filter.q?.trim()) params.set('q', filter.q.trim());
  if (filter.status?.length) params.set('status', filter.status.join(','));
  if (filter.tags?.length) params.set('tags', filter.tags.join(','));
  if (filter.speaker?.trim()) params.set('speaker', filter.speaker.trim());
  if (filter.since) params.set('since', filter.since);
  if (filter.limit) params.set('limit', String(filter.limit));
  const search = params.toString();
  return search ? `?${search}` : '';
}

export async function getAdminContent(filter: AdminContentFilter, signal?: AbortSignal): Promise<Content[]> {
  return (await apiGet<AdminContentResponse>(`${ADMIN_CONTENT_PATH}${adminContentSearch(filter)}`, signal)).body.content;
}

export function adminContentQueryOptions(filter: AdminContentFilter = {}) {
  return queryOptions({
    queryKey: [ADMIN_CONTENT_PATH, filter],
    queryFn: ({ signal }) => getAdminContent(filter, signal),
    // A new filter keeps showing the last answer until its own arrives.
    placeholderData: keepPreviousData,
  });
}

export function useAdminContent(filter: AdminContentFilter = {}) {
  return useQuery(adminContentQueryOptions(filter));
}

