// Search at scale: seeds N published lectures with transcripts (bench/seed-library.mjs),
// then measures GET /api/search and the public list's first page through the gateway (distributed: gateway -> RabbitMQ ->
// content -> PostgreSQL) for a mix of queries, next to a bare Node server returning the
// same bytes in the same run. Prints p50/p95/p99 and throughput for each.
// Usage: [KEEP_DB=1] node bench/search.mjs [items=100000] [words=2000] [seconds=10]   (after npm run build)
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { seedLibrary } from './seed-library.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [items, words, seconds] = [Number(process.argv[2] ?? 100_000), Number(process.argv[3] ?? 2000), Number(process.argv[4] ?? 10)];
const AMQP = process.env.AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672';
const ADMIN_DB = 'postgres://postgres@127.0.0.1:5432/postgres';
const CONCURRENCY = 8;
const QUERIES = {
  'common word (patience)': 'patience',
  'rare word (rareword1234)': 'rareword1234',
  'phrase ("patience and")': '"patience and"',
  'Arabic (الصبر)': 'الصبر',
  'two words, one excluded': 'mercy -fasting',
};

function start(script, env, ready) {
  const child = spawn(process.execPath, [path.join(root, script)], { env: { ...process.env, LOG_LEVEL: 'info', ...env } });
  let out = '';
  return new Promise((resolve, reject) => {
    const onData = (c) => {
      out += c;
      if (ready.test(out)) resolve(child);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`${script} exited ${code}: ${out.slice(-2000)}`)));
  });
}

/** `CONCURRENCY` clients in a loop for `seconds`: latency percentiles and requests per second. */
async function measure(target) {
  let n = 0;
  const next = typeof target === 'function' ? () => target(n++) : () => target;
  const latencies = [];
  let bytes = 0;
  let errors = 0;
  const end = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (Date.now() < end) {
        const t = process.hrtime.bigint();
        const res = await fetch(next(), { headers: { 'accept-encoding': 'gzip' } });
        const body = await res.arrayBuffer();
        latencies.push(Number(process.hrtime.bigint() - t) / 1e6);
        bytes = body.byteLength;
        if (res.status !== 200) errors += 1;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (p) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))];
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), rps: latencies.length / seconds, bytes, errors };
}

function row(name, r) {
  const ms = (v) => `${v.toFixed(1).padStart(7)} ms`;
  return `${name.padEnd(40)} p50 ${ms(r.p50)}  p95 ${ms(r.p95)}  p99 ${ms(r.p99)}  ${r.rps.toFixed(0).padStart(6)} req/s  ${String(r.bytes).padStart(7)} B  errors ${r.errors}`;
}

const name = `bench_search_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: ADMIN_DB });
await admin.connect();
await admin.query(`CREATE DATABASE "${name}"`);
const env = { DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${name}`, AMQP_URL: AMQP, QUEUE_PREFIX: `${name}.`, SIGNING_SECRET: 'bench-signing-secret-0123456789', HEALTH_PORT: '0' };
const processes = [];
try {
  processes.push(await start('services/content/dist/main.js', env, /service started/));
  console.log(`seeding ${items} lectures of ${words} words...`);
  const seeded = await seedLibrary(env.DATABASE_URL, items, words, (line) => console.log(`  ${line}`));
  processes.push(await start('services/gateway/dist/main.js', { ...env, PORT: '3891' }, /service started/));
  const base = 'http://127.0.0.1:3891';
  const sample = await (await fetch(`${base}/api/search?q=patience`)).text();
  const bare = createServer((_, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(sample)).listen(3892);
  console.log(`\n${items} lectures x ${words} words seeded in ${seeded.toFixed(0)} s; ${CONCURRENCY} concurrent clients, ${seconds} s each`);
  console.log(row('bare Node server, same bytes', await measure('http://127.0.0.1:3892/')));
  // Warm: the same words again (answers are kept per version of the published set, as popular
  // searches repeat). Cold: each request's words differ (an excluded nonsense word), so every one
  // reaches PostgreSQL.
  for (const [label, q] of Object.entries(QUERIES)) {
    console.log(row(`${label}, warm`, await measure(`${base}/api/search?q=${encodeURIComponent(q)}`)));
    console.log(row(`${label}, cold`, await measure((i) => `${base}/api/search?q=${encodeURIComponent(`${q} -zq${i}x${process.pid}`)}`)));
  }
  bare.close();
  // The home page's first request: 24 newest published cards.
  const firstPage = await (await fetch(`${base}/api/content/public?limit=24`)).text();
  const barePage = createServer((_, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(firstPage)).listen(3893);
  console.log(row('bare Node server, first-page bytes', await measure('http://127.0.0.1:3893/')));
  console.log(row('first page (limit=24)', await measure(`${base}/api/content/public?limit=24`)));
  barePage.close();
} finally {
  for (const child of processes) child.kill();
  await new Promise((r) => setTimeout(r, 500));
  // KEEP_DB=1 keeps the seeded database for EXPLAIN ANALYZE by hand.
  if (process.env.KEEP_DB === '1') console.log(`kept database ${name}`);
  else await admin.query(`DROP DATABASE "${name}" WITH (FORCE)`);
  await admin.end();
}
process.exit(0);
