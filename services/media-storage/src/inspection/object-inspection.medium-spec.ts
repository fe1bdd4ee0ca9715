import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AppError } from '@lectures/proto';
import { inspectObject } from './media-inspector';
import { makeMediaFiles, type MediaFiles } from '@lectures/object-store/src/testing/media-files.fixture';
import { STORE_DRIVERS, type StoreDriver } from '@lectures/object-store/src/testing/store-drivers.fixture';
import { DiskObjectStore, newIncomingKey, UrlSigner } from '@lectures/object-store';

jest.setTimeout(60_000);

let workDir: string;
let media: MediaFiles;

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'media-storage-'));
  media = await makeMediaFiles(workDir);
});

afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
});


describe.each(STORE_DRIVERS)('object storage on %s', (_name, start) => {
  let driver: StoreDriver;

  beforeAll(async () => {
    driver = await start();
  });

  afterAll(async () => {
    await driver.stop();
  });

  async function upload(file: string): Promise<string> {
    const key = newIncomingKey();
    const url = await driver.store.createUploadUrl(key, 900);
    const res = await fetch(new URL(url, driver.http.origin), { method: 'PUT', body: await readFile(file) });
    expect(res.status).toBe(200);
    return key;
  }

  describe('upload and inspection', () => {
    it('should store an MP3 and detect audio/mpeg by content', async () => {
      const key = await upload(media.mp3);
      const size = (await readFile(media.mp3)).length;
      expect((await driver.store.head(key))?.size).toBe(size);
      await expect(inspectObject(driver.store, key)).resolves.toMatchObject({
        mimeType: 'audio/mpeg',
        mediaType: 'audio',
        size,
        durationSeconds: 3,
        video: null,
      });
    });

    it('should see through a large ID3 cover picture to the MP3 behind it', async () => {
      const key = await upload(media.mp3WithCover);
      expect((await driver.store.readBytes(key, 0, 3)).toString('latin1')).toBe('ID3');
      await expect(inspectObject(driver.store, key)).resolves.toMatchObject({
        mimeType: 'audio/mpeg',
        mediaType: 'audio',
        video: null,
      });
    });

    it('should detect a WAV as audio/wav', async () => {
      const key = await upload(media.wav);
      await expect(inspectObject(driver.store, key)).resolves.toMatchObject({ mimeType: 'audio/wav', mediaType: 'audio' });
    });

    it('should detect an MP4 with a video track as video with its dimensions', async () => {
      const key = await upload(media.videoMp4);
      await expect(inspectObject(driver.store, key)).resolves.toMatchObject({
        mimeType: 'video/mp4',
        mediaType: 'video',
        durationSeconds: 2,
        video: { width: 320, height: 240, frameRate: 25 },
      });
    });

    it('should call an MP4 or WebM without a video track audio', async () => {
      const mp4 = await upload(media.audioMp4);
      const webm = await upload(media.audioWebm);
      await expect(inspectObject(driver.store, mp4)).resolves.toMatchObject({ mimeType: 'audio/mp4', mediaType: 'audio' });
      await expect(inspectObject(driver.store, webm)).resolves.toMatchObject({ mimeType: 'audio/webm', mediaType: 'audio' });
    });

    it('should reject a text file named .mp3', async () => {
      const key = await upload(media.textAsMp3);
      await expect(inspectObject(driver.store, key)).rejects.toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    });

    it('should reject an object over the size limit', async () => {
      const key = await upload(media.wav);
      const err: unknown = await inspectObject(driver.store, key, 1000).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(AppError);
      expect(err).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    });

    it('should report a missing object as not found', async () => {
      await expect(inspectObject(driver.store, newIncomingKey())).rejects.toMatchObject({ code: 'NOT_FOUND' });
    });
  });

});

describe('ffmpeg-free sanity of random bytes', () => {
  it('should reject random bytes as media', async () => {
    const root = await mkdtemp(join(tmpdir(), 'objects-'));
    const store = new DiskObjectStore(root, new UrlSigner('test-secret-of-enough-length'));
    const key = newIncomingKey();
    const { Readable } = await import('node:stream');
    await store.writeUpload(key, Readable.from([randomBytes(64 * 1024)]), 1_000_000);
    await expect(inspectObject(store, key)).rejects.toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(await readdir(join(root, '.tmp'))).toEqual([]);
    await rm(root, { recursive: true, force: true });
  });
});
