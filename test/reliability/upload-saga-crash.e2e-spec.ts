import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { createThrowAwayDatabase, type ThrowAwayDatabase } from '@lectures/platform/src/testing/test-database';
import { TEST_AMQP_URL, TEST_REDIS_URL } from '@lectures/platform/src/testing/test-stack';
import { deleteTestQueues } from '@lectures/platform/src/testing/test-queues';
import { makeMediaFiles, distinctCopy } from '../support/media-files';
import { startEmbeddedApp, type EmbeddedApp } from '../support/embedded-app';
import { freePort, startProcess, type RunningProcess } from '../support/processes';

jest.setTimeout(240_000);

interface Item {
  id: string;
  status: string;
  mediaUrl: string | null;
  videoThumbnailUrl: string | null;
  aiMetadata: { error?: string } | null;
}

/**
 * The upload saga under crashes, on the distributed stack (each service its own
 * process over RabbitMQ and PostgreSQL, media on a shared disk). Processes are
 * killed with SIGKILL while uploads are between steps; clients retry as a
 * browser would. Every upload must end as exactly one item, registered or
 * failed with its reason, with no object left without an item and no item
 * without its object. Transcription is not running: items stop at
 * 'processing' with their media registered, which is the saga's end.
 */
describe('upload saga killed between its steps', () => {
  let database: ThrowAwayDatabase;
  let dataDir: string;
  let env: Record<string, string>;
  let port: number;
  let base: string;
  const running: Record<'content' | 'media' | 'gateway', RunningProcess | undefined> = { content: undefined, media: undefined, gateway: undefined };
  let admin: TestAgent;
  let files: { mp3: string; mp4: string };

  const start = {
    content: async () => {
      running.content = await startProcess('services/content/dist/main.js', { ...env, HEALTH_PORT: String(await freePort()) }, /service started/);
    },
    media: async () => {
      running.media = await startProcess('services/media-storage/dist/main.js', { ...env, HEALTH_PORT: String(await freePort()) }, /service started/);
    },
    gateway: async () => {
      running.gateway = await startProcess('services/gateway/dist/main.js', { ...env, PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` }, /service started/);
    },
  };

  beforeAll(async () => {
    files = makeMediaFiles(4);
    [database, dataDir, port] = await Promise.all([createThrowAwayDatabase('saga'), mkdtemp(path.join(tmpdir(), 'saga-')), freePort()]);
    env = {
      DATABASE_URL: database.url,
      AMQP_URL: TEST_AMQP_URL,
      REDIS_URL: TEST_REDIS_URL,
      QUEUE_PREFIX: `t${randomBytes(4).toString('hex')}.`,
      SIGNING_SECRET: 'test-signing-secret-0123456789',
      DATA_DIR: dataDir,
    };
    base = `http://127.0.0.1:${port}`;
    await start.content();
    await start.media();
    await start.gateway();
    admin = request.agent(base);
    await admin.post('/api/auth/register').send({ username: 'saga-admin', password: 'saga-secret-1', confirmPassword: 'saga-secret-1' }).expect(201);
  });

  afterAll(async () => {
    for (const process of Object.values(running)) await process?.stop();
    await database?.drop();
    await deleteTestQueues(TEST_AMQP_URL, env.QUEUE_PREFIX);
    await rm(dataDir, { recursive: true, force: true });
  });

  /** A file sent to its upload URL; the registration request is left to the caller. */
  async function sent(file: string): Promise<string> {
    const { uploadURL } = (await admin.post('/api/objects/upload').expect(200)).body as { uploadURL: string };
    const put = await fetch(new URL(uploadURL, base), { method: 'PUT', body: await readFile(distinctCopy(file)) });
    expect(put.status).toBe(200);
    return uploadURL;
  }

  /** PUT /api/media-uploads until it answers, as a browser's retry would (a dead gateway refuses connections). */
  let retried = 0;
  async function register(uploadURL: string): Promise<Item> {
    for (let attempt = 0; attempt < 120; attempt++) {
      if (attempt === 1) retried += 1;
      try {
        const res = await admin.put('/api/media-uploads').send({ mediaURL: uploadURL, title: 'Saga lecture' });
        if (res.status === 200) return res.body as Item;
        expect([502, 503]).toContain(res.status);
      } catch {
        // Connection refused or reset: the gateway is down.
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`registration of ${uploadURL} never answered`);
  }

  async function settled(): Promise<Item[]> {
    for (let i = 0; i < 240; i++) {
      const items = (await admin.get('/api/content').expect(200)).body as Item[];
      if (items.every((item) => item.mediaUrl !== null || item.status === 'failed')) return items;
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error('items never settled');
  }

  async function storedObjects(): Promise<string[]> {
    const root = path.join(dataDir, 'objects');
    const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
    return entries
      .filter((e) => e.isFile() && !path.relative(root, e.parentPath).startsWith('.'))
      .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
  }

  it('should end every upload as one item with its media, whichever process died and when', async () => {
    const uploads: string[] = [];
    const items = new Map<string, string>();
    const remember = (uploadURL: string, item: Item) => {
      // A retried registration answers with the same item, never a second one.
      if (items.has(uploadURL)) expect(item.id).toBe(items.get(uploadURL));
      items.set(uploadURL, item.id);
    };

    // 1. The gateway dies while eight registrations are in flight.
    const batch1 = await Promise.all([files.mp3, files.mp4, files.mp3, files.mp4, files.mp3, files.mp4, files.mp3, files.mp4].map(sent));
    uploads.push(...batch1);
    const inFlight = batch1.map((url) => register(url).then((item) => remember(url, item)));
    await new Promise((r) => setTimeout(r, 60));
    await running.gateway!.kill();
    await start.gateway();
    await Promise.all(inFlight);
    // The kill did land on requests in flight: some had to be sent again.
    expect(retried).toBeGreaterThan(0);

    // 2. media-storage dies while registering (inspecting, moving, taking thumbnails).
    const batch2 = await Promise.all([files.mp4, files.mp4, files.mp3, files.mp4].map(sent));
    uploads.push(...batch2);
    await Promise.all(batch2.map(async (url) => remember(url, await register(url))));
    await running.media!.kill();
    await start.media();

    // 3. content dies while media.registered answers are arriving.
    const batch3 = await Promise.all([files.mp3, files.mp4, files.mp3].map(sent));
    uploads.push(...batch3);
    await Promise.all(batch3.map(async (url) => remember(url, await register(url))));
    await new Promise((r) => setTimeout(r, 150));
    await running.content!.kill();
    await start.content();

    // Retries after everything settled still find the same items.
    for (const url of [...batch1, ...batch2]) remember(url, await register(url));

    const final = await settled();
    expect(final).toHaveLength(uploads.length);
    expect(new Set(items.values()).size).toBe(uploads.length);
    for (const item of final) {
      if (item.status === 'failed') expect(item.aiMetadata?.error).toBeTruthy();
      else expect(item.mediaUrl).toMatch(/^\/api\/media\/media\/[0-9a-f-]{36}\/original\.(mp3|mp4)$/);
    }

    // No object without an item, no item without its object, nothing left in the upload area.
    const objects = await storedObjects();
    const referenced = final.flatMap((item) => [item.mediaUrl, item.videoThumbnailUrl]).filter((u): u is string => u !== null).map((u) => u.slice('/api/media/'.length));
    expect(objects.filter((o) => o.startsWith('incoming/'))).toEqual([]);
    // Light renditions are made beside an original after it is registered, and go with it.
    const rendition = /\/rendition-[a-z]+\.[a-z0-9]+$/;
    const folderOf = (key: string) => key.slice(0, key.lastIndexOf('/') + 1);
    const stored = objects.filter((o) => o.startsWith('media/'));
    expect(stored.filter((o) => !rendition.test(o)).sort()).toEqual(referenced.sort());
    expect(stored.filter((o) => rendition.test(o) && !referenced.some((r) => folderOf(r) === folderOf(o)))).toEqual([]);
  });
});

/**
 * Embedded mode keeps its bus in memory: what was queued dies with the process.
 * The tables remember which uploads wait for their media, and the restarted
 * product asks again, so the same holds there.
 */
describe('embedded product killed with uploads between steps', () => {
  let app: EmbeddedApp;
  let admin: TestAgent;
  let files: { mp3: string; mp4: string };

  beforeAll(async () => {
    files = makeMediaFiles(4);
    app = await startEmbeddedApp({ env: { EMBEDDED_SERVICES: 'content,media-storage' } });
    admin = request.agent(app.baseUrl);
    await admin.post('/api/auth/register').send({ username: 'saga-admin', password: 'saga-secret-1', confirmPassword: 'saga-secret-1' }).expect(201);
  });

  afterAll(async () => {
    await app?.stop();
  });

  it('should give every upload its media after a crash and a restart', async () => {
    const uploads = [];
    for (const file of [files.mp4, files.mp3, files.mp4, files.mp3, files.mp4]) {
      const { uploadURL } = (await admin.post('/api/objects/upload').expect(200)).body as { uploadURL: string };
      expect((await fetch(new URL(uploadURL, app.baseUrl), { method: 'PUT', body: await readFile(distinctCopy(file)) })).status).toBe(200);
      uploads.push(uploadURL);
    }
    const made = await Promise.all(uploads.map(async (mediaURL) => (await admin.put('/api/media-uploads').send({ mediaURL, title: 'Saga' }).expect(200)).body as Item));
    await app.crashAndRestart();

    // Usually seconds. An ask lost in the crash is asked again by the periodic resume (uploads
    // unanswered for 2 minutes, every minute), so the promise holds within about 3 minutes.
    let items: Item[] = [];
    for (let i = 0; i < 800; i++) {
      items = (await admin.get('/api/content').expect(200)).body as Item[];
      if (items.every((item) => item.mediaUrl !== null)) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    if (items.some((item) => item.mediaUrl === null)) {
      const state = JSON.stringify(items.map((i) => [i.id, i.status, i.mediaUrl, i.aiMetadata?.error]));
      throw new Error(`uploads still without media: ${state}\n--- app log (tail) ---\n${app.process.output().slice(-8000)}`);
    }
    expect(items.map((i) => i.id).sort()).toEqual(made.map((i) => i.id).sort());
    for (const item of items) expect(item.mediaUrl).toMatch(/^\/api\/media\/media\/[0-9a-f-]{36}\/original\.(mp3|mp4)$/);
    for (const item of items) expect((await admin.get(item.mediaUrl!).set('Range', 'bytes=0-9')).status).toBe(206);
  }, 300_000);
});
