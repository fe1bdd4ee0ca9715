import { mediaRouteFor } from '@lectures/object-store';
import type { ContentDto, ContentRecord } from '@lectures/proto';

/**
 * The one place keys become URLs: the content service keeps object keys; HTTP
 * clients get SPEC's `mediaUrl`, `audioUrl` and `videoThumbnailUrl`, served by
 * the gateway's `/api/media/` route.
 */
export function toContentDto(record: ContentRecord, directMediaUrl?: string | null): ContentDto {
  const { mediaKey, thumbnailKey, ...rest } = record;
  const mediaUrl = mediaKey ? mediaRouteFor(mediaKey) : null;
  return {
    ...rest,
    mediaUrl,
    audioUrl: record.mediaType === 'audio' ? mediaUrl : null,
    videoThumbnailUrl: thumbnailKey ? mediaRouteFor(thumbnailKey) : null,
    ...(directMediaUrl !== undefined ? { directMediaUrl } : {}),
  };
}
