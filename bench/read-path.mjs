// The public read path: Range reads of a published lecture's media, and the public first page,
// through the product next to a bare Node server answering the same bytes in the same run.
// Runs the built embedded app (scripts/dist/embedded.js) over the machine's RabbitMQ and a
// throw-away PostgreSQL database, so each ask of another service crosses the broker as in the
// distributed mode. A signed-in staff member's reads still ask media-storage every time: they
// are measured too, as the cost every read had before public grants.
// Usage: node bench/read-path.mjs [seconds=10]   (after npm run build)
import { execFileSync } from 'node:child_process';
import { createReadStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { call, publishedLecture, signUp, startEmbedded } from './support/embedded-app.mjs';

const seconds = Number(process.argv[2] ?? 10);
const PORT = 3891;
const BARE_PORT = 3892;
const RANGE = 'bytes=0-65535';

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
const app = await startEmbedded({ port: PORT, dataDir: dir, broker: true });
const BASE = app.base;
let bare;
try {
  const cookie = await signUp(BASE);
  const { mediaUrl } = await publishedLecture(BASE, cookie, file);
  // The SPEC's first page holds 12 lectures: 11 more, short ones.
  for (let i = 1; i < 12; i++) {
    const short = path.join(dir, `short-${i}.mp3`);
    execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', `sine=frequency=${220 + i * 40}:duration=5`, '-b:a', '64k', short]);
    await publishedLecture(BASE, cookie, short);
  }
  const page = Buffer.from(await (await call(BASE, 'GET', '/api/content/public?limit=12')).arrayBuffer());
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
  await app.stop();
  rmSync(dir, { recursive: true, force: true });
}
process.exit(0);
