import { createHash } from 'node:crypto';
import { mediaFolderOf } from '@lectures/object-store';
import { ARTWORK_DESIGN, type ArtworkRequest } from '@lectures/proto';

/** Items without registered media keep their pictures here. */
export const ARTWORK_PREFIX = 'artwork/';

/**
 * Where a picture is kept: in the folder of the item's media (deleted with it),
 * named by a hash of everything drawn, so new facts are a new key and the same
 * facts find the picture already made.
 */
export function artworkKeyFor(request: ArtworkRequest): string {
  const drawn = [ARTWORK_DESIGN, request.variant, request.title, request.speaker ?? '', request.mediaType, request.thumbnailKey ?? ''];
  const hash = createHash('sha256').update(JSON.stringify(drawn)).digest('hex').slice(0, 20);
  const folder = (request.mediaKey && mediaFolderOf(request.mediaKey)) || `${ARTWORK_PREFIX}${request.contentId}/`;
  return `${folder}artwork-${request.variant}-${hash}.jpg`;
}
