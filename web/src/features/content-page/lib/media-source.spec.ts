import type { Content } from '@/types/api';
import { audioRendition, hlsLadder, playableUrl } from './media-source';

const renditions: NonNullable<Content['renditions']> = [
  { kind: 'opus', mimeType: 'audio/webm; codecs="opus"', bitRate: 32_000, size: 1, url: '/api/media/media/a/rendition-opus.weba' },
  { kind: 'aac', mimeType: 'audio/mp4; codecs="mp4a.40.2"', bitRate: 48_000, size: 1, url: '/api/media/media/a/rendition-aac.m4a' },
  { kind: 'hls', mimeType: 'application/vnd.apple.mpegurl', bitRate: 1_600_000, size: 1, url: '/api/media/media/a/hls/master.m3u8' },
];
const makeContent = (overrides: Partial<Content>): Content => ({ mediaType: 'video', mediaUrl: '/api/media/media/a/original.mp4', audioUrl: null, renditions, ...overrides }) as Content;

describe('media-source', () => {
  it("should play a video's HLS ladder by default and its original on request", () => {
    const video = makeContent({});
    expect(hlsLadder(video)?.url).toBe('/api/media/media/a/hls/master.m3u8');
    expect(playableUrl(video, 'light', () => true)).toBe('/api/media/media/a/hls/master.m3u8');
    expect(playableUrl(video, 'original', () => true)).toBe('/api/media/media/a/original.mp4');
  });

  it('should play a video from its original until its ladder exists', () => {
    expect(playableUrl(makeContent({ renditions: renditions.slice(0, 2) }), 'light', () => true)).toBe('/api/media/media/a/original.mp4');
  });

  it("should never take the ladder for a video's sound alone, even where the browser plays HLS", () => {
    expect(audioRendition(makeContent({}), () => true)?.kind).toBe('opus');
    expect(audioRendition(makeContent({ renditions: renditions.slice(2) }), () => true)).toBeNull();
  });

  it('should give an audio lecture no ladder', () => {
    expect(hlsLadder(makeContent({ mediaType: 'audio' }))).toBeNull();
  });
});
