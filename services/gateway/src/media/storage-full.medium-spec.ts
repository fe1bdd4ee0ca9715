import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { metricsText } from '@lectures/platform';
import type { TestStack } from '@lectures/platform/src/testing/test-stack';
import type { ContentDto } from '@lectures/proto';
import { STORAGE_FULL_MESSAGE, type ObjectStore } from '@lectures/object-store';
import { makeMediaFiles, type MediaFiles } from '@lectures/object-store/src/testing/media-files.fixture';
import { startTestS3, type TestS3 } from '@lectures/object-store/src/testing/s3-server.fixture';
import { OBJECT_STORE } from '@lectures/media-storage/src/media/media.tokens';
import { signUp } from '../testing/gateway-test-stack';
import { DISK_OBJECTS, type DiskObjects } from './disk-objects.provider';
import { ResumableUploads } from '../uploads/resumable-uploads.service';
import { startMediaStack } from './media-test-stack';

jest.setTimeout(90_000);

let workDir: string;
let media: MediaFiles;
beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'storage-full-'));
  media = await makeMediaFiles(workDir);
});
afterAll(() => rm(workDir, { recursive: true, force: true }));

async function eventually(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting until ${what}`);
}

/** Every file under a folder, hidden ones (the temp area) included. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

const refusedWrites = async () => Number(/^lectures_storage_writes_refused_total(?:\{[^}]*\})? (\d+)/m.exec(await metricsText())?.[1] ?? 0);

/**
 * A full object store is a clear answer: 507 with a message saying what to do, nothing half
 * written left behind, a log line, and the condition in /health/ready and the metrics.
 */
describe.each([
  ['disk', 'in-process'],
  ['s3', 'rmq'],
] as const)('a full object store (%s, over the %s bus)', (driver, transport) => {
  let stack: TestStack;
  let s3: TestS3 | undefined;
  let admin: TestAgent;
  let origin: string;
  let objects: string;

  beforeAll(async () => {
    s3 = driver === 's3' ? await startTestS3() : undefined;
    stack = await startMediaStack(transport, { s3 });
    admin = (await signUp(stack, 'admin')).agent;
    origin = `http://127.0.0.1:${(stack.server.address() as AddressInfo).port}`;
    objects = join(stack.runtime.dataDir, 'objects');
  });
  afterAll(async () => {
    await stack?.close();
    await s3?.stop();
  });

  /** Fills the store: on disk by raising the reserve past the free space, on S3 by its server refusing writes. */
  function fill(full: boolean): void {
    if (s3) return s3.setFull(full);
    const reserve = full ? Number.MAX_SAFE_INTEGER : 0;
    stack.services[1].app.get<ObjectStore>(OBJECT_STORE).guard.reserveBytes = reserve;
    stack.services[2].app.get<DiskObjects>(DISK_OBJECTS).store.guard.reserveBytes = reserve;
    stack.services[2].app.get(ResumableUploads).guard!.reserveBytes = reserve;
  }

  async function publishedItem(title: string): Promise<ContentDto> {
    const { uploadURL } = (await admin.post('/api/objects/upload').expect(200)).body as { uploadURL: string };
    expect((await fetch(new URL(uploadURL, origin), { method: 'PUT', body: await readFile(media.mp3) })).status).toBe(200);
    const created = (await admin.put('/api/media-uploads').send({ mediaURL: uploadURL, title, description: null, fileCreatedAt: null, fileName: 'a.mp3', durationSeconds: null }).expect(200)).body as ContentDto;
    await eventually(async () => ((await admin.get(`/api/content/${created.id}`)).body as ContentDto).mediaUrl !== null, 'the upload is registered');
    await admin.post(`/api/content/${created.id}/approve`).expect(200);
    return (await request(stack.server).get(`/api/content/public/${created.id}`).expect(200)).body as ContentDto;
  }

  it('should answer artwork with 507 and a clear message, leave no picture behind, and show the condition', async () => {
    const item = await publishedItem('A lecture drawn on a full disk');
    const before = await refusedWrites();
    const filesBefore = driver === 'disk' ? await filesUnder(objects) : [];
    fill(true);
    try {
      const res = await request(stack.server).get(item.socialImageUrl);
      expect(res.status).toBe(507);
      expect(res.body).toEqual({ message: STORAGE_FULL_MESSAGE });
      if (driver === 'disk') expect(await filesUnder(objects)).toEqual(filesBefore);
      expect(await refusedWrites()).toBeGreaterThan(before);
      const ready = await request(stack.server).get('/health/ready');
      expect(ready.status).toBe(200);
      expect(ready.body.checks.storage).toMatch(/^full: /);
    } finally {
      fill(false);
    }
    expect((await request(stack.server).get(item.socialImageUrl).redirects(1)).status).toBe(200);
    if (driver === 'disk') expect((await request(stack.server).get('/health/ready')).body.checks.storage).toBe('ok');
  });

  if (driver === 'disk') {
    it('should answer a signed PUT with 507 and keep none of its bytes', async () => {
      const { uploadURL } = (await admin.post('/api/objects/upload').expect(200)).body as { uploadURL: string };
      fill(true);
      try {
        const res = await fetch(new URL(uploadURL, origin), { method: 'PUT', body: await readFile(media.mp3) });
        expect(res.status).toBe(507);
        expect(await res.json()).toEqual({ message: STORAGE_FULL_MESSAGE });
        const key = /incoming\/[\w-]+/.exec(uploadURL)![0];
        expect((await filesUnder(objects)).filter((f) => f.includes(key) || f.includes('/.tmp/'))).toEqual([]);
      } finally {
        fill(false);
      }
      // Room again: the same URL takes the file.
      expect((await fetch(new URL(uploadURL, origin), { method: 'PUT', body: await readFile(media.mp3) })).status).toBe(200);
    });

    it('should answer a resumable upload that would not fit with 507 before a byte is sent', async () => {
      fill(true);
      try {
        const res = await admin.post('/api/uploads').set({ 'Tus-Resumable': '1.0.0', 'Upload-Length': '1000000' });
        expect(res.status).toBe(507);
        expect(res.text.trim()).toBe(STORAGE_FULL_MESSAGE);
      } finally {
        fill(false);
      }
      expect((await admin.post('/api/uploads').set({ 'Tus-Resumable': '1.0.0', 'Upload-Length': '1000000' })).status).toBe(201);
    });

    it('should refuse bytes that are not audio or video during the PUT with 415 and keep none of them', async () => {
      const { uploadURL } = (await admin.post('/api/objects/upload').expect(200)).body as { uploadURL: string };
      for (const body of [randomBytes(200_000), Buffer.from('<html><body>not a lecture</body></html>')]) {
        const res = await fetch(new URL(uploadURL, origin), { method: 'PUT', body });
        expect(res.status).toBe(415);
        expect(await res.json()).toEqual({ message: 'File content is not a recognised audio or video format' });
      }
      const key = /incoming\/[\w-]+/.exec(uploadURL)![0];
      expect((await filesUnder(objects)).filter((f) => f.includes(key) || f.includes('/.tmp/'))).toEqual([]);
      expect((await fetch(new URL(uploadURL, origin), { method: 'PUT', body: await readFile(media.mp3) })).status).toBe(200);
    });
  }
});
