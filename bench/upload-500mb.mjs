// Upload of a 500 MB file through the embedded gateway's signed disk PUT, next
// to a plain copy of the same file on the same disk, in the same run. Records the
// embedded process's resident memory before and during the upload (sampled from
// /proc every 20 ms) and fails when the peak grows by 100 MB or more.
// Usage: node bench/upload-500mb.mjs [megabytes=500]   (after npm run build)
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bytes = Number(process.argv[2] ?? 500) * 1024 * 1024;
const ADMIN_DB = process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const work = mkdtempSync(path.join(tmpdir(), 'upload-bench-'));
const MB = 1024 * 1024;

async function adminQuery(sql) {
  const client = new pg.Client({ connectionString: ADMIN_DB });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function makeSource(file) {
  const chunk = randomBytes(MB);
  const out = createWriteStream(file);
  for (let written = 0; written < bytes; written += MB) {
    if (!out.write(chunk.subarray(0, Math.min(MB, bytes - written)))) await new Promise((r) => out.once('drain', r));
  }
  await new Promise((resolve, reject) => out.end((err) => (err ? reject(err) : resolve())));
}

async function timed(work) {
  const start = process.hrtime.bigint();
  await work();
  return Number(process.hrtime.bigint() - start) / 1e9;
}

function startEmbedded(env) {
  const child = spawn(process.execPath, [path.join(root, 'scripts/dist/embedded.js')], {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
  });
  let out = '';
  const ready = new Promise((resolve, reject) => {
    const onData = (c) => {
      out += c;
      const match = /running at http:\/\/localhost:(\d+)/.exec(out);
      if (match) resolve(Number(match[1]));
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`embedded exited ${code}: ${out.slice(-2000)}`)));
  });
  return { child, ready };
}

function rssKb(pid, field = 'VmRSS') {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith(`${field}:`));
  return Number(line.split(/\s+/)[1]);
}

async function json(url, init = {}) {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${res.status} ${await res.text()}`);
  return { body: await res.json(), cookie: res.headers.get('set-cookie') };
}

function put(url, file) {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'PUT', headers: { 'Content-Length': statSync(file).size, 'Content-Type': 'application/octet-stream' } }, (res) => {
      res.resume();
      res.on('end', () => (res.statusCode === 200 ? resolve() : reject(new Error(`PUT answered ${res.statusCode}`))));
    });
    req.on('error', reject);
    createReadStream(file).pipe(req);
  });
}

const dbName = `bench_upload_${randomBytes(4).toString('hex')}`;
let embedded;
try {
  const source = path.join(work, 'source.bin');
  await makeSource(source);

  // Plain copies on the same disk: a stream copy (what the upload does, minus HTTP) and cp.
  const streamCopy = await timed(() => pipeline(createReadStream(source), createWriteStream(path.join(work, 'copy.bin'))));
  rmSync(path.join(work, 'copy.bin'));
  const cpCopy = await timed(async () => execFileSync('cp', [source, path.join(work, 'copy.bin')]));
  rmSync(path.join(work, 'copy.bin'));

  await adminQuery(`CREATE DATABASE "${dbName}"`);
  const dbUrl = new URL(ADMIN_DB);
  dbUrl.pathname = `/${dbName}`;
  embedded = startEmbedded({ DATABASE_URL: dbUrl.toString(), DATA_DIR: path.join(work, 'data'), PORT: '0' });
  const port = await embedded.ready;
  const origin = `http://127.0.0.1:${port}`;
  const { cookie } = await json(`${origin}/api/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'benchadmin', password: 'tranquil-orchard-123', confirmPassword: 'tranquil-orchard-123' }),
  });
  const sid = cookie.split(';')[0];
  const { body } = await json(`${origin}/api/objects/upload`, { method: 'POST', headers: { Cookie: sid } });

  await new Promise((r) => setTimeout(r, 2000));
  const pid = embedded.child.pid;
  const baseline = rssKb(pid);
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, rssKb(pid))), 20);
  const upload = await timed(() => put(new URL(body.uploadURL, origin), source));
  clearInterval(sampler);
  peak = Math.max(peak, rssKb(pid));

  const key = new URL(body.uploadURL, origin).pathname.replace('/api/objects/put/', '');
  const stored = statSync(path.join(work, 'data', 'objects', key)).size;
  if (stored !== bytes) throw new Error(`stored ${stored} bytes, sent ${bytes}`);

  const rate = (seconds) => `${(bytes / MB / seconds).toFixed(0)} MB/s (${seconds.toFixed(2)} s)`;
  const growthMb = (peak - baseline) / 1024;
  console.log(`file: ${(bytes / MB).toFixed(0)} MB, one process (embedded mode), same disk`);
  console.log(`plain copy (stream):  ${rate(streamCopy)}`);
  console.log(`plain copy (cp):      ${rate(cpCopy)}`);
  console.log(`upload (signed PUT):  ${rate(upload)}`);
  console.log(`RSS before upload:    ${(baseline / 1024).toFixed(1)} MB`);
  console.log(`RSS peak during it:   ${(peak / 1024).toFixed(1)} MB`);
  console.log(`peak growth:          ${growthMb.toFixed(1)} MB (limit 100 MB) ${growthMb < 100 ? 'OK' : 'FAIL'}`);
  if (growthMb >= 100) process.exitCode = 1;
} finally {
  if (embedded) {
    embedded.child.kill('SIGTERM');
    await new Promise((r) => embedded.child.once('exit', r));
  }
  await adminQuery(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`).catch(() => undefined);
  rmSync(work, { recursive: true, force: true });
}
