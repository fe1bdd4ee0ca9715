import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createThrowAwayDatabase, uniquePrefix, type ThrowAwayDatabase } from '@lectures/platform/src/testing/test-database';
import { TEST_AMQP_URL } from '@lectures/platform/src/testing/test-stack';
import { TranscriptionPatterns, type BacklogStatus } from '@lectures/proto';
import { Client } from 'pg';
import { observeBus, placeMedia, waitFor, type BusObservers } from '../testing/pipeline-harness';
import { startWorkerProcess, type WorkerProcess } from '../testing/worker-process';

jest.setTimeout(300_000);

/** A short recording made with ffmpeg: a tone, one segment for the engine. */
function tone(dir: string, seconds: number): string {
  const file = join(dir, `tone-${seconds}.mp3`);
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', `sine=frequency=300:duration=${seconds}`, '-ac', '1', '-b:a', '48k', file]);
  return file;
}

/**
 * The backlog lane on the built service over real RabbitMQ and PostgreSQL: imported
 * lectures queue behind new work, however many wait, and admins can hold them.
 */
describe('the backlog lane', () => {
  let database: ThrowAwayDatabase;
  let db: Client;
  let dataDir: string;
  let worker: WorkerProcess;
  let observed: BusObservers;
  let file: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'backlog-'));
    file = tone(dataDir, 12);
    database = await createThrowAwayDatabase('backlog');
    const prefix = uniquePrefix();
    worker = await startWorkerProcess({ databaseUrl: database.url, amqpUrl: TEST_AMQP_URL, prefix, dataDir, workers: 1 });
    observed = await observeBus(TEST_AMQP_URL, prefix);
    db = new Client({ connectionString: database.url });
    await db.connect();
  });

  afterAll(async () => {
    await worker?.kill('SIGKILL');
    await db?.end();
    await observed?.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const request = (contentId: string, lane: 'new' | 'backlog') =>
    observed.bus.emit('transcription.requested.v1', { contentId, generation: 1, mediaKey: placeMedia(dataDir, file), mediaType: 'audio', reason: 'upload', lane, durationSeconds: 12 });

  const completedIds = () => observed.content.events.filter((e) => e.pattern === TranscriptionPatterns.completed).map((e) => e.data.contentId as string);

  const status = () => observed.bus.request('transcription.backlog.status.v1', {});

  it('should hold the backlog while paused, keep the pause in the database, and say how much waits', async () => {
    const admin = { id: randomUUID(), role: 'admin' as const };
    const paused = await observed.bus.request('transcription.backlog.set-paused.v1', { actor: admin, paused: true });
    expect(paused).toMatchObject({ paused: true, changedBy: admin.id });
    const held = Array.from({ length: 3 }, () => randomUUID());
    for (const id of held) await request(id, 'backlog');
    const waiting = await waitFor('the backlog to count its jobs', async () => {
      const s: BacklogStatus = await status();
      return s.waitingJobs === 3 ? s : undefined;
    });
    expect(waiting.audioSeconds).toBe(36);
    expect(waiting.estimatedSeconds).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 5000));
    const { rows } = await db.query<{ n: string }>(`SELECT count(*) AS n FROM transcription.job WHERE lane = 'backlog' AND admitted_at IS NOT NULL`);
    expect(Number(rows[0].n)).toBe(0);
    const { rows: control } = await db.query<{ paused: boolean }>(`SELECT paused FROM transcription.lane_control WHERE lane = 'backlog'`);
    expect(control[0].paused).toBe(true);

    await expect(observed.bus.request('transcription.backlog.set-paused.v1', { actor: { id: randomUUID(), role: 'contributor' }, paused: false })).rejects.toThrow('Only admins');
    await observed.bus.request('transcription.backlog.set-paused.v1', { actor: admin, paused: false });
    try {
      await waitFor('the held backlog to be transcribed', () => (held.every((id) => completedIds().includes(id)) ? true : undefined), 60_000);
    } catch (error) {
      const { rows: jobs } = await db.query(`SELECT lane, state, admitted_at, error FROM transcription.job`);
      throw new Error(`${String(error)}\n${JSON.stringify(jobs)}\n${worker.output.join('').slice(-4000)}`);
    }
  });

  it('should let a fresh upload pass a backlog of imported lectures', async () => {
    const backlog = Array.from({ length: 8 }, () => randomUUID());
    for (const id of backlog) await request(id, 'backlog');
    // The backlog is flowing: its first lecture is done.
    await waitFor('the first backlog lecture', () => (backlog.some((id) => completedIds().includes(id)) ? true : undefined), 120_000);
    const fresh = randomUUID();
    await request(fresh, 'new');
    await waitFor('the fresh lecture', () => (completedIds().includes(fresh) ? true : undefined), 120_000);
    const doneBefore = backlog.filter((id) => completedIds().includes(id)).length;
    // First in, first out would have finished every backlog lecture first; the lane lets it
    // in after at most the segment a worker holds and the one the next feed handed out.
    expect(doneBefore).toBeLessThanOrEqual(3);
    await waitFor('the rest of the backlog', () => (backlog.every((id) => completedIds().includes(id)) ? true : undefined), 240_000);
    expect((await status()).jobs).toBe(0);
  });
});
