import { createHash } from 'node:crypto';
import { ARTWORK_DESIGN } from './artwork.messages';
import type { MediaType } from '../content/content.types';

/** What an item's pictures are drawn from. */
export interface ArtworkFacts {
  title: string;
  speaker: string | null;
  mediaType: MediaType;
  thumbnailKey: string | null;
}

/**
 * The one fingerprint of an item's pictures: it changes whenever what is drawn would (the
 * facts, or the design). media-storage names the stored picture by it and the gateway puts it
 * in the picture's URL, so a URL may be cached as immutable and always names the picture drawn.
 */
export function artworkFingerprint(facts: ArtworkFacts): string {
  const drawn = [ARTWORK_DESIGN, facts.title, facts.speaker ?? '', facts.mediaType, facts.thumbnailKey ?? ''];
  return createHash('sha256').update(JSON.stringify(drawn)).digest('hex').slice(0, 16);
}
