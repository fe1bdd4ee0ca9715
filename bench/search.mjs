// Search at scale: seeds N published lectures with transcripts (bench/seed-library.mjs),
// in 5,000 series of 20 (bench/support/series.mjs), then measures GET /api/search (with its matching series and series facet) and the public list's first page through the gateway (distributed: gateway -> RabbitMQ ->
// content -> PostgreSQL) for a mix of queries, next to a bare Node server returning the
// same bytes in the same run. Prints p50/p95/p99 and throughput for each.
// Each figure is measured `rounds` times in turn and the median of each percentile printed.
// Usage: [KEEP_DB=1] [BENCH_DB=name] node bench/search.mjs [items=100000] [words=2500] [seconds=10] [rounds=3]   (after npm run build)
// BENCH_DB names a database to use (created and seeded if it is missing or empty) and keep.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { gzipSync } from 'node:zlib';
import pg from 'pg';
import { seedLibrary } from './seed-library.mjs';
import { latencyMeter, latencyRow } from './support/latency.mjs';
import { start } from './support/services.mjs';
import { makeSeries } from './support/series.mjs';

const [items, words, seconds, rounds] = [Number(process.argv[2] ?? 100_000), Number(process.argv[3] ?? 2500), Number(process.argv[4] ?? 10), Number(process.argv[5] ?? 3)];
const AMQP = process.env.AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672';
const ADMIN_DB = 'postgres://postgres@127.0.0.1:5432/postgres';
// Clients asking at once (CLIENTS): 8 shows throughput and queueing, 1 the time one search takes.
const CONCURRENCY = Number(process.env.CLIENTS ?? 8);
const QUERIES = {
  'common word (patience)': 'patience',
  'rare word (rareword1234)': 'rareword1234',
  'phrase ("patience and")': '"patience and"',
  'Arabic (الصبر)': 'الصبر',
  'two words, one excluded': 'mercy -fasting',
};
/** The same words in one series (its address; series-1 holds the oldest 20 lectures). */
const IN_SERIES = { 'common word in one series': ['patience', 'series-1-on-patience-and-gratitude'], 'rare word in one series': ['rareword1234', 'series-1-on-patience-and-gratitude'] };


/**
 * The same bytes on the wire as the gateway: gzipped once, as the gateway sends an answer over
 * 1 KB to a client accepting gzip (the clients here do, and pay the same to unpack either).
 */
function bareServer(body) {
  const gzipped = gzipSync(body);
  return createServer((req, res) => {
    if (!/\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) return res.writeHead(200, { 'content-type': 'application/json' }).end(body);
    res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' }).end(gzipped);
  });
}

/** Never the same words twice in a run, across rounds too (the meter's counter runs on). */
const { measureRounds } = latencyMeter({ seconds, concurrency: CONCURRENCY });

async function measureAll(targets) {
  for (const r of await measureRounds(targets, rounds)) {
    console.log(latencyRow(r, 40), rounds > 1 ? ` (p95s ${r.p95s.map((p) => p.toFixed(0)).join('/')})` : '');
  }
}


const name = process.env.BENCH_DB ?? `bench_search_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: ADMIN_DB });
await admin.connect();
if ((await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 0) await admin.query(`CREATE DATABASE "${name}"`);
const env = { DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${name}`, AMQP_URL: AMQP, QUEUE_PREFIX: `${name}.`, SIGNING_SECRET: 'bench-signing-secret-0123456789', HEALTH_PORT: '0' };
const processes = [];
try {
  processes.push(await start('services/content/dist/main.js', env, /service started/));
  const db = new pg.Client({ connectionString: env.DATABASE_URL });
  await db.connect();
  const have = Number((await db.query('SELECT count(*) AS n FROM content.content')).rows[0].n);
  let seeded = null;
  if (have === 0) {
    console.log(`seeding ${items} lectures of ${words} words...`);
    seeded = await seedLibrary(env.DATABASE_URL, items, words, (line) => console.log(`  ${line}`));
  }
  if (Number((await db.query('SELECT count(*) AS n FROM content.series')).rows[0].n) === 0) console.log(`${await makeSeries(db)} series made`);
  const { rows: size } = await db.query(
    `SELECT (SELECT count(*) FROM content.content) AS n, pg_size_pretty(pg_database_size(current_database())) AS size,
       (SELECT round(avg(array_length(regexp_split_to_array(transcript_text, ' '), 1))) FROM content.content TABLESAMPLE SYSTEM (1)) AS words`,
  );
  await db.end();
  processes.push(await start('services/gateway/dist/main.js', { ...env, PORT: '3891', PUBLIC_URL: 'http://127.0.0.1:3891' }, /service started/));
  const base = 'http://127.0.0.1:3891';
  const sample = await (await fetch(`${base}/api/search?q=patience`)).text();
  const bare = bareServer(sample).listen(3892);
  console.log(`\n${size[0].n} lectures x ${size[0].words} words on average (database ${size[0].size})${seeded === null ? '' : `, seeded in ${seeded.toFixed(0)} s`}`);
  console.log(`${CONCURRENCY} concurrent clients, ${seconds} s per measurement, median of ${rounds}`);
  // Warm: the same words again (answers are kept per version of the published set, as popular
  // searches repeat). Cold: each request's words differ (an excluded nonsense word), so every one
  // reaches PostgreSQL.
  const targets = [['bare Node server, same bytes', 'http://127.0.0.1:3892/']];
  for (const [label, q] of Object.entries(QUERIES)) {
    targets.push([`${label}, warm`, `${base}/api/search?q=${encodeURIComponent(q)}`]);
    targets.push([`${label}, cold`, (i) => `${base}/api/search?q=${encodeURIComponent(`${q} -zq${i}x${process.pid}`)}`]);
  }
  for (const [label, [q, series]] of Object.entries(IN_SERIES)) {
    targets.push([`${label}, cold`, (i) => `${base}/api/search?series=${series}&q=${encodeURIComponent(`${q} -zq${i}x${process.pid}`)}`]);
  }
  await measureAll(targets);
  bare.close();
  // The home page's first request: 24 newest published cards.
  const firstPage = await (await fetch(`${base}/api/content/public?limit=24`)).text();
  const barePage = bareServer(firstPage).listen(3893);
  await measureAll([
    ['bare Node server, first-page bytes', 'http://127.0.0.1:3893/'],
    ['first page (limit=24)', `${base}/api/content/public?limit=24`],
  ]);
  barePage.close();
} finally {
  for (const child of processes) child.kill();
  await new Promise((r) => setTimeout(r, 500));
  // KEEP_DB=1 keeps the seeded database for EXPLAIN ANALYZE by hand.
  if (process.env.KEEP_DB === '1' || process.env.BENCH_DB) console.log(`kept database ${name}`);
  else await admin.query(`DROP DATABASE "${name}" WITH (FORCE)`);
  await admin.end();
}
process.exit(0);
