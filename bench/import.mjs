// Archive import: N short tagged MP3s (made here with ffmpeg) imported from a folder and from
// an S3 bucket (s3rver), embedded (one process, in-process bus) and distributed (each service
// its own process over RabbitMQ), next to copying the same files with `cp` and putting them
// into an S3 bucket with the AWS SDK, in the same run. Prints files per minute and MB/s stored
// and the services' resident memory (baseline, at each quarter of the batch, peak).
// Then the fairness figure: a fresh upload's time to its first transcript chunk on an idle
// system, and again with BACKLOG imported lectures waiting in the backlog lane.
// Usage: node bench/import.mjs [files=1000] [backlog=200]   (after npm run build)
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CreateBucketCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import pg from 'pg';
import S3rver from 's3rver';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FILES = Number(process.argv[2] ?? 1000);
const BACKLOG = Number(process.argv[3] ?? 200);
const ADMIN_DB = process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const AMQP = process.env.AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672';
const work = mkdtempSync(path.join(tmpdir(), 'import-bench-'));
const MB = 1024 * 1024;
const quiet = ['-hide_banner', '-loglevel', 'error', '-y'];

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const seconds = (start) => Number(process.hrtime.bigint() - start) / 1e9;

/** N distinct 2-second tagged MP3s as Speaker/Series/NN - Title.mp3 (one ffmpeg run per file). */
function makeArchive(dir, count, prefix) {
  for (let i = 1; i <= count; i++) {
    const file = path.join(dir, `Speaker ${i % 7}`, `Series ${i % 11}`, `${String(i).padStart(4, '0')} - ${prefix} ${i}.mp3`);
    mkdirSync(path.dirname(file), { recursive: true });
    const metadata = ['-metadata', `title=${prefix} lecture ${i}`, '-metadata', `artist=Speaker ${i % 7}`, '-metadata', `album=Series ${i % 11}`, '-metadata', `track=${i}`, '-metadata', 'date=2010'];
    execFileSync('ffmpeg', [...quiet, '-f', 'lavfi', '-i', `sine=frequency=${100 + i}:duration=2`, '-ac', '1', '-b:a', '64k', ...metadata, file]);
  }
}

function filesUnder(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

function rssMb(pid) {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
    return Number(line.split(/\s+/)[1]) / 1024;
  } catch {
    return 0;
  }
}

async function database() {
  const name = `bench_import_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_DB });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(ADMIN_DB);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: ADMIN_DB });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await c.end();
    },
  };
}

function start(script, env, ready) {
  // 'service started' is an info line; only the tail of the output is kept.
  const child = spawn(process.execPath, [path.join(root, script)], { env: { ...process.env, LOG_LEVEL: 'info', ...env } });
  let out = '';
  const up = new Promise((resolve, reject) => {
    const onData = (c) => {
      out = (out + c).slice(-20_000);
      if (ready.test(out)) resolve();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`${script} exited ${code}: ${out.slice(-2000)}`)));
  });
  return { child, up, stop: () => new Promise((r) => (child.exitCode !== null ? r() : (child.once('exit', r), child.kill('SIGTERM')))) };
}

/** The product embedded (one process) or distributed (a process per service), with import sources allowed. */
async function product(mode, env, { transcription = false } = {}) {
  const db = await database();
  const dataDir = path.join(work, `data-${mode}-${randomBytes(3).toString('hex')}`);
  const port = await freePort();
  const common = { DATABASE_URL: db.url, DATA_DIR: dataDir, SIGNING_SECRET: 'bench-signing-secret-0123456789', TRANSCRIPTION_WORKERS: '2', METRICS_PORT: '0', ...env };
  const procs = [];
  if (mode === 'embedded') {
    const p = start('scripts/dist/embedded.js', { ...common, PORT: String(port), EMBEDDED_SERVICES: transcription ? 'content,media-storage,transcription' : 'content,media-storage' }, /running at http/);
    await p.up;
    procs.push(p);
  } else {
    const dist = { ...common, AMQP_URL: AMQP, QUEUE_PREFIX: `b${randomBytes(4).toString('hex')}.` };
    for (const service of ['content', 'media-storage', ...(transcription ? ['transcription'] : []), 'gateway']) {
      const p = start(`services/${service}/dist/main.js`, { ...dist, ...(service === 'gateway' ? { PORT: String(port) } : { HEALTH_PORT: String(await freePort()) }) }, /service started/);
      await p.up;
      procs.push(p);
    }
  }
  const base = `http://127.0.0.1:${port}`;
  const res = await fetch(`${base}/api/auth/register`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: 'benchadmin', password: 'bench-import-42', confirmPassword: 'bench-import-42' }) });
  const cookie = res.headers.get('set-cookie').split(';')[0];
  const api = async (method, p, body) => {
    const r = await fetch(`${base}${p}`, { method, headers: { Cookie: cookie, ...(body ? { 'Content-Type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined });
    if (!r.ok) throw new Error(`${method} ${p}: ${r.status} ${await r.text()}`);
    return r.json();
  };
  return {
    base, cookie, api, procs,
    pids: () => procs.map((p) => p.child.pid),
    close: async () => {
      for (const p of procs.reverse()) await p.stop();
      await db.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Runs one import to its end, sampling the services' memory; returns its figures. */
async function timeImport(app, source, bytes) {
  const pids = app.pids();
  const rss = () => pids.reduce((sum, pid) => sum + rssMb(pid), 0);
  const baseline = rss();
  let peak = baseline;
  const quarters = [];
  const started = process.hrtime.bigint();
  const created = await app.api('POST', '/api/imports', { source, dryRun: false });
  let current = created;
  for (;;) {
    await sleep(250);
    peak = Math.max(peak, rss());
    current = await app.api('GET', `/api/imports/${created.id}`);
    const c = current.counts;
    const done = (c.stored + c.transcribing + c.done + c.duplicates + c.failed) / Math.max(1, c.total);
    while (quarters.length < 4 && done >= (quarters.length + 1) / 4) quarters.push(Math.round(rss()));
    if (current.state === 'finished') break;
  }
  const elapsed = seconds(started);
  const c = current.counts;
  return { elapsed, stored: c.stored + c.transcribing + c.done, failed: c.failed, filesPerMinute: ((c.stored + c.transcribing + c.done) / elapsed) * 60, mbPerSecond: bytes / MB / elapsed, baseline: Math.round(baseline), quarters, peak: Math.round(peak) };
}

function report(label, r, baseline) {
  console.log(
    `${label}: ${r.stored} stored, ${r.failed} failed in ${r.elapsed.toFixed(1)} s = ${r.filesPerMinute.toFixed(0)} files/min, ${r.mbPerSecond.toFixed(2)} MB/s ` +
      `(${((r.mbPerSecond / baseline) * 100).toFixed(1)} % of the plain copy); RSS MB baseline ${r.baseline}, at 25/50/75/100 % ${r.quarters.join('/')}, peak ${r.peak}`,
  );
}

/** Seconds from the upload's registration to its transcript_start and its first transcript_chunk on SSE. */
async function firstChunk(app, file) {
  const { uploadURL } = await app.api('POST', '/api/objects/upload');
  await fetch(new URL(uploadURL, app.base), { method: 'PUT', body: readFileSync(file) });
  const started = process.hrtime.bigint();
  const item = await app.api('PUT', '/api/media-uploads', { mediaURL: uploadURL, title: 'Fresh upload' });
  const res = await fetch(`${app.base}/api/content/${item.id}/stream`, { headers: { Cookie: app.cookie } });
  const reader = res.body.getReader();
  let text = '';
  let start = null;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) throw new Error('stream ended before a chunk');
    text += Buffer.from(value).toString();
    if (start === null && text.includes('"type":"transcript_start"')) start = seconds(started);
    if (text.includes('"type":"transcript_chunk"')) break;
  }
  await reader.cancel();
  const chunk = seconds(started);
  return { chunk, start, segment: start === null ? null : chunk - start };
}

const s3dir = mkdtempSync(path.join(tmpdir(), 'import-bench-s3-'));
const s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: s3dir });
const { port: s3port } = await s3.run();
const s3endpoint = `http://127.0.0.1:${s3port}`;
const s3client = new S3Client({ endpoint: s3endpoint, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
const s3env = { IMPORT_S3_ENDPOINT: s3endpoint, IMPORT_S3_ACCESS_KEY_ID: 'S3RVER', IMPORT_S3_SECRET_ACCESS_KEY: 'S3RVER', IMPORT_S3_BUCKETS: 'archive-embedded,archive-distributed' };

try {
  console.log(`import bench: ${FILES} files, backlog ${BACKLOG}; other work shares this 2-core machine`);
  if (FILES > 0) {
    const folders = {};
    for (const mode of ['embedded', 'distributed']) {
      folders[mode] = path.join(work, `archive-${mode}`);
      makeArchive(folders[mode], FILES, mode);
    }
    const files = filesUnder(folders.embedded);
    const bytes = files.reduce((s, f) => s + statSync(f).size, 0);
    console.log(`made ${files.length} files, ${(bytes / MB).toFixed(1)} MB (${Math.round(bytes / files.length / 1024)} KB each)`);

    // Baselines: cp of the folder, and the AWS SDK putting each file into a bucket (4 at a time).
    let t = process.hrtime.bigint();
    execFileSync('cp', ['-r', folders.embedded, path.join(work, 'cp-copy')]);
    const cp = bytes / MB / seconds(t);
    console.log(`cp -r: ${cp.toFixed(2)} MB/s, ${((files.length / (bytes / MB / cp)) * 60).toFixed(0)} files/min`);
    const s3put = {};
    for (const mode of ['embedded', 'distributed']) {
      await s3client.send(new CreateBucketCommand({ Bucket: `archive-${mode}` }));
      const list = filesUnder(folders[mode]);
      t = process.hrtime.bigint();
      for (let i = 0; i < list.length; i += 4) {
        await Promise.all(list.slice(i, i + 4).map((f) => s3client.send(new PutObjectCommand({ Bucket: `archive-${mode}`, Key: `collection/${path.relative(folders[mode], f)}`, Body: readFileSync(f) }))));
      }
      s3put[mode] = bytes / MB / seconds(t);
      console.log(`AWS SDK puts into s3rver (${mode} copy): ${s3put[mode].toFixed(2)} MB/s, ${((list.length / (bytes / MB / s3put[mode])) * 60).toFixed(0)} files/min`);
    }

    for (const mode of ['embedded', 'distributed']) {
      const app = await product(mode, { ...s3env, IMPORT_DIRECTORIES: folders[mode] });
      try {
        report(`${mode}, folder`, await timeImport(app, { kind: 'directory', path: folders[mode] }, bytes), cp);
      } finally {
        await app.close();
      }
      const app2 = await product(mode, s3env);
      try {
        report(`${mode}, S3 bucket`, await timeImport(app2, { kind: 's3', bucket: `archive-${mode}`, prefix: 'collection' }, bytes), s3put[mode]);
      } finally {
        await app2.close();
      }
    }
  }

  // Fairness: embedded with transcription (2 workers), a flite lecture as the fresh upload.
  const speech = path.join(work, 'fresh.mp3');
  execFileSync('flite', ['-voice', 'slt', '-t', 'Patience is steadfastness when hardship comes, and gratitude when ease comes. We pray to remember our creator five times every day. '.repeat(4), '-o', `${speech}.wav`]);
  execFileSync('ffmpeg', [...quiet, '-i', `${speech}.wav`, '-b:a', '64k', speech]);
  const backlogDir = path.join(work, 'backlog');
  makeArchive(backlogDir, BACKLOG, 'backlog');
  const app = await product('embedded', { IMPORT_DIRECTORIES: backlogDir }, { transcription: true });
  try {
    const idle = await firstChunk(app, speech);
    console.log(`fairness: idle system, upload to first transcript chunk ${idle.chunk.toFixed(1)} s (transcription started at ${idle.start?.toFixed(1)} s: preparing and the first segment took ${idle.segment?.toFixed(1)} s)`);
    await app.api('PUT', '/api/transcription/backlog', { paused: true });
    const imp = await app.api('POST', '/api/imports', { source: { kind: 'directory', path: backlogDir }, dryRun: false });
    for (;;) {
      await sleep(1000);
      if ((await app.api('GET', `/api/imports/${imp.id}`)).state === 'finished') break;
    }
    await app.api('PUT', '/api/transcription/backlog', { paused: false });
    // The workers are busy with the backlog before the fresh upload arrives.
    for (;;) {
      const s = await app.api('GET', '/api/transcription/backlog');
      if (s.waitingJobs < s.jobs) break;
      await sleep(250);
    }
    const waiting = await app.api('GET', '/api/transcription/backlog');
    const busy = await firstChunk(app, speech);
    console.log(
      `fairness: with ${waiting.jobs} imported lectures in the backlog (${waiting.waitingJobs} not started), upload to first chunk ${busy.chunk.toFixed(1)} s ` +
        `(started at ${busy.start?.toFixed(1)} s, first segment ${busy.segment?.toFixed(1)} s): ${(busy.chunk - idle.chunk).toFixed(1)} s more than idle`,
    );
  } finally {
    await app.close();
  }
} finally {
  await s3.close();
  rmSync(work, { recursive: true, force: true });
  rmSync(s3dir, { recursive: true, force: true });
}
