// Transcribes one ~10-minute lecture (real flite speech) three ways and prints wall
// times, real-time factors and word error rates against the script flite spoke: PocketSphinx alone on the whole file, the pipeline
// with one worker process, and with two worker processes (one engine each), all
// through real RabbitMQ and PostgreSQL.
//   npx tsc -b services/transcription && node bench/transcribe-10min.mjs [minutes]
// Needs Postgres on 127.0.0.1:5432 and RabbitMQ on 127.0.0.1:5672 (TEST_* env overrides).
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const require = createRequire(import.meta.url);
const dist = '../services/transcription/dist/testing';
const { makeLongRecording } = require(`${dist}/long-recording.js`);
const { wordErrorRate } = require(`${dist}/word-error-rate.js`);
const { startWorkerProcess } = require(`${dist}/worker-process.js`);
const { listenAsContent, placeMedia, waitFor } = require(`${dist}/pipeline-harness.js`);
const { createThrowAwayDatabase, uniquePrefix } = require('../libs/platform/dist/testing/test-database.js');
const { TEST_AMQP_URL } = require('../libs/platform/dist/testing/test-stack.js');
const { MessageBus } = require('../libs/platform/dist/index.js');
const { createSpeechToText } = require('../services/transcription/dist/stt/speech-to-text.factory.js');
const { VocabularyStore } = require('../services/transcription/dist/vocabulary/vocabulary-store.js');

const minutes = Number(process.argv[2] ?? 10);
const dir = mkdtempSync(join(tmpdir(), 'bench-transcribe-'));
const seconds = (ms) => (ms / 1000).toFixed(1);

function audioSeconds(file) {
  return Number(execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file]).toString().trim());
}

async function runPipeline(file, workerCount) {
  const database = await createThrowAwayDatabase('bench');
  const prefix = uniquePrefix();
  const env = { databaseUrl: database.url, amqpUrl: TEST_AMQP_URL, prefix, dataDir: dir, workers: 1 };
  const workers = [];
  for (let i = 0; i < workerCount; i++) workers.push(await startWorkerProcess(env));
  const content = await listenAsContent(TEST_AMQP_URL, prefix);
  const bus = new MessageBus({ kind: 'rmq', url: TEST_AMQP_URL, prefix });
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  try {
    const contentId = randomUUID();
    const mediaKey = placeMedia(dir, file);
    const started = Date.now();
    await bus.emit('transcription.requested.v1', { contentId, generation: 1, mediaKey, mediaType: 'audio', reason: 'upload' });
    const done = await waitFor('completion', () => content.events.find((e) => e.pattern === 'transcription.completed.v2'), 3_600_000);
    const wallMs = Date.now() - started;
    const { rows } = await db.query(
      'SELECT count(*)::int AS segments, sum(engine_ms)::int AS engine_ms, count(DISTINCT worker)::int AS workers FROM transcription.segment',
    );
    return { wallMs, text: done.data.passages.map((p) => p.text).join(' '), ...rows[0] };
  } finally {
    await db.end();
    await bus.close();
    await content.close();
    for (const w of workers) await w.kill('SIGTERM');
    await database.drop();
  }
}

try {
  process.stdout.write(`synthesising a ${minutes}-minute lecture with flite...\n`);
  const recording = await makeLongRecording(minutes, dir, 'wav');
  const audio = audioSeconds(recording.path);
  process.stdout.write(`audio: ${seconds(audio * 1000)} s, load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}\n`);

  const bareStart = Date.now();
  // The same engine the workers run (with the same vocabulary), on the whole file at once.
  const bare = await createSpeechToText({ engine: 'pocketsphinx' }, new VocabularyStore({ dir: join(dir, 'vocabulary') })).transcribe(recording.path);
  const bareMs = Date.now() - bareStart;
  const reference = recording.sentences.join(' ');
  const wer = (text) => (wordErrorRate(reference, text) * 100).toFixed(1);
  process.stdout.write(`bare engine done in ${seconds(bareMs)} s\n`);

  const one = await runPipeline(recording.path, 1);
  process.stdout.write(`one worker done in ${seconds(one.wallMs)} s\n`);
  const two = await runPipeline(recording.path, 2);
  process.stdout.write(`two workers done in ${seconds(two.wallMs)} s\n`);

  const rows = [
    ['bare PocketSphinx, whole file', bareMs, '-', '-', wer(bare.text)],
    [`pipeline, 1 worker (${one.segments} segments, engine ${seconds(one.engine_ms)} s)`, one.wallMs, '1.00x', `${((one.wallMs / bareMs - 1) * 100).toFixed(1)}%`, wer(one.text)],
    [`pipeline, 2 workers (${two.workers} used, engine ${seconds(two.engine_ms)} s)`, two.wallMs, `${(one.wallMs / two.wallMs).toFixed(2)}x`, `${((two.wallMs / bareMs - 1) * 100).toFixed(1)}%`, wer(two.text)],
  ];
  process.stdout.write(`\n${'mode'.padEnd(58)} ${'wall s'.padStart(8)} ${'RTF'.padStart(6)} ${'speedup'.padStart(8)} ${'vs bare'.padStart(8)} ${'WER %'.padStart(6)}\n`);
  for (const [mode, ms, speedup, overhead, error] of rows) {
    process.stdout.write(`${mode.padEnd(58)} ${seconds(ms).padStart(8)} ${(ms / 1000 / audio).toFixed(3).padStart(6)} ${speedup.padStart(8)} ${overhead.padStart(8)} ${error.padStart(6)}\n`);
  }
  process.stdout.write(`\nload average after: ${loadavg().map((l) => l.toFixed(2)).join(' ')} (the machine is shared; figures are wall-clock)\n`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
