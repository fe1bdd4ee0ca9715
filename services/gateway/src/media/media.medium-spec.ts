import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import type { TestStack } from '@lectures/platform/src/testing/test-stack';
import type { ContentDto } from '@lectures/proto';
import { isHlsKey, type ObjectStore } from '@lectures/object-store';
import { distinctCopy, makeMediaFiles, type MediaFiles } from '@lectures/object-store/src/testing/media-files.fixture';
import { startTestS3, type TestS3 } from '@lectures/object-store/src/testing/s3-server.fixture';
import { signUp } from '../testing/gateway-test-stack';
import { startMediaStack } from './media-test-stack';

jest.setTimeout(90_000);

const LIMIT = 150_000;
let workDir: string;
let media: MediaFiles;

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'gateway-media-'));
  media = await makeMediaFiles(workDir);
});

afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
});

async function eventually(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting until ${what}`);
}

// Disk over the in-process bus (embedded mode), S3 over RabbitMQ (distributed mode).
describe.each([
  ['disk', 'in-process'],
  ['s3', 'rmq'],
] as const)('media routes with %s storage over the %s bus', (driver, transport) => {
  let stack: TestStack;
  let s3: TestS3 | undefined;
  let origin: string;
  let admin: TestAgent;
  let contributor: TestAgent;
  let otherContributor: TestAgent;
  let viewer: TestAgent;

  beforeAll(async () => {
    s3 = driver === 's3' ? await startTestS3() : undefined;
    stack = await startMediaStack(transport, { s3, settings: { maxUploadBytes: LIMIT } });
    origin = `http://127.0.0.1:${(stack.server.address() as AddressInfo).port}`;
    admin = (await signUp(stack, 'admin')).agent;
    contributor = (await signUp(stack, 'contributor')).agent;
    otherContributor = (await signUp(stack, 'contributor')).agent;
    viewer = (await signUp(stack, 'viewer')).agent;
  });

  afterAll(async () => {
    await stack?.close();
    await s3?.stop();
    if (stack) await rm(stack.runtime.dataDir, { recursive: true, force: true });
  });

  /** Every object (and temp file) in the store and every policy row, to prove nothing is left behind. */
  async function leftovers(): Promise<{ objects: string[]; policies: string[] }> {
    const store: ObjectStore | undefined = s3?.store;
    const objects = store
      ? (await store.listOlderThan('', new Date(Date.now() + 60_000))).map((o) => o.key)
      : ((await import('node:fs/promises'))
          .readdir(join(stack.runtime.dataDir, 'objects'), { recursive: true, withFileTypes: true })
          .then((all) =>
            all
              .filter((e) => e.isFile() && !e.parentPath.endsWith('/.claims'))
              .map((e) => relative(join(stack.runtime.dataDir, 'objects'), join(e.parentPath, e.name))),
          )
          .catch(() => []));
    const rows: { object_key: string }[] = await stack.services[1].dataSource.query('SELECT object_key FROM media.object_policy');
    // Renditions and HLS ladders of earlier tests' lectures are made in the background whenever
    // their worker gets to them: they are not what a refused upload leaves behind.
    const kept = (await objects).filter((key) => !/\/rendition-[a-z0-9]+\.[a-z0-9]+$/.test(key) && !isHlsKey(key));
    return { objects: kept, policies: rows.map((r) => r.object_key) };
  }

  async function uploadUrl(agent: TestAgent): Promise<string> {
    const res = await agent.post('/api/objects/upload');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['uploadURL']);
    return (res.body as { uploadURL: string }).uploadURL;
  }

  async function putFile(uploadURL: string, file: string): Promise<number> {
    const res = await fetch(new URL(uploadURL, origin), { method: 'PUT', body: await readFile(file) });
    return res.status;
  }

  async function upload(agent: TestAgent, file: string, extra: object = {}) {
    const uploadURL = await uploadUrl(agent);
    const sent = await distinctCopy(file);
    expect(await putFile(uploadURL, sent)).toBe(200);
    const res = await agent.put('/api/media-uploads').send({
      mediaURL: uploadURL,
      title: 'A lecture',
      description: null,
      fileCreatedAt: null,
      fileName: file.split('/').pop(),
      durationSeconds: null,
      ...extra,
    });
    return Object.assign(res, { uploadURL, sent });
  }

  /** The item once media-storage has answered (registered or rejected) through the bus. */
  async function settled(id: string): Promise<ContentDto> {
    let item: ContentDto | undefined;
    await eventually(async () => {
      item = (await admin.get(`/api/content/${id}`)).body as ContentDto;
      return item.mediaUrl !== null || item.status === 'failed';
    }, 'media-storage answered');
    return item!;
  }

  describe('POST /api/objects/upload', () => {
    it('should require authentication', async () => {
      const res = await request(stack.server).post('/api/objects/upload');
      expect(res.status).toBe(401);
    });

    it('should refuse a viewer with 403 and record nothing', async () => {
      const before = await leftovers();
      const res = await viewer.post('/api/objects/upload');
      expect(res.status).toBe(403);
      expect(await leftovers()).toEqual(before);
    });

    it('should give a contributor a URL for one plain PUT', async () => {
      const url = await uploadUrl(contributor);
      expect(url).toMatch(driver === 'disk' ? /^\/api\/objects\/put\/incoming\/[0-9a-f-]{36}\?expires=\d+&sig=/ : /^http:\/\/127\.0\.0\.1:\d+\//);
    });
  });

  describe('PUT /api/media-uploads', () => {
    it('should require authentication and an uploader role', async () => {
      expect((await request(stack.server).put('/api/media-uploads').send({ mediaURL: 'x' })).status).toBe(401);
      expect((await viewer.put('/api/media-uploads').send({ mediaURL: 'x' })).status).toBe(403);
    });

    it('should create a processing audio item from an MP3 at once, and register its media after', async () => {
      const res = await upload(contributor, media.mp3, { durationSeconds: null });
      expect(res.status).toBe(200);
      const size = (await readFile(res.sent)).length;
      const body = res.body as ContentDto;
      // What the quick checks know: the kind, type and size by the file's bytes.
      expect(body).toMatchObject({
        title: 'A lecture',
        status: 'processing',
        mediaType: 'audio',
        mediaMimeType: 'audio/mpeg',
        mediaFileSize: size,
        audioMimeType: 'audio/mpeg',
        audioFileSize: size,
      });
      const item = await settled(body.id);
      expect(item).toMatchObject({ status: 'processing', durationSeconds: 3, videoThumbnailUrl: null });
      expect(item.mediaUrl).toMatch(/^\/api\/media\/media\/[0-9a-f-]{36}\/original\.mp3$/);
      expect(item.audioUrl).toBe(item.mediaUrl);
    });

    it('should answer a retried registration with the same item, never a second one', async () => {
      const first = await upload(contributor, media.mp3);
      const again = await contributor.put('/api/media-uploads').send({ mediaURL: first.uploadURL, title: 'A lecture' });
      expect(again.status).toBe(200);
      expect((again.body as ContentDto).id).toBe((first.body as ContentDto).id);
      await settled((first.body as ContentDto).id);
      const later = await contributor.put('/api/media-uploads').send({ mediaURL: first.uploadURL, title: 'A lecture' });
      expect((later.body as ContentDto).id).toBe((first.body as ContentDto).id);
    });

    it('should create a video item from an MP4 with a video track, with a thumbnail of its own', async () => {
      const res = await upload(admin, media.videoMp4, { title: '', fileName: 'Friday sermon.mp4', durationSeconds: 2 });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        title: 'Friday sermon',
        mediaType: 'video',
        mediaMimeType: 'video/mp4',
        audioUrl: null,
        durationSeconds: 2,
      });
      const item = await settled((res.body as ContentDto).id);
      expect(item).toMatchObject({ videoWidth: 320, videoHeight: 240, videoFrameRate: 25 });
      expect(item.videoThumbnailUrl).toBe(item.mediaUrl!.replace('original.mp4', 'thumbnail.jpg'));
      const thumbnail = await admin.get(item.videoThumbnailUrl!).redirects(0);
      expect([200, 302]).toContain(thumbnail.status);
    });

    it('should fail the item with the reason when the full inspection refuses what the quick checks let through', async () => {
      // An MP4 header over nothing: the magic bytes pass, ffprobe cannot read it.
      const fake = join(workDir, 'header-only.mp4');
      await writeFile(fake, Buffer.concat([(await readFile(media.videoMp4)).subarray(0, 32), Buffer.alloc(8192)]));
      const res = await upload(contributor, fake);
      expect(res.status).toBe(200);
      const item = await settled((res.body as ContentDto).id);
      expect(item).toMatchObject({ status: 'failed', mediaUrl: null, aiMetadata: { error: 'File content could not be read as audio or video' } });
      const uploadId = /incoming\/([0-9a-f-]{36})/.exec(res.uploadURL)![1];
      const { objects, policies } = await leftovers();
      expect(objects.filter((o) => o.includes(uploadId))).toEqual([]);
      expect(policies.filter((p) => p.includes(uploadId))).toEqual([]);
    });

    it('should refuse a text file named .mp3 with 415 and leave nothing behind', async () => {
      const before = await leftovers();
      if (driver === 'disk') {
        // The gateway receives the PUT itself: its first bytes are judged before the rest is kept.
        // Nothing is stored; the URL stays good for the right file until it expires.
        const put = await fetch(new URL(await uploadUrl(contributor), origin), { method: 'PUT', body: await readFile(media.textAsMp3) });
        expect(put.status).toBe(415);
        expect(await put.json()).toEqual({ message: 'File content is not a recognised audio or video format' });
        expect((await leftovers()).objects).toEqual(before.objects);
        return;
      } else {
        // S3 takes the bytes; the check after it refuses them.
        const res = await upload(contributor, media.textAsMp3);
        expect(res.status).toBe(415);
        expect(res.body).toEqual({ message: 'File content is not a recognised audio or video format' });
      }
      expect(await leftovers()).toEqual(before);
    });

    it('should refuse a file over the limit with 413 and leave nothing behind', async () => {
      const before = await leftovers();
      const res = await upload(contributor, media.wav);
      expect(res.status).toBe(413);
      expect(res.body).toEqual({ message: expect.stringMatching(/larger than/) });
      expect(await leftovers()).toEqual(before);
    });

    it("should refuse another contributor's upload with 403 and an unknown one with 400", async () => {
      const uploadURL = await uploadUrl(contributor);
      expect(await putFile(uploadURL, media.mp3)).toBe(200);
      const foreign = await otherContributor.put('/api/media-uploads').send({ mediaURL: uploadURL, title: 'Mine' });
      expect(foreign.status).toBe(403);
      expect(foreign.body).toEqual({ message: 'This upload belongs to another user' });
      const unknown = await contributor
        .put('/api/media-uploads')
        .send({ mediaURL: `/api/objects/put/incoming/${randomUUID()}`, title: 'Ghost' });
      expect(unknown.status).toBe(400);
      expect(unknown.body.message).toMatch(/Unknown upload/);
    });
  });

  // The signed disk PUT exists only with disk storage; S3 takes presigned PUTs itself.
  const describeDisk = driver === 'disk' ? describe : () => undefined;
  describeDisk('PUT /api/objects/put/<key> (embedded disk target)', () => {

    it('should refuse a second PUT to a used URL with 409', async () => {
      const uploadURL = await uploadUrl(contributor);
      expect(await putFile(uploadURL, media.mp3)).toBe(200);
      expect(await putFile(uploadURL, media.wav)).toBe(409);
    });

    it('should refuse a tampered signature with 403', async () => {
      const uploadURL = `${await uploadUrl(contributor)}x`;
      expect(await putFile(uploadURL, media.mp3)).toBe(403);
    });

    it('should refuse a declared body over 500 MB with 413 before reading it', async () => {
      const url = new URL(await uploadUrl(contributor), origin);
      const status = await new Promise<number>((resolve, reject) => {
        const req = httpRequest(url, { method: 'PUT', headers: { 'Content-Length': 524_288_001 } }, (res) => resolve(res.statusCode ?? 0));
        req.on('error', reject);
        req.write(Buffer.alloc(1024));
      });
      expect(status).toBe(413);
    });

    it('should leave no object when the PUT is cut off half way, and accept a retry', async () => {
      const before = await leftovers();
      const uploadURL = await uploadUrl(contributor);
      const body = await readFile(media.videoMp4);
      await new Promise<void>((resolve) => {
        const req = httpRequest(new URL(uploadURL, origin), { method: 'PUT', headers: { 'Content-Length': body.length } });
        req.on('error', () => resolve());
        req.write(body.subarray(0, body.length >> 1), () => setTimeout(() => req.destroy(), 100));
      });
      await new Promise((r) => setTimeout(r, 200));
      const after = await leftovers();
      expect(after.objects).toEqual(before.objects);
      expect(await putFile(uploadURL, media.videoMp4)).toBe(200);
    });
  });

  describe('GET /api/media/<key>', () => {
    let item: ContentDto;
    let bytes: Buffer;

    beforeAll(async () => {
      const sent = await upload(contributor, media.videoMp4);
      item = await settled((sent.body as ContentDto).id);
      bytes = await readFile(sent.sent);
    });

    /** The bytes of a range, following S3's redirect like a browser would. */
    async function fetchRange(agent: TestAgent, range: string) {
      const res = await agent.get(item.mediaUrl!).set('Range', range).redirects(0);
      if (res.status !== 302) return res;
      expect(driver).toBe('s3');
      const direct = await fetch(res.headers.location, { headers: { Range: range } });
      return { status: direct.status, headers: Object.fromEntries(direct.headers), body: Buffer.from(await direct.arrayBuffer()) };
    }

    it('should hide an unpublished item from anonymous visitors', async () => {
      const res = await request(stack.server).get(item.mediaUrl!);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Media file not found' });
    });

    it('should serve signed-in staff any byte range with 206', async () => {
      const res = await fetchRange(viewer, 'bytes=100-1099');
      expect(res.status).toBe(206);
      expect(res.headers['content-range']).toBe(`bytes 100-1099/${bytes.length}`);
      expect(res.headers['content-length']).toBe('1000');
      expect(Buffer.compare(res.body as Buffer, bytes.subarray(100, 1100))).toBe(0);
    });

    it('should answer HEAD with the headers of the range only', async () => {
      const res = await viewer.head(item.mediaUrl!).set('Range', 'bytes=0-99').redirects(0);
      if (driver === 's3') return expect(res.status).toBe(302);
      expect(res.status).toBe(206);
      expect(res.headers['content-length']).toBe('100');
      expect(res.headers['accept-ranges']).toBe('bytes');
      expect(res.headers['content-type']).toBe('video/mp4');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-disposition']).toBe('inline');
    });

    it('should answer 416 for a range past the end', async () => {
      const res = await fetchRange(viewer, `bytes=${bytes.length + 10}-`);
      expect(res.status).toBe(416);
    });

    it('should open the media to everyone once published, and delete it with the item', async () => {
      expect((await admin.post(`/api/content/${item.id}/approve`)).status).toBe(200);
      await eventually(async () => [200, 302].includes((await request(stack.server).get(item.mediaUrl!).redirects(0)).status), 'media is public');
      const res = await fetchRange(request.agent(stack.server), 'bytes=0-9');
      expect(res.status).toBe(206);
      expect(Buffer.compare(res.body as Buffer, bytes.subarray(0, 10))).toBe(0);
      const detail = (await request(stack.server).get(`/api/content/public/${item.id}`)).body as { directMediaUrl: string | null };
      if (driver === 's3') expect(detail.directMediaUrl).toMatch(/^http.*X-Amz-Signature=/);
      else expect(detail.directMediaUrl).toBeNull();

      // A player's burst of range reads asks media-storage once (disk); S3 answers each with its own presigned redirect.
      const bus = stack.services[stack.services.length - 1].bus;
      const ask = jest.spyOn(bus, 'request');
      const asked = () => ask.mock.calls.filter(([pattern]) => pattern === 'media.read.authorize.v1').length;
      for (let i = 0; i < 20; i++) expect((await request(stack.server).get(item.mediaUrl!).set('Range', `bytes=${i * 10}-${i * 10 + 9}`).redirects(0)).status).toBe(driver === 's3' ? 302 : 206);
      if (driver === 's3') expect(asked()).toBe(20);
      else expect(asked()).toBeLessThan(5); // one per GRANT_MS at most
      ask.mockRestore();

      expect((await admin.delete(`/api/content/${item.id}`)).status).toBe(200);
      await eventually(async () => (await request(stack.server).get(item.mediaUrl!).redirects(0)).status === 404, 'the deleted media is no longer served');
      const keys = [item.mediaUrl!, item.videoThumbnailUrl!].map((url) => url.slice('/api/media/'.length));
      // media-storage deletes the objects, then their policy rows: wait for both.
      await eventually(async () => {
        const left = await leftovers();
        return !left.objects.some((o) => keys.includes(o)) && !left.policies.some((p) => keys.includes(p));
      }, 'objects and their policies are deleted');
    });
  });
});
