import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { DiskObjectStore, UrlSigner } from '@lectures/object-store';
import { DEFAULT_MEDIA_SETTINGS } from '../media-storage.config';
import { ArtworkService } from './artwork.service';
import { ARTWORK_FOLDER, artworkRequest } from '../testing/artwork-request';

/** The real disk store, counting what is written to it. */
class CountingStore extends DiskObjectStore {
  writes = 0;
  override async put(key: string, body: Buffer): Promise<void> {
    this.writes += 1;
    await super.put(key, body);
  }
}

describe(ArtworkService.name, () => {
  let root: string;
  let store: CountingStore;
  let service: ArtworkService;

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'artwork-'));
    store = new CountingStore(root, new UrlSigner('artwork-test-signing-secret'));
    service = new ArtworkService(store, DEFAULT_MEDIA_SETTINGS);
  });

  afterEach(() => rm(root, { recursive: true, force: true }));

  const pictures = async () => (await store.listOlderThan(ARTWORK_FOLDER, new Date(Date.now() + 60_000))).filter((o) => o.key.includes('artwork-'));

  it('should draw a picture once, even when asked twice at the same moment, and store it in the media folder', async () => {
    const [first, second] = await Promise.all([service.artwork(artworkRequest()), service.artwork(artworkRequest())]);
    expect(second).toEqual(first);
    expect(first.directUrl).toBeNull();
    const stored = await pictures();
    expect(stored.map((o) => o.key)).toEqual([first.objectKey]);
    const again = await service.artwork(artworkRequest());
    expect(again.objectKey).toBe(first.objectKey);
    expect(await pictures()).toEqual(stored);
    expect(store.writes).toBe(1);
  });

  it('should keep a picture made by another replica instead of drawing it again', async () => {
    const { objectKey } = await new ArtworkService(store, DEFAULT_MEDIA_SETTINGS).artwork(artworkRequest());
    const before = await store.head(objectKey);
    await service.artwork(artworkRequest());
    expect(await store.head(objectKey)).toEqual(before);
    expect(store.writes).toBe(1);
  });

  it("should draw a video's stored thumbnail into its social picture", async () => {
    const thumbnailKey = `${ARTWORK_FOLDER}thumbnail.jpg`;
    await store.put(thumbnailKey, await sharp({ create: { width: 640, height: 360, channels: 3, background: '#2255cc' } }).jpeg().toBuffer());
    const video = await service.artwork(artworkRequest({ mediaType: 'video', thumbnailKey }));
    const jpeg = await store.readBytes(video.objectKey, 0, (await store.head(video.objectKey))!.size);
    const pixel = await sharp(jpeg).extract({ left: 100, top: 300, width: 1, height: 1 }).raw().toBuffer();
    expect(pixel[2]).toBeGreaterThan(150);
  });

  it('should give a video whose thumbnail is not a picture the cover all the same', async () => {
    const thumbnailKey = `${ARTWORK_FOLDER}thumbnail.jpg`;
    await store.put(thumbnailKey, Buffer.from('not a picture at all'));
    const video = await service.artwork(artworkRequest({ mediaType: 'video', thumbnailKey }));
    const jpeg = await store.readBytes(video.objectKey, 0, (await store.head(video.objectKey))!.size);
    expect(await sharp(jpeg).metadata()).toMatchObject({ format: 'jpeg', width: 960, height: 960 });
  });

  it('should refuse keys outside media folders', async () => {
    await expect(service.artwork(artworkRequest({ thumbnailKey: 'incoming/x' }))).rejects.toMatchObject({ code: 'INVALID' });
    await expect(service.artwork(artworkRequest({ mediaKey: '../etc/passwd' }))).rejects.toMatchObject({ code: 'INVALID' });
  });
});
