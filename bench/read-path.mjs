// The public read path: Range reads of a published lecture's media, and the public first page,
// through the product next to a bare Node server answering the same bytes in the same run.
// Runs the built embedded app (scripts/dist/embedded.js) over the machine's RabbitMQ and a
// throw-away PostgreSQL database, so each ask of another service crosses the broker as in the
// distributed mode. A signed-in staff member's reads still ask media-storage every time: they
// are measured too, as the cost every read had before public grants.
// Usage: node bench/read-path.mjs [seconds=10]   (after npm run build)
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createReadStream, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const seconds = Number(process.argv[2] ?? 10);
const AMQP = process.env.AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672';
const ADMIN_DB = 'postgres://postgres@127.0.0.1:5432/postgres';
const PORT = 3891;
const BARE_PORT = 3892;
const BASE = `http://127.0.0.1:${PORT}`;
const RANGE = 'bytes=0-65535';
const PASSWORD = 'tranquil-orchard-123';

function start(env) {
  const child = spawn(process.execPath, [path.join(root, 'scripts/dist/embedded.js')], { env: { ...process.env, LOG_LEVEL: 'warn', ...env } });
  let out = '';
  return new Promise((resolve, reject) => {
    const onData = (c) => {
      out += c;
      if (/running at http/.test(out)) resolve(child);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`embedded app exited ${code}: ${out.slice(-2000)}`)));
  });
}

async function call(method, url, { cookie, body, type = 'application/json' } = {}) {
  const res = await fetch(url.startsWith('http') ? url : `${BASE}${url}`, {
    method,
    headers: { ...(cookie ? { cookie } : {}), ...(body ? { 'content-type': type } : {}) },
    body: body === undefined ? undefined : type === 'application/json' ? JSON.stringify(body) : body,
  });
  if (res.status >= 300) throw new Error(`${method} ${url} answered ${res.status}: ${await res.text()}`);
  return res;
}

/** Signs up the first user (an admin) and returns the session cookie. */
async function signUp() {
  const signedUp = await call('POST', '/api/auth/register', { body: { username: 'reader', password: PASSWORD, confirmPassword: PASSWORD, fullName: null } });
  return signedUp.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

/** Uploads the file, waits for its processing, publishes it. */
async function publishedLecture(cookie, file) {
  const { uploadURL } = await (await call('POST', '/api/objects/upload', { cookie })).json();
  await call('PUT', uploadURL, { cookie, body: readFileSync(file), type: 'audio/mpeg' });
  const item = await (await call('PUT', '/api/media-uploads', { cookie, body: { mediaURL: uploadURL, title: 'Bench lecture', description: '', fileCreatedAt: null, fileName: 'bench.mp3', durationSeconds: 120 } })).json();
  let now;
  for (let i = 0; ; i++) {
    now = await (await call('GET', `/api/content/${item.id}`, { cookie })).json();
    if (now.status === 'completed' || now.status === 'failed') break;
    if (i > 600) throw new Error('the lecture did not finish processing in 5 minutes');
    await new Promise((r) => setTimeout(r, 500));
  }
  await call('POST', `/api/content/${item.id}/approve`, { cookie });
  return now.mediaUrl;
}

/** A plain Node server: the same file with the same Range answer, and the same page bytes gzipped. */
function bareServer(file, page) {
  const size = statSync(file).size;
  const gzipped = gzipSync(page);
  const server = createServer((req, res) => {
    if (req.url === '/page') {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-encoding': 'gzip', 'content-length': gzipped.length });
      return res.end(gzipped);
    }
    const [, from, to] = /bytes=(\d+)-(\d*)/.exec(req.headers.range ?? '') ?? [];
    const start = Number(from ?? 0);
    const end = to ? Math.min(Number(to), size - 1) : size - 1;
    res.writeHead(206, { 'content-type': 'audio/mpeg', 'accept-ranges': 'bytes', 'content-range': `bytes ${start}-${end}/${size}`, 'content-length': end - start + 1 });
    createReadStream(file, { start, end }).pipe(res);
  });
  return new Promise((resolve) => server.listen(BARE_PORT, '127.0.0.1', () => resolve(server)));
}

async function measure(url, headers = {}) {
  const r = await autocannon({ url, connections: 50, duration: seconds, headers });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

const row = (name, r, bare) =>
  `${name.padEnd(48)} ${r.rps.toFixed(0).padStart(7)} req/s  p50 ${String(r.p50).padStart(4)} ms  p99 ${String(r.p99).padStart(4)} ms  errors ${r.errors}${bare ? `  ${(r.rps / bare.rps).toFixed(2)} of bare` : ''}`;

const dir = mkdtempSync(path.join(tmpdir(), 'read-path-'));
const file = path.join(dir, 'lecture.mp3');
execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'sine=frequency=220:duration=120', '-b:a', '128k', file]);
const name = `bench_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: ADMIN_DB });
await admin.connect();
await admin.query(`CREATE DATABASE "${name}"`);
const app = await start({ PORT: String(PORT), PUBLIC_URL: BASE, DATA_DIR: dir, DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${name}`, AMQP_URL: AMQP, QUEUE_PREFIX: `${name}.` });
let bare;
try {
  const cookie = await signUp();
  const mediaUrl = await publishedLecture(cookie, file);
  // The SPEC's first page holds 12 lectures: 11 more, short ones.
  for (let i = 1; i < 12; i++) {
    const short = path.join(dir, `short-${i}.mp3`);
    execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', `sine=frequency=${220 + i * 40}:duration=5`, '-b:a', '64k', short]);
    await publishedLecture(cookie, short);
  }
  const page = Buffer.from(await (await call('GET', '/api/content/public?limit=12')).arrayBuffer());
  bare = await bareServer(file, page);
  const gz = { 'accept-encoding': 'gzip' };
  const results = {
    bareRange: await measure(`http://127.0.0.1:${BARE_PORT}/lecture.mp3`, { range: RANGE }),
    publicRange: await measure(`${BASE}${mediaUrl}`, { range: RANGE }),
    staffRange: await measure(`${BASE}${mediaUrl}`, { range: RANGE, cookie }),
    barePage: await measure(`http://127.0.0.1:${BARE_PORT}/page`, gz),
    publicPage: await measure(`${BASE}/api/content/public?limit=12`, gz),
  };
  console.log(`\nover RabbitMQ, 50 connections, ${seconds} s each, ${statSync(file).size} byte MP3, Range ${RANGE}`);
  console.log(row('bare Node: the same 64 KB range', results.bareRange));
  console.log(row('gateway: published media, visitor (grant)', results.publicRange, results.bareRange));
  console.log(row('gateway: same range, staff (asks every read)', results.staffRange, results.bareRange));
  console.log(row('bare Node: the same first page, gzipped', results.barePage));
  console.log(row('gateway: GET /api/content/public?limit=12', results.publicPage, results.barePage));
} finally {
  bare?.close();
  app.kill();
  await new Promise((r) => setTimeout(r, 1000));
  await admin.query(`DROP DATABASE "${name}" WITH (FORCE)`);
  await admin.end();
  rmSync(dir, { recursive: true, force: true });
}
process.exit(0);
