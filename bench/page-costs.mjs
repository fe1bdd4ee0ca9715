// Where a series page not kept costs (issue 28): one client, over a library bench/addresses.mjs
// seeded and kept (BENCH_DB), distributed (gateway -> RabbitMQ -> content -> PostgreSQL); each
// series asked once, then again: latency, and the CPU milliseconds each process spent per page
// (gateway, content, RabbitMQ, the database's backends; from /proc, so Linux only). The series'
// JSON answer (GET /api/series/public/{slug}, the same bus request without the HTML) is measured
// first, on other series, as the baseline in the same run.
// Usage: BENCH_DB=name [BENCH_PORT=3997] node bench/page-costs.mjs [offset=0] [pages=300]
import { execSync } from 'node:child_process';
import pg from 'pg';
import { cpuSecondsOf } from './support/cpu-of.mjs';
import { start } from './support/services.mjs';

const name = process.env.BENCH_DB;
if (!name) throw new Error('BENCH_DB: a database bench/addresses.mjs seeded (run it with BENCH_DB to keep one)');
const PORT = Number(process.env.BENCH_PORT ?? 3997);
const [offset, pages] = [Number(process.argv[2] ?? 0), Number(process.argv[3] ?? 300)];
const env = { DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${name}`, AMQP_URL: process.env.AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672', QUEUE_PREFIX: `${name}.costs.`, SIGNING_SECRET: 'bench-signing-secret-0123456789', HEALTH_PORT: '0' };
const base = `http://127.0.0.1:${PORT}`;

const processes = [];
const db = new pg.Client({ connectionString: env.DATABASE_URL });
try {
  processes.push(await start('services/content/dist/main.js', env, /service started/));
  processes.push(await start('services/gateway/dist/main.js', { ...env, PORT: String(PORT), METRICS_PORT: '0', PUBLIC_URL: 'https://lectures.example.org' }, /service started/));
  const [content, gateway] = processes;
  await db.connect();
  const slugs = (await db.query('SELECT slug FROM content.series ORDER BY created_at OFFSET $1 LIMIT $2', [offset, 2 * pages + 1])).rows.map((r) => r.slug);
  const named = { gateway: gateway.pid, content: content.pid, rabbitmq: execSync('pidof beam.smp').toString().trim().split(' ')[0] };
  const backends = () => execSync(`pgrep -f "^postgres: .*${name}" || true`).toString().trim().split('\n').filter(Boolean);
  const cpuOf = (pids) => Object.fromEntries(pids.flatMap(([key, pid]) => {
    try {
      return [[key, cpuSecondsOf(pid)]];
    } catch {
      return []; // a process gone since it was listed
    }
  }));

  async function run(label, urls) {
    const before = { ...cpuOf(Object.entries(named)), ...cpuOf(backends().map((pid) => [`pg ${pid}`, pid])) };
    const times = [];
    let bytes = 0;
    for (const url of urls) {
      const t = process.hrtime.bigint();
      const res = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
      bytes = (await res.arrayBuffer()).byteLength;
      if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
      times.push(Number(process.hrtime.bigint() - t) / 1e6);
    }
    const after = { ...cpuOf(Object.entries(named)), ...cpuOf(backends().map((pid) => [`pg ${pid}`, pid])) };
    const perPage = (keys) => ((keys.reduce((sum, k) => sum + (after[k] ?? 0) - (before[k] ?? after[k] ?? 0), 0) * 1000) / urls.length).toFixed(2);
    const pgKeys = Object.keys(after).filter((k) => k.startsWith('pg '));
    times.sort((a, b) => a - b);
    const at = (p) => times[Math.min(times.length - 1, Math.floor(times.length * p))].toFixed(1);
    console.log(`${label.padEnd(42)} p50 ${at(0.5).padStart(6)} ms  p95 ${at(0.95).padStart(6)} ms  ${String(bytes).padStart(6)} B  CPU ms a page: gateway ${perPage(['gateway'])}, content ${perPage(['content'])}, RabbitMQ ${perPage(['rabbitmq'])}, PostgreSQL ${perPage(pgKeys)}`);
  }

  // One page first, so neither measurement pays for the first request's loading.
  await fetch(`${base}/series/${encodeURIComponent(slugs[2 * pages])}`);
  console.log(`${pages} series each, one client`);
  await run('JSON /api/series/public/{slug}, each once', slugs.slice(0, pages).map((s) => `${base}/api/series/public/${encodeURIComponent(s)}`));
  await run('page /series/{slug}, each once', slugs.slice(pages, 2 * pages).map((s) => `${base}/series/${encodeURIComponent(s)}`));
  await run('page /series/{slug}, the same again', slugs.slice(pages, 2 * pages).map((s) => `${base}/series/${encodeURIComponent(s)}`));
} finally {
  await db.end().catch(() => undefined);
  for (const child of processes) child.kill();
}
