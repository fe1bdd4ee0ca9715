import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { Content } from '@/types/api';

function hasPlayableUrl(item: Content): boolean {
  return Boolean(item.mediaUrl || item.audioUrl || item.directMediaUrl);
}

/**
 * SPEC section 7: the public detail is used only when it carries a media URL; otherwise,
 * or when it fails, the signed-in list (GET /api/content) is searched for the id. A
 * visitor without a session gets the public item as it is, or the not-found error.
 */
export async function getContentItem(address: string): Promise<Content> {
  let publicItem: Content | undefined;
  try {
    // The id or a readable address: the public detail takes either.
    publicItem = await apiJson<Content>('GET', `/api/content/public/${encodeURIComponent(address)}`);
    if (hasPlayableUrl(publicItem)) return publicItem;
  } catch {
    // Not published, unknown or a server error: try the staff list below.
  }
  try {
    const list = await apiJson<Content[]>('GET', '/api/content');
    const found = list.find((item) => item.id === address || item.slug === address);
    if (found) return found;
  } catch {
    // No session (401) or no access: fall through.
  }
  if (publicItem) return publicItem;
  throw new Error('Content not found');
}

export function contentItemQueryOptions(address: string) {
  return queryOptions({
    queryKey: ['/api/content/public', address],
    queryFn: () => getContentItem(address),
  });
}

export function useContentItem(address: string) {
  return useQuery(contentItemQueryOptions(address));
}
