// Soak: the distributed stack (content, media-storage, transcription, gateway as their
// own processes over the machine's PostgreSQL, RabbitMQ and Redis) under mixed load for
// a long while: a lecture uploaded every 20 s and published when done, public readers
// (home page, search, a lecture page, stats) and live viewers on SSE and WebSocket.
// Every interval it prints each process's memory, heap, handles and event-loop delay
// (scraped from /metrics) and the queue depths. The baseline, in the same run, is the
// same processes idle before the load starts; the end compares the last samples with it.
// Usage: node bench/soak.mjs [minutes=30] [interval-seconds=60]   (after npm run build)
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import amqp from 'amqplib';
import pg from 'pg';
import WebSocket from 'ws';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const minutes = Number(process.argv[2] ?? 30);
const intervalMs = Number(process.argv[3] ?? 60) * 1000;
const AMQP = process.env.AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672';
const REDIS = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const ADMIN_DB = 'postgres://postgres@127.0.0.1:5432/postgres';
const QUEUES = ['content', 'media-storage', 'transcription', 'transcription.segments'];
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function freePort() {
  const server = createServer();
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address();
  await new Promise((r) => server.close(r));
  return port;
}

function start(script, env) {
  const child = spawn(process.execPath, [path.join(root, script)], { env: { ...process.env, LOG_LEVEL: 'info', ...env } });
  let out = '';
  let ready = false;
  return new Promise((resolve, reject) => {
    const onData = (c) => {
      if (ready) return;
      out += c;
      if (/service started/.test(out)) {
        ready = true;
        resolve(child);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`${script} exited ${code}: ${out.slice(-2000)}`)));
  });
}

/** One lecture's audio: a few sentences of flite speech as MP3. */
function lectureAudio(dir) {
  const wav = path.join(dir, 'soak.wav');
  const mp3 = path.join(dir, 'soak.mp3');
  const text = 'Patience is half of faith and gratitude is the other half. The scholars are the inheritors of the prophets. Charity does not decrease wealth.';
  execFileSync('flite', ['-voice', 'slt', '-t', text, '-o', wav]);
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-i', wav, '-b:a', '64k', mp3]);
  return readFileSync(mp3);
}

/** The figures of one /metrics scrape that say whether a process leaks or stalls. */
async function scrape(url) {
  const text = await (await fetch(url)).text();
  const value = (name) => Number(new RegExp(`^lectures_${name}(?:\\{[^}]*\\})? (\\S+)$`, 'm').exec(text)?.[1] ?? NaN);
  return {
    rssMb: value('process_resident_memory_bytes') / 2 ** 20,
    heapMb: value('nodejs_heap_size_used_bytes') / 2 ** 20,
    handles: value('nodejs_active_handles_total'),
    lagP99Ms: value('nodejs_eventloop_lag_p99_seconds') * 1000,
  };
}

async function queueDepths(prefix) {
  const connection = await amqp.connect(AMQP);
  const depths = {};
  try {
    for (const queue of QUEUES) {
      const channel = await connection.createChannel();
      depths[queue] = (await channel.checkQueue(`${prefix}${queue}`).catch(() => ({ messageCount: NaN }))).messageCount;
      await channel.close().catch(() => undefined);
    }
  } finally {
    await connection.close();
  }
  return depths;
}

const name = `soak_${randomBytes(4).toString('hex')}`;
const prefix = `${name}.`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'soak-'));
const admin = new pg.Client({ connectionString: ADMIN_DB });
await admin.connect();
await admin.query(`CREATE DATABASE "${name}"`);
const env = {
  DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${name}`,
  AMQP_URL: AMQP,
  REDIS_URL: REDIS,
  QUEUE_PREFIX: prefix,
  SIGNING_SECRET: 'soak-signing-secret-0123456789',
  DATA_DIR: dataDir,
  TRANSCRIPTION_WORKERS: '1',
};
const ports = { content: await freePort(), media: await freePort(), transcription: await freePort(), gateway: await freePort(), metrics: await freePort() };
const processes = [
  await start('services/content/dist/main.js', { ...env, HEALTH_PORT: String(ports.content) }),
  await start('services/media-storage/dist/main.js', { ...env, HEALTH_PORT: String(ports.media) }),
  await start('services/transcription/dist/main.js', { ...env, HEALTH_PORT: String(ports.transcription) }),
  await start('services/gateway/dist/main.js', { ...env, PORT: String(ports.gateway), METRICS_PORT: String(ports.metrics), PUBLIC_URL: `http://127.0.0.1:${ports.gateway}` }),
];
const base = `http://127.0.0.1:${ports.gateway}`;
const metricsUrls = {
  gateway: `http://127.0.0.1:${ports.metrics}/metrics`,
  content: `http://127.0.0.1:${ports.content}/metrics`,
  media: `http://127.0.0.1:${ports.media}/metrics`,
  transcription: `http://127.0.0.1:${ports.transcription}/metrics`,
};

const registered = await fetch(`${base}/api/auth/register`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'soak', password: 'long-run-secret-1', confirmPassword: 'long-run-secret-1' }),
});
if (registered.status !== 201) throw new Error(`registration answered ${registered.status}: ${await registered.text()}`);
const cookie = (registered.headers.get('set-cookie') ?? '').split(';')[0];
const staff = (method, url, body) =>
  fetch(`${base}${url}`, { method, headers: { cookie, origin: base, ...(body ? { 'content-type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined });

const audio = lectureAudio(dataDir);
const counts = { uploads: 0, published: 0, reads: 0, readErrors: 0, streams: 0, frames: 0 };
let running = true;
const processing = [];

async function uploader() {
  while (running) {
    const { uploadURL } = await (await staff('POST', '/api/objects/upload')).json();
    const put = await fetch(new URL(uploadURL, base), { method: 'PUT', body: audio });
    const res = await staff('PUT', '/api/media-uploads', { mediaURL: uploadURL, title: `Soak ${counts.uploads}` });
    const item = await res.json();
    if (put.status !== 200 || res.status !== 200) throw new Error(`upload answered ${put.status}, registration ${res.status}: ${JSON.stringify(item)}`);
    counts.uploads += 1;
    processing.push(item.id);
    await sleep(20_000);
  }
}

async function publisher() {
  while (running) {
    for (const id of [...processing]) {
      const item = await (await staff('GET', `/api/content/${id}`)).json();
      if (item.status === 'completed') {
        await staff('POST', `/api/content/${id}/approve`);
        counts.published += 1;
        processing.splice(processing.indexOf(id), 1);
      }
    }
    await sleep(5000);
  }
}

async function reader() {
  const routes = ['/api/content/public?limit=24', '/api/search?q=patience', '/api/content/public/stats', '/api/content/facets'];
  while (running) {
    const route = routes[counts.reads % routes.length];
    const res = await fetch(`${base}${route}`).catch(() => null);
    counts.reads += 1;
    if (!res || res.status >= 400) counts.readErrors += 1;
    await res?.arrayBuffer();
    await sleep(50);
  }
}

/** A live viewer: follows the newest item in processing over SSE and WebSocket for a minute, then the next. */
async function viewer() {
  while (running) {
    const id = processing.at(-1);
    if (!id) {
      await sleep(2000);
      continue;
    }
    const abort = new AbortController();
    const sse = fetch(`${base}/api/content/${id}/stream`, { headers: { cookie }, signal: abort.signal })
      .then(async (res) => {
        for await (const chunk of res.body) counts.frames += String(chunk).split('data: ').length - 1;
      })
      .catch(() => undefined);
    const ws = new WebSocket(`${base.replace('http', 'ws')}/ws?contentId=${id}`, { headers: { cookie, origin: base } });
    ws.on('message', () => (counts.frames += 1));
    ws.on('error', () => undefined);
    counts.streams += 2;
    await sleep(60_000);
    abort.abort();
    ws.terminate();
    await sse;
  }
}

async function sample(label) {
  const row = { label, at: new Date().toISOString().slice(11, 19) };
  for (const [service, url] of Object.entries(metricsUrls)) row[service] = await scrape(url).catch(() => null);
  row.queues = await queueDepths(prefix);
  row.counts = { ...counts };
  const fmt = (m) => (m ? `${m.rssMb.toFixed(0)}/${m.heapMb.toFixed(1)} MB h${m.handles} lag ${m.lagP99Ms.toFixed(1)} ms` : 'down');
  console.log(
    `${row.at} ${label.padEnd(8)} ` +
      Object.keys(metricsUrls).map((s) => `${s}: ${fmt(row[s])}`).join(' | ') +
      ` | queues ${QUEUES.map((q) => row.queues[q]).join('/')} | uploads ${counts.uploads} published ${counts.published} reads ${counts.reads} (${counts.readErrors} errors) streams ${counts.streams}`,
  );
  return row;
}

try {
  console.log(`soak: ${minutes} min, a sample every ${intervalMs / 1000} s (rss/heap, active handles, event-loop p99 per process)`);
  await sleep(10_000);
  const idle = await sample('idle');
  const load = [uploader(), publisher(), reader(), reader(), reader(), viewer(), viewer(), viewer()];
  const rows = [];
  const end = Date.now() + minutes * 60_000;
  while (Date.now() < end) {
    await sleep(Math.min(intervalMs, end - Date.now()));
    rows.push(await sample('load'));
  }
  running = false;
  await Promise.allSettled(load);
  await sleep(30_000);
  const after = await sample('drained');
  // Growth is judged from the first loaded sample (caches and pools warm) to the last.
  const first = rows[0];
  const last = rows.at(-1);
  console.log('\nper process: idle baseline -> first loaded sample -> last loaded sample -> 30 s after the load');
  for (const service of Object.keys(metricsUrls)) {
    const line = [idle, first, last, after].map((r) => (r[service] ? `${r[service].rssMb.toFixed(0)} MB rss, ${r[service].heapMb.toFixed(1)} MB heap, ${r[service].handles} handles, lag p99 ${r[service].lagP99Ms.toFixed(1)} ms` : 'down'));
    console.log(`${service.padEnd(13)} ${line.join('  ->  ')}`);
  }
  console.log(`queues after the load: ${JSON.stringify(after.queues)}; ${JSON.stringify(counts)}`);
} finally {
  running = false;
  for (const child of processes) child.kill('SIGTERM');
  await sleep(2000);
  await admin.query(`DROP DATABASE "${name}" WITH (FORCE)`);
  await admin.end();
  const connection = await amqp.connect(AMQP);
  const channel = await connection.createChannel();
  for (const queue of QUEUES) for (const q of [queue, `${queue}.retry`, `${queue}.dlq`]) await channel.deleteQueue(`${prefix}${q}`).catch(() => undefined);
  await connection.close();
  rmSync(dataDir, { recursive: true, force: true });
}
