import type { AuthorizeMediaReadReply } from '@lectures/proto';
import type { PublishedSetCache } from '../public-read/published-set.cache';
import { GRANT_MS, PublicMediaGrants } from './public-media-grants';

const PUBLIC: AuthorizeMediaReadReply = { visibility: 'public', directUrl: null } as AuthorizeMediaReadReply;
const PRIVATE: AuthorizeMediaReadReply = { visibility: 'private', directUrl: null } as AuthorizeMediaReadReply;

describe('PublicMediaGrants', () => {
  let version: string;
  let grants: PublicMediaGrants;
  let asks: number;
  let answer: AuthorizeMediaReadReply;
  const ask = () => {
    asks += 1;
    return Promise.resolve(answer);
  };

  beforeEach(() => {
    jest.useFakeTimers({ now: 1_000_000 });
    version = 'v1';
    asks = 0;
    answer = PUBLIC;
    grants = new PublicMediaGrants({ version: () => Promise.resolve(version) } as unknown as PublishedSetCache);
  });

  afterEach(() => jest.useRealTimers());

  it('should ask once for a burst of reads of a public object', async () => {
    for (let i = 0; i < 10; i++) expect(await grants.read('media/a/original.mp3', ask)).toBe(PUBLIC);
    expect(asks).toBe(1);
  });

  it('should ask again once the grant is older than its bound, and stop serving what is no longer granted', async () => {
    await grants.read('media/a/original.mp3', ask);
    answer = PRIVATE;
    jest.advanceTimersByTime(GRANT_MS - 1);
    expect(await grants.read('media/a/original.mp3', ask)).toBe(PUBLIC);
    jest.advanceTimersByTime(1);
    expect(await grants.read('media/a/original.mp3', ask)).toBe(PRIVATE);
    expect(asks).toBe(2);
  });

  it('should ask again at once when the published set changes', async () => {
    await grants.read('media/a/original.mp3', ask);
    version = 'v2';
    answer = PRIVATE;
    expect(await grants.read('media/a/original.mp3', ask)).toBe(PRIVATE);
  });

  it('should never keep an answer that depends on the caller or a presigned redirect', async () => {
    answer = PRIVATE;
    await grants.read('media/b/original.mp3', ask);
    await grants.read('media/b/original.mp3', ask);
    answer = { visibility: 'public', directUrl: 'https://s3.example/x?X-Amz-Signature=1' } as AuthorizeMediaReadReply;
    await grants.read('media/c/original.mp3', ask);
    await grants.read('media/c/original.mp3', ask);
    expect(asks).toBe(4);
  });
});
