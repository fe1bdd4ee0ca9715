import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import sharp from 'sharp';
import type { TestStack } from '@lectures/platform/src/testing/test-stack';
import type { ContentDto } from '@lectures/proto';
import type { ObjectInfo, ObjectStore } from '@lectures/object-store';
import { DiskObjectStore, UrlSigner, embeddedSigningSecret } from '@lectures/object-store';
import { distinctCopy, makeMediaFiles, type MediaFiles } from '@lectures/object-store/src/testing/media-files.fixture';
import { startTestS3, type TestS3 } from '@lectures/object-store/src/testing/s3-server.fixture';
import { signUp } from '../testing/gateway-test-stack';
import { startMediaStack } from '../media/media-test-stack';

jest.setTimeout(90_000);

const IMMUTABLE = 'public, max-age=31536000, immutable';

let workDir: string;
let media: MediaFiles;

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'gateway-artwork-'));
  media = await makeMediaFiles(workDir);
});

afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
});

async function eventually(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting until ${what}`);
}

interface Picture {
  status: number;
  cacheControl: string | undefined;
  type: string | undefined;
  body: Buffer;
}

// Disk over the in-process bus (embedded mode), S3 over RabbitMQ (distributed mode): media-storage draws, the gateway serves.
describe.each([
  ['disk', 'in-process'],
  ['s3', 'rmq'],
] as const)('GET /api/content/{id}/artwork with %s storage over the %s bus', (driver, transport) => {
  let stack: TestStack;
  let s3: TestS3 | undefined;
  let store: ObjectStore;
  let origin: string;
  let admin: TestAgent;
  let contributor: TestAgent;

  beforeAll(async () => {
    s3 = driver === 's3' ? await startTestS3() : undefined;
    stack = await startMediaStack(transport, { s3 });
    const dataDir = stack.runtime.dataDir;
    store = s3?.store ?? new DiskObjectStore(join(dataDir, 'objects'), new UrlSigner(embeddedSigningSecret(dataDir)));
    origin = `http://127.0.0.1:${(stack.server.address() as AddressInfo).port}`;
    admin = (await signUp(stack, 'admin')).agent;
    contributor = (await signUp(stack, 'contributor')).agent;
  });

  afterAll(async () => {
    await stack?.close();
    await s3?.stop();
    if (stack) await rm(stack.runtime.dataDir, { recursive: true, force: true });
  });

  /** Uploads a file through the real saga and waits until media-storage registered it. */
  async function upload(file: string, title: string): Promise<ContentDto> {
    const { uploadURL } = (await contributor.post('/api/objects/upload').expect(200)).body as { uploadURL: string };
    expect((await fetch(new URL(uploadURL, origin), { method: 'PUT', body: await readFile(await distinctCopy(file)) })).status).toBe(200);
    const res = await contributor
      .put('/api/media-uploads')
      .send({ mediaURL: uploadURL, title, description: null, fileCreatedAt: null, fileName: file.split('/').pop(), durationSeconds: null })
      .expect(200);
    let item = res.body as ContentDto;
    await eventually(async () => {
      item = (await admin.get(`/api/content/${item.id}`)).body as ContentDto;
      return item.mediaUrl !== null;
    }, 'media-storage registered the upload');
    return item;
  }

  async function publish(id: string, patch: { speaker?: string; title?: string } = {}): Promise<ContentDto> {
    if (Object.keys(patch).length > 0) await admin.patch(`/api/content/${id}`).send(patch).expect(200);
    await admin.post(`/api/content/${id}/approve`).expect(200);
    return (await request(stack.server).get(`/api/content/public/${id}`).expect(200)).body as ContentDto;
  }

  /** A picture as a browser gets it: following S3's redirect to the presigned GET. */
  async function picture(url: string, agent: TestAgent | null = null): Promise<Picture> {
    const res = await (agent ?? request(stack.server)).get(url).redirects(0);
    if (res.status === 302) {
      expect(driver).toBe('s3');
      expect(res.headers['cache-control']).toBe('private, no-store');
      const direct = await fetch(res.headers.location);
      return { status: direct.status, cacheControl: undefined, type: direct.headers.get('content-type') ?? undefined, body: Buffer.from(await direct.arrayBuffer()) };
    }
    return { status: res.status, cacheControl: res.headers['cache-control'], type: res.headers['content-type'], body: res.body as Buffer };
  }

  async function size(jpeg: Buffer): Promise<string> {
    const { format, width, height } = await sharp(jpeg).metadata();
    return `${format} ${width}x${height}`;
  }

  /** The item's stored pictures (they live in its media folder). */
  async function storedPictures(item: ContentDto): Promise<ObjectInfo[]> {
    const folder = item.mediaUrl!.slice('/api/media/'.length).replace(/original\.[a-z0-9]+$/, '');
    return (await store.listOlderThan(folder, new Date(Date.now() + 60_000))).filter((o) => o.key.includes('/artwork-'));
  }

  it('should refuse a malformed id, variant or version', async () => {
    const res = await request(stack.server).get('/api/content/not-a-uuid/artwork');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Invalid content id' });
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await request(stack.server).get(`/api/content/${id}/artwork?variant=poster`)).status).toBe(400);
    expect((await request(stack.server).get(`/api/content/${id}/artwork?v=../x`)).status).toBe(400);
  });

  it('should hide an unpublished item from anonymous visitors and show it to staff', async () => {
    const item = await upload(media.mp3, 'Draft on patience');
    expect((await request(stack.server).get(item.socialImageUrl)).status).toBe(404);
    const staff = await picture(item.socialImageUrl, admin);
    expect(staff.status).toBe(200);
    expect(await size(staff.body)).toBe('jpeg 960x960');
    if (driver === 'disk') expect(staff.cacheControl).toBe('private, max-age=31536000, immutable');
  });

  it("should draw a published audio item's cover once, 960x960 for social cards and 640x360 for cards, cached as immutable", async () => {
    const item = await publish((await upload(media.mp3, 'Patience in hardship')).id, { speaker: 'Shaykh Ahmad' });
    expect(item.artworkUrl).toMatch(new RegExp(`^/api/content/${item.id}/artwork\\?variant=card&v=[\\w-]+$`));
    expect(item.socialImageUrl).toMatch(new RegExp(`^/api/content/${item.id}/artwork\\?variant=social&v=[\\w-]+$`));

    const social = await picture(item.socialImageUrl);
    expect(social).toMatchObject({ status: 200, type: 'image/jpeg' });
    if (driver === 'disk') expect(social.cacheControl).toBe(IMMUTABLE);
    expect(await size(social.body)).toBe('jpeg 960x960');
    expect(await size((await picture(item.artworkUrl)).body)).toBe('jpeg 640x360');

    // Asked again: the same stored picture, not drawn again.
    const stored = await storedPictures(item);
    expect(stored).toHaveLength(2);
    const again = await picture(item.socialImageUrl);
    expect(Buffer.compare(again.body, social.body)).toBe(0);
    expect(await storedPictures(item)).toEqual(stored);
  });

  it('should give an edited title a new URL and a new picture, and serve old URLs the current one briefly', async () => {
    const before = await publish((await upload(media.mp3, 'First title')).id);
    const old = await picture(before.socialImageUrl);
    const after = await publish(before.id, { title: 'Second title' });
    expect(after.socialImageUrl).not.toBe(before.socialImageUrl);
    const fresh = await picture(after.socialImageUrl);
    expect(Buffer.compare(fresh.body, old.body)).not.toBe(0);
    const stale = await picture(before.socialImageUrl);
    expect(Buffer.compare(stale.body, fresh.body)).toBe(0);
    if (driver === 'disk') expect(stale.cacheControl).toBe('public, max-age=300');
  });

  it("should show a video's thumbnail on cards and letterbox it with the title for social cards", async () => {
    const item = await publish((await upload(media.videoMp4, 'Friday sermon')).id);
    expect(item.videoThumbnailUrl).not.toBeNull();
    expect(item.artworkUrl).toBe(item.videoThumbnailUrl);

    const social = await picture(item.socialImageUrl);
    expect(await size(social.body)).toBe('jpeg 960x960');
    // The 320x240 clip's thumbnail fills a 720x540 box in the middle (left 120, top 210): its left
    // part (clear of the play button) matches the thumbnail itself, scaled the same way.
    const region = { left: 140, top: 230, width: 200, height: 500 };
    const thumbnail = (await picture(item.videoThumbnailUrl!)).body;
    const expected = await sharp(thumbnail).resize(720, 540).extract({ ...region, left: region.left - 120, top: region.top - 210 }).raw().toBuffer();
    const drawn = await sharp(social.body).extract(region).raw().toBuffer();
    const difference = drawn.reduce((sum, value, i) => sum + Math.abs(value - expected[i]), 0) / drawn.length;
    expect(difference).toBeLessThan(6);
    // Above and below it the pattern shows, not the picture.
    const band = await sharp(social.body).extract({ left: 0, top: 0, width: 960, height: 200 }).removeAlpha().raw().toBuffer();
    const mean = (channel: number) => band.reduce((sum, value, i) => (i % 3 === channel ? sum + value : sum), 0) / (band.length / 3);
    expect(mean(1)).toBeGreaterThan(mean(0) + 30);
  });

  it('should delete the pictures with the item', async () => {
    const item = await publish((await upload(media.mp3, 'To be deleted')).id);
    await picture(item.socialImageUrl);
    expect(await storedPictures(item)).toHaveLength(1);
    await admin.delete(`/api/content/${item.id}`).expect(200);
    await eventually(async () => (await storedPictures(item)).length === 0, 'the pictures are deleted');
    expect((await request(stack.server).get(item.socialImageUrl)).status).toBe(404);
  });
});
