import { renderFeed, type FeedChannel, type FeedItem } from './rss';

const channel: FeedChannel = { title: 'Lecture Library', description: 'Lectures.', origin: 'https://l.example', self: 'https://l.example/feed.xml', image: 'https://l.example/a.png', author: 'Lecture Library' };
const wav = {
  id: 'a',
  title: 'Recorded as WAV',
  tags: [],
  chapters: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  publishedAt: null,
  socialImageUrl: '/api/content/a/artwork',
  mediaUrl: '/api/media/media/a/original.wav',
  mediaMimeType: 'audio/wav',
  mediaFileSize: 5_000_000,
} as unknown as FeedItem;
const aac = { kind: 'aac' as const, mimeType: 'audio/mp4; codecs="mp4a.40.2"', bitRate: 48_000, size: 36_000, url: '/api/media/media/a/rendition-aac.m4a' };
const enclosureOf = (item: FeedItem) => /<enclosure [^>]*\/>/.exec(renderFeed(channel, [item]))?.[0];

describe('the enclosure podcast apps are offered', () => {
  it('should offer an original podcast apps cannot play (WAV) as its AAC rendition', () => {
    expect(enclosureOf({ ...wav, renditions: [aac] })).toBe('<enclosure url="https://l.example/api/media/media/a/rendition-aac.m4a" length="36000" type="audio/mp4"/>');
  });

  it('should keep the original while its rendition is being made, so the episode is not dropped', () => {
    expect(enclosureOf({ ...wav, renditions: [] })).toBe('<enclosure url="https://l.example/api/media/media/a/original.wav" length="5000000" type="audio/wav"/>');
  });

  it('should offer an MP3 or M4A original as itself', () => {
    for (const mediaMimeType of ['audio/mpeg', 'audio/x-m4a', 'video/mp4']) {
      expect(enclosureOf({ ...wav, mediaMimeType, renditions: [aac] })).toContain('original.wav');
    }
  });
});
