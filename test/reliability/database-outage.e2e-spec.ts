import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as amqp from 'amqplib';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { createThrowAwayDatabase, uniquePrefix, type ThrowAwayDatabase } from '@lectures/platform/src/testing/test-database';
import { deleteTestQueues } from '@lectures/platform/src/testing/test-queues';
import { TEST_AMQP_URL } from '@lectures/platform/src/testing/test-stack';
import { makeSpeechMp3 } from '../support/admin-page';
import { freePort, startProcess, type RunningProcess } from '../support/processes';
import { uploadMedia } from '../support/seed-content';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy';

const SENTENCES = [
  'Patience is half of faith and gratitude is the other half.',
  'The prophet taught us to be grateful in times of ease.',
  'He taught us to be patient in times of hardship and loss.',
  'Prayer is the pillar of the religion and the light of the believer.',
  'Charity does not decrease wealth but increases it in blessing.',
];
/** Longer than a failing event's bounded retries (1 + 2 + 4 + 8 s): an outage must not spend them. */
const OUTAGE_MS = 22_000;

interface Item {
  id: string;
  status: string;
  transcriptText: string | null;
  aiMetadata: { error?: string } | null;
}

/**
 * PostgreSQL goes away (a proxy the test cuts) for longer than the retries a
 * failing event gets, in the middle of a transcription. The same recording was
 * transcribed once before without a fault: afterwards the interrupted lecture
 * must end with the same transcript, nothing dead-lettered, and while the
 * database was away signed-in callers were told 503 with a message, not 500.
 */
describe('a PostgreSQL outage in the middle of a transcription job', () => {
  let proxy: TcpProxy;
  let database: ThrowAwayDatabase;
  let app: RunningProcess;
  let base: string;
  let agent: TestAgent;
  const prefix = uniquePrefix();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lectures-pg-outage-'));

  beforeAll(async () => {
    database = await createThrowAwayDatabase('pgoutage');
    const target = new URL(database.url);
    proxy = await startTcpProxy(Number(target.port || 5432));
    target.port = String(proxy.port);
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    app = await startProcess(
      'scripts/dist/embedded.js',
      { PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: target.toString(), AMQP_URL: TEST_AMQP_URL, QUEUE_PREFIX: prefix, TRANSCRIPTION_WORKERS: '1' },
      /running at http:\/\/localhost:\d+/,
      120000,
    );
    agent = request.agent(base);
    await agent.post('/api/auth/register').send({ username: 'admin', password: 'pg-outage-1', confirmPassword: 'pg-outage-1' }).expect(201);
  }, 180000);

  afterAll(async () => {
    await app?.stop();
    await proxy?.close();
    await database?.drop();
    await deleteTestQueues(TEST_AMQP_URL, prefix);
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function finished(id: string, timeoutMs = 240_000): Promise<Item> {
    const end = Date.now() + timeoutMs;
    for (;;) {
      const res = await agent.get(`/api/content/${id}`);
      const item = res.body as Item;
      if (res.status === 200 && (item.status === 'completed' || item.status === 'failed')) return item;
      if (Date.now() > end) throw new Error(`item ${id} still ${item.status} after ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 1000));
    }
  }

  async function deadLettered(): Promise<Record<string, number>> {
    const connection = await amqp.connect(TEST_AMQP_URL);
    const counts: Record<string, number> = {};
    try {
      for (const queue of ['content', 'media-storage', 'transcription', 'transcription.segments']) {
        const channel = await connection.createChannel();
        const found = await channel.checkQueue(`${prefix}${queue}.dlq`).catch(() => null);
        counts[queue] = found?.messageCount ?? 0;
        await channel.close().catch(() => undefined);
      }
    } finally {
      await connection.close();
    }
    return counts;
  }

  it('should answer 503 while the database is away and finish the lecture with the same transcript after', async () => {
    const speech = makeSpeechMp3([...SENTENCES, ...SENTENCES, ...SENTENCES].join(' '), 'pg-outage');
    const baseline = await finished((await uploadMedia(agent, { file: speech, mimeType: 'audio/mpeg', title: 'No fault', durationSeconds: 60 })).id);
    expect(baseline.status).toBe('completed');

    const interrupted = await uploadMedia(agent, { file: speech, mimeType: 'audio/mpeg', title: 'Across the outage', durationSeconds: 60 });
    await new Promise((r) => setTimeout(r, 3000));
    proxy.cut();
    await new Promise((r) => setTimeout(r, 3000));
    const during = await agent.get(`/api/content/${interrupted.id}`);
    expect(during.status).toBe(503);
    expect(during.body.message).toMatch(/unavailable/i);
    expect((await request(base).get('/health/ready')).status).toBe(503);
    await new Promise((r) => setTimeout(r, OUTAGE_MS - 3000));
    proxy.restore();

    const after = await finished(interrupted.id);
    expect(after.aiMetadata?.error).toBeUndefined();
    expect(after.status).toBe('completed');
    // No lost and no doubled text: the same words as the run without a fault.
    expect(after.transcriptText).toBe(baseline.transcriptText);
    // The work met the outage and waited for it, rather than spending its retries.
    expect(app.output()).toContain('event waits for a dependency');
    expect(await deadLettered()).toEqual({ content: 0, 'media-storage': 0, transcription: 0, 'transcription.segments': 0 });
  }, 420000);
});
