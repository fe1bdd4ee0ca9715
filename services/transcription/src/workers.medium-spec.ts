import { mkdtempSync, rmSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TranscriptChunkMessage } from '@lectures/proto';
import { createThrowAwayDatabase, uniquePrefix, type ThrowAwayDatabase } from '@lectures/platform/src/testing/test-database';
import { TEST_AMQP_URL } from '@lectures/platform/src/testing/test-stack';
import { Client } from 'pg';
import { makeWorkingCopy } from './media/working-copy';
import { createSpeechToText } from './stt/speech-to-text.factory';
import { VocabularyStore } from './vocabulary/vocabulary-store';
import { makeLongRecording } from './testing/long-recording';
import { type BusObservers, completion, isCompletion, messagesFor, observeBus, placeMedia, waitFor } from './testing/pipeline-harness';
import { sharedWordRatio, spokenWords } from './testing/synthesise-speech';
import { startWorkerProcess, type WorkerProcess } from './testing/worker-process';
import { wordErrorRate } from './testing/word-error-rate';

jest.setTimeout(600_000);

interface SegmentRow {
  index: number;
  state: string;
  attempts: number;
  worker: string | null;
}

/**
 * Worker processes as they run in production: the built service, one engine each,
 * sharing lectures through the segment queue on real RabbitMQ.
 */
describe('transcription workers in separate processes', () => {
  let database: ThrowAwayDatabase;
  let db: Client;
  let prefix: string;
  let dataDir: string;
  let recording: Awaited<ReturnType<typeof makeLongRecording>>;
  let observed: BusObservers;
  let bus: BusObservers['bus'];
  let content: BusObservers['content'];
  let progress: BusObservers['progress'];
  const workers: WorkerProcess[] = [];

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'workers-'));
    recording = await makeLongRecording(2.5, dataDir, 'mp3');
    database = await createThrowAwayDatabase();
    prefix = uniquePrefix();
    const env = { databaseUrl: database.url, amqpUrl: TEST_AMQP_URL, prefix, dataDir, workers: 1 };
    // One after the other: the first runs the migrations.
    workers.push(await startWorkerProcess(env));
    workers.push(await startWorkerProcess(env));
    observed = await observeBus(TEST_AMQP_URL, prefix);
    ({ content, progress, bus } = observed);
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
      `SELECT s.index, s.state, s.attempts, s.worker FROM transcription.segment s
       JOIN transcription.job j ON j.id = s.job_id WHERE j.content_id = $1 ORDER BY s.index`,
      [contentId],
    );
    return rows;
  }

  async function request(contentId: string): Promise<string> {
    const mediaKey = placeMedia(dataDir, recording.path);
    await bus.emit('transcription.requested.v1', { contentId, generation: 1, mediaKey, mediaType: 'audio', reason: 'upload' });
    return mediaKey;
  }

  function completedTranscript(contentId: string): Promise<string> {
    return waitFor(`completion of ${contentId}`, () => {
      const event = content.events.find((e) => isCompletion(e, contentId));
      return event ? completion(event).text : undefined;
    }, 400_000);
  }

  function expectChunksMatch(contentId: string, transcript: string): void {
    const chunks = messagesFor(progress.messages, contentId).filter((m): m is TranscriptChunkMessage => m.type === 'transcript_chunk');
    // The same words, none lost or doubled; the stored transcript has them in sentences.
    expect(spokenWords(chunks.map((c) => c.chunk).join(' '))).toEqual(spokenWords(transcript));
  }

  it('should spread one long recording over both worker processes', async () => {
    const contentId = randomUUID();
    await request(contentId);
    const transcript = await completedTranscript(contentId);

    const rows = await segments(contentId);
    expect(rows.every((r) => r.state === 'done')).toBe(true);
    // Planned for the two workers the broker counts: each gets the same share, so neither waits for the other at the end.
    const shares = workers.map((w) => rows.filter((r) => r.worker === w.name).length);
    expect(shares[0]).toBeGreaterThan(0);
    expect(shares).toEqual([shares[0], shares[0]]);
    expect(sharedWordRatio(recording.sentences.join(' '), transcript)).toBeGreaterThan(0.6);
    expectChunksMatch(contentId, transcript);

    // Cutting into segments loses nothing: the same engine (with the same vocabulary) on the whole file does no better.
    const wav = join(dataDir, 'whole.wav');
    await makeWorkingCopy(recording.path, wav);
    const reference = recording.sentences.join(' ');
    const pipeline = wordErrorRate(reference, transcript);
    const bare = wordErrorRate(reference, (await createSpeechToText({ engine: 'pocketsphinx' }, new VocabularyStore({ dir: join(dataDir, 'vocabulary') })).transcribe(wav)).text);
    const pct = (n: number) => `${(n * 100).toFixed(1)} %`;
    const verdict = `word error rate: pipeline ${pct(pipeline)}, PocketSphinx alone on the whole file ${pct(bare)} (${pct(bare - pipeline)} points better)`;
    process.stdout.write(`${verdict}\n`);
    expect({ verdict, noWorse: pipeline <= bare }).toEqual({ verdict, noWorse: true });
  });

  it('should finish a lecture with no segment missing or doubled when a worker is killed mid-segment', async () => {
    const contentId = randomUUID();
    await request(contentId);
    const [victim] = workers;
    // Wait until the victim holds a segment it has not finished, then kill it without warning.
    await waitFor('victim busy', async () => {
      const rows = await segments(contentId);
      return rows.some((r) => r.state === 'pending' && r.worker === victim.name && r.attempts === 1) || undefined;
    });
    await victim.kill('SIGKILL');
    const transcript = await completedTranscript(contentId);

    const rows = await segments(contentId);
    expect(rows.every((r) => r.state === 'done')).toBe(true);
    expect(rows.map((r) => r.index)).toEqual(rows.map((_, i) => i));
    // The segment the victim held was delivered again and finished by the survivor.
    expect(rows.some((r) => r.attempts >= 2 && r.worker === workers[1].name)).toBe(true);
    expectChunksMatch(contentId, transcript);
    const words = transcript.split(' ').length;
    expect(words).toBeLessThan(recording.sentences.join(' ').split(' ').length * 1.3);
    expect(content.events.filter((e) => isCompletion(e, contentId))).toHaveLength(1);
  });
});
