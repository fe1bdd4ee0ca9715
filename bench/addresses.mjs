// Addresses at scale (issue 28): seeds N published lectures (bench/seed-library.mjs) in series of
// 20 parts (100,000 lectures: 5,000 series) and N/50 speaker records (2,000, each speaking in 2 or 3
// series: 50 lectures), gives each lecture its address as the migration does, then measures through the gateway (distributed: gateway -> RabbitMQ -> content -> PostgreSQL):
// - the sitemap index generated from nothing cached (each time after a change to the published
//   set), and one full sitemap file of 50,000 addresses, against a 5 s budget;
// - a series page's HTML (/series/{slug}: head tags and its PodcastSeries JSON-LD), one series
//   asked again and again, and the 5,000 series in turn, next to a bare Node server sending the
//   same bytes in the same run (p95 budget 20 ms);
// - a speaker page's HTML (/speakers/{slug}: head tags and its ProfilePage JSON-LD) the same way.
// Usage: [KEEP_DB=1] [BENCH_DB=name] [BENCH_PORT=3895] node bench/addresses.mjs [items=100000] [words=200] [seconds=10] [rounds=3]
// (after npm run build; the web app must be built too).
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { gzipSync } from 'node:zlib';
import pg from 'pg';
import { seedLibrary } from './seed-library.mjs';
import { latencyMeter, latencyRow } from './support/latency.mjs';
import { start } from './support/services.mjs';
import { makeSeries } from './support/series.mjs';
import { makeSpeakers } from './support/speakers.mjs';
import slugs from '../services/content/dist/addresses/lecture-slug.js';

const [items, words, seconds, rounds] = [Number(process.argv[2] ?? 100_000), Number(process.argv[3] ?? 200), Number(process.argv[4] ?? 10), Number(process.argv[5] ?? 3)];
const PARTS_PER_SERIES = 20;
const LECTURES_PER_SPEAKER = 50;
const AMQP = process.env.AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672';
const ADMIN_DB = 'postgres://postgres@127.0.0.1:5432/postgres';
const CONCURRENCY = Number(process.env.CLIENTS ?? 8);
/** The gateway's port, the bare servers' the next two: BENCH_PORT when another run holds these. */
const PORT = Number(process.env.BENCH_PORT ?? 3895);
const base = `http://127.0.0.1:${PORT}`;


/** Every lecture its address, oldest first, by the content service's own rule (as the migration gives them). */
async function giveAddresses(db) {
  const { rows } = await db.query('SELECT id, title FROM content.content WHERE slug IS NULL ORDER BY created_at, id');
  const taken = new Set((await db.query('SELECT slug FROM content.content_address')).rows.map((r) => r.slug));
  const made = rows.map(({ title }) => {
    const slugBase = slugs.lectureSlugOf(title);
    let slug = slugBase;
    for (let n = 2; taken.has(slug) || !slugs.mayStandAlone(slug); n++) slug = slugs.numbered(slugBase, n);
    taken.add(slug);
    return slug;
  });
  for (let from = 0; from < rows.length; from += 5000) {
    const ids = rows.slice(from, from + 5000).map((r) => r.id);
    const batch = made.slice(from, from + 5000);
    await db.query('INSERT INTO content.content_address (slug, content_id) SELECT * FROM unnest($1::text[], $2::uuid[])', [batch, ids]);
    await db.query('UPDATE content.content c SET slug = t.slug FROM unnest($1::text[], $2::uuid[]) AS t(slug, id) WHERE c.id = t.id', [batch, ids]);
  }
  return rows.length;
}

/** The bytes as the gateway sent them (gzipped when it did), for a bare server to send the same. */
function bareServer(body, gzip) {
  const gzipped = gzip ? gzipSync(body) : null;
  return createServer((req, res) => {
    if (!gzipped || !/\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'gzip' }).end(gzipped);
  });
}

/** A page as the gateway sends it (checked to carry its description), and a bare server on `port` sending the same bytes. */
async function samplePage(url, mustHold, port) {
  const res = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
  const html = await res.text();
  if (res.status !== 200 || !html.includes(mustHold)) throw new Error(`${url} answered ${res.status} without ${mustHold}`);
  const server = bareServer(html, res.headers.get('content-encoding') === 'gzip').listen(port);
  return { url, server, bare: `http://127.0.0.1:${port}/` };
}

const { measureRounds } = latencyMeter({ seconds, concurrency: CONCURRENCY });

async function measureAll(targets) {
  for (const r of await measureRounds(targets, rounds)) {
    console.log(`${latencyRow(r, 44)}  (p95s ${r.p95s.map((p) => p.toFixed(1)).join('/')})`);
  }
}


/** A change to the published set, so nothing of the sitemap is cached any more (the gateway asks the version at most once a second). */
async function changePublishedSet(db) {
  await db.query('UPDATE content.published_set SET version = version + 1');
  await new Promise((r) => setTimeout(r, 1100));
}

async function timed(url) {
  const t = process.hrtime.bigint();
  const res = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
  return { ms: Number(process.hrtime.bigint() - t) / 1e6, text };
}

const name = process.env.BENCH_DB ?? `bench_addresses_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: ADMIN_DB });
await admin.connect();
if ((await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 0) await admin.query(`CREATE DATABASE "${name}"`);
const env = { DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${name}`, AMQP_URL: AMQP, QUEUE_PREFIX: `${name}.`, SIGNING_SECRET: 'bench-signing-secret-0123456789', HEALTH_PORT: '0' };
const processes = [];
try {
  processes.push(await start('services/content/dist/main.js', env, /service started/));
  const db = new pg.Client({ connectionString: env.DATABASE_URL });
  // Dropping the database at the end ends this connection too: that is no failure to report.
  db.on('error', () => {});
  await db.connect();
  if (Number((await db.query('SELECT count(*) AS n FROM content.content')).rows[0].n) === 0) {
    console.log(`seeding ${items} lectures of ${words} words...`);
    const took = await seedLibrary(env.DATABASE_URL, items, words, (line) => console.log(`  ${line}`));
    console.log(`seeded in ${took.toFixed(0)} s`);
  }
  const addressed = await giveAddresses(db);
  const seriesCount = Number((await db.query('SELECT count(*) AS n FROM content.series')).rows[0].n) || (await makeSeries(db, PARTS_PER_SERIES));
  const speakersStarted = Date.now();
  const speakerCount = await makeSpeakers(db, Math.ceil(items / LECTURES_PER_SPEAKER), (line) => console.log(`  ${line}`));
  console.log(`${speakerCount} speakers and their lectures' links in ${((Date.now() - speakersStarted) / 1000).toFixed(0)} s`);
  await db.query('VACUUM ANALYZE content.content');
  const { rows: figures } = await db.query(`SELECT (SELECT count(*) FROM content.content WHERE status = 'approved') AS lectures, (SELECT count(*) FROM content.series) AS series,
    (SELECT min(n) || '-' || max(n) FROM (SELECT count(*) AS n FROM content.content_speaker GROUP BY speaker_id) per) AS spoken, pg_size_pretty(pg_database_size(current_database())) AS size`);
  console.log(`\n${figures[0].lectures} published lectures in ${figures[0].series} series by ${speakerCount} speakers (${figures[0].spoken} lectures each; database ${figures[0].size}); ${addressed} addresses given now`);

  // No metrics port of its own: another run's gateway may hold the default one.
  processes.push(await start('services/gateway/dist/main.js', { ...env, PORT: String(PORT), METRICS_PORT: '0', PUBLIC_URL: 'https://lectures.example.org' }, /service started/));

  // The sitemap index, nothing cached: each time after a change to the published set.
  const indexTimes = [];
  let index = '';
  for (let round = 0; round < rounds; round++) {
    await changePublishedSet(db);
    const run = await timed(`${base}/sitemap.xml`);
    indexTimes.push(run.ms);
    index = run.text;
  }
  const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  console.log(`sitemap index (${files.length} files), nothing cached: ${indexTimes.map((t) => `${(t / 1000).toFixed(2)} s`).join(', ')} (budget 5 s)`);
  const fileTimes = [];
  let addresses = 0;
  for (let round = 0; round < rounds; round++) {
    await changePublishedSet(db);
    const run = await timed(`${base}/sitemaps/lectures-1.xml`);
    fileTimes.push(run.ms);
    addresses = (run.text.match(/<url>/g) ?? []).length;
  }
  console.log(`sitemap file lectures-1.xml (${addresses} addresses), nothing cached: ${fileTimes.map((t) => `${(t / 1000).toFixed(2)} s`).join(', ')}`);

  // A series page and a speaker page: the gateway's HTML, each next to a bare server sending its bytes.
  const seriesSlugs = (await db.query('SELECT slug FROM content.series ORDER BY created_at')).rows.map((r) => r.slug);
  const speakerSlugs = (await db.query('SELECT slug FROM content.speaker ORDER BY created_at')).rows.map((r) => r.slug);
  const seriesPage = await samplePage(`${base}/series/${encodeURIComponent(seriesSlugs[0])}`, '"@type":"PodcastSeries"', PORT + 1);
  const speakerPage = await samplePage(`${base}/speakers/${encodeURIComponent(speakerSlugs[0])}`, '"@type":"ProfilePage"', PORT + 2);
  console.log(`\n${CONCURRENCY} concurrent clients, ${seconds} s per measurement, median of ${rounds}; ${seriesCount} series, ${speakerSlugs.length} speakers`);
  await measureAll([
    ['bare Node server, series page bytes', seriesPage.bare],
    ['series page, the same one again', seriesPage.url],
    // Nothing kept when each round starts (a change to the published set), so every page is a first visit, even when the counter comes round again.
    [`series page, each of the ${seriesSlugs.length} in turn`, (i) => `${base}/series/${encodeURIComponent(seriesSlugs[i % seriesSlugs.length])}`, () => changePublishedSet(db)],
    ['bare Node server, speaker page bytes', speakerPage.bare],
    ['speaker page, the same one again', speakerPage.url],
    [`speaker page, each of the ${speakerSlugs.length} in turn`, (i) => `${base}/speakers/${encodeURIComponent(speakerSlugs[i % speakerSlugs.length])}`, () => changePublishedSet(db)],
  ]);
  seriesPage.server.close();
  speakerPage.server.close();
  await db.end();
} finally {
  for (const child of processes) child.kill();
  await new Promise((r) => setTimeout(r, 500));
  if (!process.env.KEEP_DB && !process.env.BENCH_DB) await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.end();
}
