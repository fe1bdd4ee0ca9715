import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startObjectHttp, type TestHttp } from './testing/object-http.fixture';
import { DiskObjectStore } from './disk-object-store';
import type { DiskUploadDeps } from './disk-upload.handler';
import { newIncomingKey } from './object-key';
import { UrlSigner } from './upload-signature';

const LIMIT = 256 * 1024;

describe('disk upload (signed PUT)', () => {
  let root: string;
  let store: DiskObjectStore;
  let http: TestHttp;

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'objects-'));
    const signer = new UrlSigner('test-secret-of-enough-length');
    store = new DiskObjectStore(root, signer);
    const deps: DiskUploadDeps = { store, signer, maxBytes: LIMIT };
    http = await startObjectHttp(store, deps);
  });

  afterEach(async () => {
    await http.stop();
    await rm(root, { recursive: true, force: true });
  });

  const urlFor = async (key: string, ttl = 900) => `${http.origin}${await store.createUploadUrl(key, ttl)}`;
  const put = (url: string, body: Uint8Array) => fetch(url, { method: 'PUT', body });

  /** Every file left anywhere under the store's root (temp files included). */
  async function filesLeft(): Promise<string[]> {
    const all = await readdir(root, { recursive: true, withFileTypes: true });
    return all.filter((e) => e.isFile() && e.parentPath !== join(root, '.claims')).map((e) => e.name);
  }

  it('should store the exact bytes sent', async () => {
    const key = newIncomingKey();
    const body = randomBytes(100_000);
    const res = await put(await urlFor(key), body);
    expect(res.status).toBe(200);
    expect((await store.readBytes(key, 0, LIMIT)).equals(body)).toBe(true);
  });

  it('should refuse a second PUT to a used URL with 409 and keep the first file', async () => {
    const key = newIncomingKey();
    const url = await urlFor(key);
    const first = randomBytes(1000);
    expect((await put(url, first)).status).toBe(200);
    const again = await put(url, randomBytes(2000));
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: 'Upload URL has already been used' });
    expect((await store.readBytes(key, 0, LIMIT)).equals(first)).toBe(true);
  });

  it('should refuse an expired URL with 403', async () => {
    const key = newIncomingKey();
    const res = await put(await urlFor(key, -1), randomBytes(10));
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: 'Upload URL has expired' });
    expect(await filesLeft()).toEqual([]);
  });

  it('should refuse a bad signature or a URL signed for another key with 403', async () => {
    const key = newIncomingKey();
    const url = new URL(await urlFor(key));
    url.searchParams.set('sig', 'x'.repeat(43));
    expect((await put(url.toString(), randomBytes(10))).status).toBe(403);
    const other = new URL(await urlFor(newIncomingKey()));
    const swapped = `${http.origin}/api/objects/put/${key}${other.search}`;
    const res = await put(swapped, randomBytes(10));
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: 'Upload URL signature is invalid' });
    expect(await filesLeft()).toEqual([]);
  });

  it('should refuse keys outside the upload area with 400', async () => {
    const res = await put(`${http.origin}/api/objects/put/media/x/original.mp3?expires=1&sig=x`, randomBytes(10));
    expect(res.status).toBe(400);
  });

  it('should refuse a declared body over the limit with 413 and keep nothing', async () => {
    const key = newIncomingKey();
    const res = await put(await urlFor(key), randomBytes(LIMIT + 1));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: expect.stringContaining('limit') });
    expect(await store.head(key)).toBeNull();
    expect(await filesLeft()).toEqual([]);
  });

  it('should stop a streamed (chunked) body once it passes the limit with 413', async () => {
    const key = newIncomingKey();
    const chunks = Array.from({ length: 8 }, () => randomBytes(64 * 1024));
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        const next = chunks.shift();
        if (next) controller.enqueue(next);
        else controller.close();
      },
    });
    const res = await fetch(await urlFor(key), { method: 'PUT', body, duplex: 'half' });
    expect(res.status).toBe(413);
    expect(await store.head(key)).toBeNull();
    expect(await filesLeft()).toEqual([]);
  });

  it('should leave nothing behind when the client cuts the PUT off half way, and accept a retry', async () => {
    const key = newIncomingKey();
    const url = new URL(await urlFor(key));
    const body = randomBytes(200_000);
    await new Promise<void>((resolve) => {
      const req = request(url, { method: 'PUT', headers: { 'Content-Length': body.length } });
      req.on('error', () => resolve());
      req.write(body.subarray(0, 100_000), () => setTimeout(() => req.destroy(), 100));
    });
    // The server notices the reset asynchronously; wait for it to clean up.
    for (let i = 0; i < 50 && (await filesLeft()).length > 0; i++) await new Promise((r) => setTimeout(r, 20));
    expect(await filesLeft()).toEqual([]);
    expect(await store.head(key)).toBeNull();
    expect((await put(url.toString(), body)).status).toBe(200);
    expect((await store.head(key))?.size).toBe(body.length);
  });

  it('should let exactly one of two racing uploads win', async () => {
    const key = newIncomingKey();
    const url = await urlFor(key);
    const statuses = (await Promise.all([put(url, randomBytes(50_000)), put(url, randomBytes(50_000))])).map((r) => r.status);
    expect(statuses.sort()).toEqual([200, 409]);
    expect(await filesLeft()).toHaveLength(1);
  });

  it('should prune spent-URL markers and stray temp files after a day', async () => {
    const key = newIncomingKey();
    expect((await put(await urlFor(key), randomBytes(10))).status).toBe(200);
    expect(await store.pruneUploadLeftovers(new Date(Date.now() - 60_000))).toBe(0);
    expect(await store.pruneUploadLeftovers(new Date(Date.now() + 60_000))).toBe(1);
    expect(await store.isUploadUsed(key)).toBe(false);
  });

  describe('at a pace', () => {
    // A short window so the test runs in a second: at least 4 KB in every 300 ms.
    const pace = { minBytes: 4096, windowMs: 300 };
    beforeEach(async () => {
      await http.stop();
      http = await startObjectHttp(store, { store, signer: new UrlSigner('test-secret-of-enough-length'), maxBytes: LIMIT, pace });
    });

    /** PUTs `chunks` chunks of `size` bytes, `everyMs` apart; unless `finish`, it then goes silent with the connection open. */
    function trickle(url: string, chunks: number, size: number, everyMs: number, finish: boolean): Promise<{ status: number; body: string; sent: Buffer }> {
      return new Promise((resolve, reject) => {
        const parts: Buffer[] = [];
        const req = request(url, { method: 'PUT', headers: { 'content-length': String(finish ? chunks * size : LIMIT) } }, (res) => {
          let body = '';
          res.on('data', (c: Buffer) => (body += c.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body, sent: Buffer.concat(parts) }));
        });
        req.on('error', reject);
        const timer = setInterval(() => {
          if (parts.length === chunks) {
            clearInterval(timer);
            if (finish) req.end();
            return;
          }
          parts.push(randomBytes(size));
          req.write(parts[parts.length - 1]);
        }, everyMs);
      });
    }

    it('should cut off an upload that trickles below the pace with 408 and keep nothing', async () => {
      const key = newIncomingKey();
      const reply = await trickle(await urlFor(key), 3, 100, 100, false);
      expect(reply.status).toBe(408);
      expect(JSON.parse(reply.body)).toEqual({ message: 'The upload stalled: less than 4 KB arrived in 0.3 s. Try again on a steadier connection.' });
      expect(await filesLeft()).toEqual([]);
      // The URL is not spent: the browser may send the file again.
      expect((await put(await urlFor(key), randomBytes(1000))).status).toBe(200);
    });

    it('should never cut short an upload that keeps the pace, however many windows it spans', async () => {
      const key = newIncomingKey();
      // 32 chunks of 8 KB, 100 ms apart: over three seconds, ten windows.
      const reply = await trickle(await urlFor(key), 32, 8192, 100, true);
      expect(reply.status).toBe(200);
      expect((await store.readBytes(key, 0, LIMIT)).equals(reply.sent)).toBe(true);
    });
  });
});
