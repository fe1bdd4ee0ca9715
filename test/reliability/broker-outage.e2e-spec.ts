import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import request from 'supertest';
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

/**
 * Every service over RabbitMQ through a proxy the test cuts for a few seconds in the middle
 * of a transcription job: to the services it is the broker going down and coming back.
 */
describe('a broker outage in the middle of a transcription job', () => {
  let proxy: TcpProxy;
  let database: ThrowAwayDatabase;
  let app: RunningProcess;
  let base: string;
  const prefix = uniquePrefix();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lectures-outage-'));

  beforeAll(async () => {
    proxy = await startTcpProxy(Number(new URL(TEST_AMQP_URL).port || 5672));
    database = await createThrowAwayDatabase('outage');
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    const amqp = new URL(TEST_AMQP_URL);
    amqp.port = String(proxy.port);
    app = await startProcess(
      'scripts/dist/embedded.js',
      { PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: database.url, AMQP_URL: amqp.toString(), QUEUE_PREFIX: prefix, TRANSCRIPTION_WORKERS: '1' },
      /running at http:\/\/localhost:\d+/,
      120000,
    );
  }, 180000);

  afterAll(async () => {
    await app?.stop();
    await proxy?.close();
    await database?.drop();
    await deleteTestQueues(TEST_AMQP_URL, prefix);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('should reconnect and complete the lecture with every segment transcribed', async () => {
    const agent = request.agent(base);
    await agent.post('/api/auth/register').send({ username: 'admin', password: 'secret1', confirmPassword: 'secret1' }).expect(201);
    // About a minute of speech: at least two segments, transcribed one at a time.
    const text = [...SENTENCES, ...SENTENCES, ...SENTENCES].join(' ');
    const item = await uploadMedia(agent, { file: makeSpeechMp3(text, 'outage'), mimeType: 'audio/mpeg', title: 'Outage', durationSeconds: 60 });

    await new Promise((r) => setTimeout(r, 4000));
    proxy.cut();
    await new Promise((r) => setTimeout(r, 3000));
    // Results are committed before their progress is published: nothing waits for the broker
    // with a transaction open (before, a segment's row lock was held for the whole outage).
    const watcher = new Client({ connectionString: database.url });
    await watcher.connect();
    const stuck = await watcher.query(
      `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND state = 'idle in transaction' AND now() - state_change > interval '1 second'`,
    );
    await watcher.end();
    expect(stuck.rows).toEqual([{ n: 0 }]);
    await new Promise((r) => setTimeout(r, 2000));
    proxy.restore();

    let current = { status: '', transcriptText: '' as string | null, aiMetadata: null as { segments?: { start: number; end: number }[] } | null };
    for (let i = 0; i < 180 && current.status !== 'completed' && current.status !== 'failed'; i += 1) {
      await new Promise((r) => setTimeout(r, 1000));
      const res = await agent.get(`/api/content/${item.id}`);
      if (res.status === 200) current = res.body as typeof current;
    }
    expect(current.status).toBe('completed');
    const heard = new Set((current.transcriptText ?? '').toLowerCase().split(/\W+/));
    // Words of the first and of the last sentence: no segment went missing.
    expect(['patience', 'gratitude', 'faith'].some((w) => heard.has(w))).toBe(true);
    expect(['charity', 'wealth', 'blessing', 'increases'].some((w) => heard.has(w))).toBe(true);
    const segments = current.aiMetadata?.segments ?? [];
    expect(segments.length).toBeGreaterThan(0);
    expect(segments[segments.length - 1].end).toBeGreaterThan(45);
  }, 300000);
});
