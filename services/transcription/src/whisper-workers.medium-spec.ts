import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ContentPatterns } from '@lectures/proto';
import { createThrowAwayDatabase, uniquePrefix, type ThrowAwayDatabase } from '@lectures/platform/src/testing/test-database';
import { TEST_AMQP_URL } from '@lectures/platform/src/testing/test-stack';
import { Client } from 'pg';
import { writeRandomWhisperModel } from './testing/ggml-whisper-model';
import { makeLongRecording } from './testing/long-recording';
import { type BusObservers, completion, isCompletion, observeBus, placeMedia, waitFor } from './testing/pipeline-harness';
import { startWorkerProcess, type WorkerProcess } from './testing/worker-process';

jest.setTimeout(600_000);

interface SegmentRow {
  index: number;
  state: string;
  attempts: number;
  worker: string | null;
  start_sec: number;
  end_sec: number;
}

/**
 * The built service as it runs in production with a Whisper model in DATA_DIR/models: chosen
 * without being named, on real RabbitMQ and PostgreSQL. The model is a small one in the real
 * file format with random weights: it says gibberish, and a 30 s segment takes a few seconds
 * (random weights make the decoder run to its token limit with every temperature fallback, so
 * a real-dimension model would spend minutes per segment here; bench/whisper-engine.mjs
 * measures those).
 */
describe('whisper.cpp workers in separate processes', () => {
  let database: ThrowAwayDatabase;
  let db: Client;
  let prefix: string;
  let dataDir: string;
  let recording: Awaited<ReturnType<typeof makeLongRecording>>;
  let observed: BusObservers;
  const workers: WorkerProcess[] = [];

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'whisper-workers-'));
    mkdirSync(join(dataDir, 'models'));
    writeRandomWhisperModel(join(dataDir, 'models', 'ggml-test.bin'));
    recording = await makeLongRecording(1.5, dataDir, 'mp3');
    database = await createThrowAwayDatabase();
    prefix = uniquePrefix();
    const env = { databaseUrl: database.url, amqpUrl: TEST_AMQP_URL, prefix, dataDir, workers: 1 };
    workers.push(await startWorkerProcess(env));
    workers.push(await startWorkerProcess(env));
    observed = await observeBus(TEST_AMQP_URL, prefix);
    db = new Client({ connectionString: database.url });
    await db.connect();
  });

  afterAll(async () => {
    for (const w of workers) await w.kill('SIGKILL');
    await db?.end();
    await observed?.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function segments(contentId: string): Promise<SegmentRow[]> {
    const { rows } = await db.query<SegmentRow>(
      `SELECT s.index, s.state, s.attempts, s.worker, s.start_sec, s.end_sec FROM transcription.segment s
       JOIN transcription.job j ON j.id = s.job_id WHERE j.content_id = $1 ORDER BY s.index`,
      [contentId],
    );
    return rows;
  }

  async function request(contentId: string): Promise<void> {
    await observed.bus.emit('transcription.requested.v1', { contentId, generation: 1, mediaKey: placeMedia(dataDir, recording.path), mediaType: 'audio', reason: 'upload' });
  }

  it('should finish a lecture in 30 s segments, times in lecture time, when a worker is killed mid-segment', async () => {
    const contentId = randomUUID();
    await request(contentId);
    const [victim, survivor] = workers;
    await waitFor('victim busy', async () => {
      const rows = await segments(contentId);
      return rows.some((r) => r.state === 'pending' && r.worker === victim.name && r.attempts === 1) || undefined;
    });
    await victim.kill('SIGKILL');
    const done = await waitFor('completion', () => observed.content.events.find((e) => isCompletion(e, contentId)), 400_000);

    const rows = await segments(contentId);
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.every((r) => r.state === 'done' && r.end_sec - r.start_sec <= 30.5)).toBe(true);
    // The segment the victim held was delivered again and finished by the survivor.
    expect(rows.some((r) => r.attempts >= 2 && r.worker === survivor.name)).toBe(true);
    expect(observed.content.events.filter((e) => isCompletion(e, contentId))).toHaveLength(1);

    // Gibberish, but timed: passages in order, within the recording, past the first segment.
    const { event } = completion(done);
    const duration = rows[rows.length - 1].end_sec;
    let last = 0;
    for (const p of event.passages) {
      expect(p.start).toBeGreaterThanOrEqual(last);
      expect(p.end).toBeLessThanOrEqual(duration + 0.01);
      last = p.start;
    }
    expect(event.passages.some((p) => p.start >= rows[1].start_sec)).toBe(true);
  });

  it('should abandon the running segment when the lecture is deleted, and take the next lecture', async () => {
    const deleted = randomUUID();
    await request(deleted);
    const [, survivor] = workers;
    const busy = await waitFor('a segment running', async () => (await segments(deleted)).find((r) => r.state === 'pending' && r.attempts === 1));
    await observed.bus.emit(ContentPatterns.deleted, { contentId: deleted, objectKeys: [] });
    const next = randomUUID();
    await request(next);
    await waitFor('the next lecture completed', () => observed.content.events.find((e) => isCompletion(e, next)), 400_000);
    const rows = await segments(deleted);
    // Nothing of the deleted lecture was finished after it was cancelled.
    expect(rows.find((r) => r.index === busy.index)?.state).toBe('pending');
    expect(rows.filter((r) => r.attempts > 0).every((r) => r.worker === survivor.name)).toBe(true);
    expect(observed.content.events.some((e) => isCompletion(e, deleted))).toBe(false);
  });
});
