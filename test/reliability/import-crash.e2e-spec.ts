import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import type { ContentDto, ImportDto } from '@lectures/proto';
import { createThrowAwayDatabase, type ThrowAwayDatabase } from '@lectures/platform/src/testing/test-database';
import { TEST_AMQP_URL, TEST_REDIS_URL } from '@lectures/platform/src/testing/test-stack';
import { deleteTestQueues } from '@lectures/platform/src/testing/test-queues';
import { startEmbeddedApp, type EmbeddedApp } from '../support/embedded-app';
import { freePort, startProcess, type RunningProcess } from '../support/processes';

jest.setTimeout(420_000);

const FILES = 50;

/** `count` distinct one-second MP3s in Speaker/Series folders. */
async function makeArchive(count: number): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'archive-'));
  for (let i = 1; i <= count; i++) {
    const dir = path.join(root, `Speaker ${1 + (i % 3)}`, `Series ${1 + (i % 5)}`);
    await mkdir(dir, { recursive: true });
    const file = path.join(dir, `${String(i).padStart(2, '0')} - Lesson ${i}.mp3`);
    execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', `sine=frequency=${200 + i * 13}:duration=1`, '-ac', '1', '-b:a', '32k', file]);
  }
  return root;
}

async function poll<T>(what: string, read: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const found = await read().catch(() => undefined);
    if (found !== undefined) return found;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** Every import lecture once: as many as files, titles unique, each with its media. */
function expectEachOnce(items: ContentDto[], count: number): void {
  const imported = items.filter((i) => i.origin === 'import');
  expect(imported).toHaveLength(count);
  expect(new Set(imported.map((i) => i.title)).size).toBe(count);
  for (const item of imported) expect(item.mediaUrl).toMatch(/^\/api\/media\/media\/[0-9a-f-]{36}\/original\.mp3$/);
}

/**
 * An import of 50 files while the product is killed (SIGKILL) under it, distributed (each
 * service its own process over RabbitMQ and PostgreSQL) and embedded (one process, its bus in
 * memory). On restart it goes on from the tables and ends with 50 lectures, each once.
 */
describe('an import killed mid-way', () => {
  let archive: string;

  beforeAll(async () => {
    archive = await makeArchive(FILES);
  });

  afterAll(async () => {
    await rm(archive, { recursive: true, force: true });
  });

  describe('distributed', () => {
    let database: ThrowAwayDatabase;
    let dataDir: string;
    let env: Record<string, string>;
    let port: number;
    let admin: TestAgent;
    const running: Record<'content' | 'media' | 'gateway', RunningProcess | undefined> = { content: undefined, media: undefined, gateway: undefined };
    const start = {
      content: async () => (running.content = await startProcess('services/content/dist/main.js', { ...env, HEALTH_PORT: String(await freePort()) }, /service started/)),
      media: async () => (running.media = await startProcess('services/media-storage/dist/main.js', { ...env, HEALTH_PORT: String(await freePort()) }, /service started/)),
      gateway: async () => (running.gateway = await startProcess('services/gateway/dist/main.js', { ...env, PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` }, /service started/)),
    };

    beforeAll(async () => {
      [database, dataDir, port] = await Promise.all([createThrowAwayDatabase('import-crash'), mkdtemp(path.join(tmpdir(), 'import-crash-')), freePort()]);
      env = {
        DATABASE_URL: database.url,
        AMQP_URL: TEST_AMQP_URL,
        REDIS_URL: TEST_REDIS_URL,
        QUEUE_PREFIX: `t${randomBytes(4).toString('hex')}.`,
        SIGNING_SECRET: 'test-signing-secret-0123456789',
        DATA_DIR: dataDir,
        IMPORT_DIRECTORIES: archive,
        // Other gateways on this machine hold the default metrics port.
        METRICS_PORT: '0',
      };
      await start.content();
      await start.media();
      await start.gateway();
      admin = request.agent(`http://127.0.0.1:${port}`);
      await admin.post('/api/auth/register').send({ username: 'archivist', password: 'archive-pass-1', confirmPassword: 'archive-pass-1' }).expect(201);
    });

    afterAll(async () => {
      for (const process of Object.values(running)) await process?.stop();
      await database?.drop();
      await deleteTestQueues(TEST_AMQP_URL, env.QUEUE_PREFIX);
      await rm(dataDir, { recursive: true, force: true });
    });

    const progress = async (id: string) => ((await admin.get(`/api/imports/${id}`)).body as ImportDto);
    const stored = (i: ImportDto) => i.counts.stored + i.counts.transcribing + i.counts.done;

    it('should end with every file once after content, media-storage and the gateway were killed under it', async () => {
      const created = (await admin.post('/api/imports').send({ source: { kind: 'directory', path: archive }, dryRun: false }).expect(201)).body as ImportDto;
      // content dies a few files in, media-storage a few more in, the gateway on the way.
      await poll('a few files stored', async () => (stored(await progress(created.id)) >= 5 ? true : undefined), 120_000);
      await running.content!.kill();
      await start.content();
      await poll('more files stored', async () => (stored(await progress(created.id)) >= 20 ? true : undefined), 120_000);
      await running.media!.kill();
      await start.media();
      await running.gateway!.kill();
      await start.gateway();
      const finished = await poll('the import to finish', async () => {
        const current = await progress(created.id);
        return current.state === 'finished' ? current : undefined;
      }, 300_000);
      expect(finished.counts).toMatchObject({ total: FILES, failed: 0, duplicates: 0, queued: 0, uploading: 0 });
      expectEachOnce((await admin.get('/api/content').expect(200)).body as ContentDto[], FILES);
      // Nothing left in the upload area: every copy became a lecture's original.
      const incoming = await readdir(path.join(dataDir, 'objects', 'incoming')).catch(() => []);
      expect(incoming).toEqual([]);
    });
  });

  describe('embedded', () => {
    let app: EmbeddedApp;
    let admin: TestAgent;

    beforeAll(async () => {
      app = await startEmbeddedApp({ env: { EMBEDDED_SERVICES: 'content,media-storage', IMPORT_DIRECTORIES: archive } });
      admin = request.agent(app.baseUrl);
      await admin.post('/api/auth/register').send({ username: 'archivist', password: 'archive-pass-1', confirmPassword: 'archive-pass-1' }).expect(201);
    });

    afterAll(async () => {
      await app?.stop();
    });

    it('should go on after a crash and a restart and end with every file once', async () => {
      const created = (await admin.post('/api/imports').send({ source: { kind: 'directory', path: archive }, dryRun: false }).expect(201)).body as ImportDto;
      await poll('a few files stored', async () => {
        const current = (await admin.get(`/api/imports/${created.id}`)).body as ImportDto;
        return current.counts.stored >= 10 ? true : undefined;
      }, 120_000);
      await app.crashAndRestart();
      const finished = await poll('the import to finish', async () => {
        const current = (await admin.get(`/api/imports/${created.id}`)).body as ImportDto;
        return current.state === 'finished' ? current : undefined;
      }, 300_000);
      expect(finished.counts).toMatchObject({ total: FILES, failed: 0, duplicates: 0 });
      expectEachOnce((await admin.get('/api/content').expect(200)).body as ContentDto[], FILES);
    });
  });
});
