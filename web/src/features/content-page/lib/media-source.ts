import type { Content } from '@/types/api';

/** The URL the player uses: the direct URL when given, else the stored media (or its audio). */
export function playableUrl(item: Content): string | null {
  if (item.directMediaUrl) return item.directMediaUrl;
  return item.mediaType === 'video' ? (item.mediaUrl ?? item.audioUrl) : (item.audioUrl ?? item.mediaUrl);
}
