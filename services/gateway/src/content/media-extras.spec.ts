import type { MessageBus } from '@lectures/platform';
import { EXTRA_WAIT_MS, MediaExtras, QUIET_MS } from './media-extras';

describe('MediaExtras', () => {
  let answering: boolean;
  let asked: { pattern: string; timeoutMs?: number }[];
  let extras: MediaExtras;

  beforeEach(() => {
    jest.useFakeTimers({ now: 1_000_000 });
    answering = true;
    asked = [];
    const bus = {
      request: (pattern: string, _payload: unknown, options?: { timeoutMs?: number }) => {
        asked.push({ pattern, timeoutMs: options?.timeoutMs });
        if (!answering) return Promise.reject(new Error('media-storage did not answer'));
        return Promise.resolve(pattern === 'media.renditions.list.v1' ? { renditions: [{ kind: 'opus' }] } : { directUrl: 'https://s3.example/x' });
      },
    } as unknown as MessageBus;
    extras = new MediaExtras(bus);
  });
  afterEach(() => jest.useRealTimers());

  it('should ask media-storage with a short wait and give what it answers', async () => {
    expect(await extras.renditions('media/a/original.mp3')).toEqual([{ kind: 'opus' }]);
    expect(await extras.directUrl('media/a/original.mp3')).toBe('https://s3.example/x');
    expect(asked.map((a) => a.timeoutMs)).toEqual([EXTRA_WAIT_MS, EXTRA_WAIT_MS]);
  });

  it('should answer without the extras, and stop asking for a while, once media-storage does not answer', async () => {
    answering = false;
    expect(await extras.renditions('media/a/original.mp3')).toEqual([]);
    expect(await extras.directUrl('media/a/original.mp3')).toBeNull();
    expect(await extras.renditions('media/b/original.mp3')).toEqual([]);
    expect(asked).toHaveLength(1);
    answering = true;
    jest.advanceTimersByTime(QUIET_MS);
    expect(await extras.renditions('media/b/original.mp3')).toEqual([{ kind: 'opus' }]);
  });

  it('should not ask for an item without media', async () => {
    expect(await extras.renditions(null)).toEqual([]);
    expect(asked).toHaveLength(0);
  });
});
