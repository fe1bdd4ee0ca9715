import { randomUUID } from 'node:crypto';
import { isObjectKey } from '@lectures/object-store';
import type { ArtworkRequest } from '@lectures/proto';
import { artworkRequest } from '../testing/artwork-request';
import { artworkKeyFor } from './artwork-key';

describe(artworkKeyFor.name, () => {
  it("should keep the picture in the media's folder, so it is deleted with the item", () => {
    const key = artworkKeyFor(artworkRequest());
    expect(key).toMatch(/^media\/0b6e3c1e-8d7e-4a43-9a57-2d3f1e0b9c11\/artwork-social-[0-9a-f]{16}\.jpg$/);
    expect(isObjectKey(key)).toBe(true);
  });

  it('should name the same facts the same way and any drawn change differently', () => {
    const key = artworkKeyFor(artworkRequest());
    expect(artworkKeyFor(artworkRequest())).toBe(key);
    const changes: Partial<ArtworkRequest>[] = [
      { title: 'Patience.' },
      { speaker: null },
      { variant: 'card' },
      { mediaType: 'video' },
      { thumbnailKey: 'media/0b6e3c1e-8d7e-4a43-9a57-2d3f1e0b9c11/thumbnail.jpg' },
    ];
    const keys = changes.map((change) => artworkKeyFor(artworkRequest(change)));
    expect(new Set([key, ...keys]).size).toBe(changes.length + 1);
  });

  it('should keep pictures of items without media under artwork/<id>/', () => {
    const contentId = randomUUID();
    expect(artworkKeyFor(artworkRequest({ contentId, mediaKey: null }))).toMatch(new RegExp(`^artwork/${contentId}/artwork-social-[0-9a-f]{16}\\.jpg$`));
  });
});
