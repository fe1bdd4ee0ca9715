import { mediaFolderOf } from '@lectures/object-store';
import { artworkFingerprint, type ArtworkRequest } from '@lectures/proto';

/** Items without registered media keep their pictures here. */
export const ARTWORK_PREFIX = 'artwork/';

/**
 * Where a picture is kept: in the folder of the item's media (deleted with it),
 * named by the fingerprint of everything drawn (the one the gateway puts in the picture's URL),
 * so new facts are a new key and the same facts find the picture already made.
 */
export function artworkKeyFor(request: ArtworkRequest): string {
  const hash = artworkFingerprint(request);
  const folder = (request.mediaKey && mediaFolderOf(request.mediaKey)) || `${ARTWORK_PREFIX}${request.contentId}/`;
  return `${folder}artwork-${request.variant}-${hash}.jpg`;
}
