import type { ArtworkRequest } from '@lectures/proto';

/** The media folder of the item the artwork tests draw for. */
export const ARTWORK_FOLDER = 'media/0b6e3c1e-8d7e-4a43-9a57-2d3f1e0b9c11/';

/** An audio item's social picture, with whatever the test changes. */
export const artworkRequest = (over: Partial<ArtworkRequest> = {}): ArtworkRequest => ({
  contentId: '6f1c2a52-8d7e-4a43-9a57-2d3f1e0b9c11',
  variant: 'social',
  title: 'Patience',
  speaker: 'Shaykh Ahmad',
  mediaType: 'audio',
  mediaKey: `${ARTWORK_FOLDER}original.mp3`,
  thumbnailKey: null,
  ...over,
});
