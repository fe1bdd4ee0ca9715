import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeMediaFiles, type MediaFiles } from './testing/media-files.fixture';
import { STORE_DRIVERS, type StoreDriver } from './testing/store-drivers.fixture';
import { DiskObjectStore } from './disk-object-store';
import { mediaKeyFor, newIncomingKey } from './object-key';
import { UrlSigner } from './upload-signature';

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

  describe('serving with Range', () => {
    let key: string;
    let bytes: Buffer;

    beforeAll(async () => {
      const incoming = await upload(media.videoMp4);
      key = mediaKeyFor(incoming, 'mp4');
      await driver.store.move(incoming, key);
      bytes = await readFile(media.videoMp4);
    });

    const get = (range?: string, method = 'GET') =>
      fetch(`${driver.http.origin}/objects/${key}`, { method, headers: range ? { Range: range } : {} });

    it('should serve the whole object with Accept-Ranges and its type', async () => {
      const res = await get();
      expect(res.status).toBe(200);
      expect(res.headers.get('accept-ranges')).toBe('bytes');
      expect(res.headers.get('content-type')).toBe('video/mp4');
      expect(Number(res.headers.get('content-length'))).toBe(bytes.length);
      expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
    });

    it('should let browsers render only media and pictures, never sniff, and download anything else', async () => {
      const video = await get();
      expect(video.headers.get('x-content-type-options')).toBe('nosniff');
      expect(video.headers.get('content-disposition')).toBe('inline');
      const incoming = await upload(media.videoMp4);
      const other = mediaKeyFor(incoming, 'json');
      await driver.store.move(incoming, other);
      const res = await fetch(`${driver.http.origin}/objects/${other}`);
      expect(res.headers.get('content-type')).toBe('application/json');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-disposition')).toBe('attachment');
      await res.arrayBuffer();
    });

    it('should serve a middle range with 206 and the exact bytes', async () => {
      const res = await get('bytes=1000-4999');
      expect(res.status).toBe(206);
      expect(res.headers.get('content-range')).toBe(`bytes 1000-4999/${bytes.length}`);
      expect(res.headers.get('content-length')).toBe('4000');
      expect(Buffer.from(await res.arrayBuffer()).equals(bytes.subarray(1000, 5000))).toBe(true);
    });

    it('should serve an open-ended and a suffix range', async () => {
      const tail = await get(`bytes=${bytes.length - 100}-`);
      expect(tail.status).toBe(206);
      expect(Buffer.from(await tail.arrayBuffer()).equals(bytes.subarray(bytes.length - 100))).toBe(true);
      const suffix = await get('bytes=-10');
      expect(Buffer.from(await suffix.arrayBuffer()).equals(bytes.subarray(bytes.length - 10))).toBe(true);
    });

    it('should answer 416 for a range past the end', async () => {
      const res = await get(`bytes=${bytes.length}-`);
      expect(res.status).toBe(416);
      expect(res.headers.get('content-range')).toBe(`bytes */${bytes.length}`);
    });

    it('should answer HEAD with headers only', async () => {
      const res = await get('bytes=0-9', 'HEAD');
      expect(res.status).toBe(206);
      expect(res.headers.get('content-length')).toBe('10');
    });

    it('should answer 404 for a missing object', async () => {
      const res = await fetch(`${driver.http.origin}/objects/media/none/original.mp4`);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: 'Media file not found' });
    });

    it('should answer 404, not a cut connection, for an object deleted between its check and its read', async () => {
      const incoming = await upload(media.videoMp4);
      const doomed = mediaKeyFor(incoming, 'mp4');
      await driver.store.move(incoming, doomed);
      const head = driver.store.head.bind(driver.store);
      // The lecture is deleted while a player's request is between the two steps (seen under load in CI).
      jest.spyOn(driver.store, 'head').mockImplementationOnce(async (k) => {
        const info = await head(k);
        await driver.store.delete(k);
        return info;
      });
      const res = await fetch(`${driver.http.origin}/objects/${doomed}`, { headers: { Range: 'bytes=0-9' } });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: 'Media file not found' });
    });

    it('should give a direct URL that honours Range where the driver has one', async () => {
      const url = await driver.store.directGetUrl(key, 60);
      if (driver.store.driver === 'disk') return expect(url).toBeNull();
      const res = await fetch(url!, { headers: { Range: 'bytes=10-19' } });
      expect(res.status).toBe(206);
      expect(Buffer.from(await res.arrayBuffer()).equals(bytes.subarray(10, 20))).toBe(true);
    });
  });

  describe('lifecycle', () => {
    it('should move an upload to its final key', async () => {
      const incoming = await upload(media.mp3);
      const final = mediaKeyFor(incoming, 'mp3');
      await driver.store.move(incoming, final);
      expect(await driver.store.head(incoming)).toBeNull();
      expect((await driver.store.head(final))?.size).toBe((await readFile(media.mp3)).length);
    });

    it('should delete idempotently', async () => {
      const key = await upload(media.wav);
      await driver.store.delete(key);
      await driver.store.delete(key);
      expect(await driver.store.head(key)).toBeNull();
    });

    it('should list uploads older than a date under a prefix', async () => {
      const key = await upload(media.wav);
      const later = await driver.store.listOlderThan('incoming/', new Date(Date.now() + 60_000));
      expect(later.map((o) => o.key)).toContain(key);
      const earlier = await driver.store.listOlderThan('incoming/', new Date(Date.now() - 60_000));
      expect(earlier.map((o) => o.key)).not.toContain(key);
      expect(await driver.store.listOlderThan('media/', new Date(Date.now() + 60_000))).not.toContainEqual(
        expect.objectContaining({ key }),
      );
    });

    it('should read bytes from an offset', async () => {
      const key = await upload(media.wav);
      const wav = await readFile(media.wav);
      expect((await driver.store.readBytes(key, 0, 4)).toString('latin1')).toBe('RIFF');
      expect((await driver.store.readBytes(key, wav.length - 5, 100)).equals(wav.subarray(wav.length - 5))).toBe(true);
    });
  });
});


describe('disk store folders', () => {
  it('should remove the folders a delete leaves empty, and keep the root', async () => {
    const root = await mkdtemp(join(tmpdir(), 'objects-'));
    const store = new DiskObjectStore(root, new UrlSigner('test-secret-of-enough-length'));
    const { Readable } = await import('node:stream');
    const incoming = newIncomingKey();
    await store.writeUpload(incoming, Readable.from([Buffer.from('ID3')]), 100);
    const final = mediaKeyFor(incoming, 'mp3');
    await store.move(incoming, final);
    await store.delete(final);
    expect(await readdir(root)).not.toContain('media');
    await store.delete(final);
    expect(await readdir(root)).toContain('.claims');
    await rm(root, { recursive: true, force: true });
  });
});
