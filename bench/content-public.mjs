// Throughput of GET /api/content/public with 1,000 seeded items through the
// gateway, next to a trivial Nest endpoint of the same gateway (/health/live)
// in the same run. Runs the distributed mode (content and gateway as separate
// processes over the local RabbitMQ) and the embedded mode (one process).
// Usage: node bench/content-public.mjs [seconds=10]   (after npm run build)
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { start } from './support/services.mjs';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { MessageBus } = require(path.join(root, 'libs/platform/dist/index.js'));
const seconds = Number(process.argv[2] ?? 10);
const AMQP = process.env.AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672';
const ADMIN_DB = 'postgres://postgres@127.0.0.1:5432/postgres';


async function run(url) {
  const result = await autocannon({ url, connections: 50, duration: seconds });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

async function seed(bus) {
  for (let i = 0; i < 1000; i += 50) {
    const batch = Array.from({ length: 50 }, (_, j) =>
      bus.request('content.create.v1', {
        title: `Lecture ${i + j}`,
        description: 'A talk on patience and gratitude in times of hardship.',
        uploadedBy: randomUUID(),
        durationSeconds: 1800,
        mediaType: 'audio',
        mediaKey: `uploads/${i + j}.mp3`,
        mediaFileSize: 1000,
        mediaMimeType: 'audio/mpeg',
      }),
    );
    const created = await Promise.all(batch);
    const admin = { id: randomUUID(), role: 'admin' };
    await Promise.all(created.map((c) => bus.request('content.approve.v1', { id: c.id, actor: admin })));
  }
}

function report(mode, list, trivial) {
  const row = (name, r) => `${name.padEnd(34)} ${r.rps.toFixed(0).padStart(8)} req/s   p50 ${String(r.p50).padStart(4)} ms   p99 ${String(r.p99).padStart(4)} ms   errors ${r.errors}`;
  console.log(`\n${mode} (50 connections, ${seconds} s each)`);
  console.log(row('GET /api/content/public (1,000)', list));
  console.log(row('GET /health/live (trivial Nest)', trivial));
}

async function distributed() {
  const name = `bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_DB });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const prefix = `${name}.`;
  const env = { DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${name}`, AMQP_URL: AMQP, QUEUE_PREFIX: prefix, SIGNING_SECRET: 'bench-signing-secret-0123456789', HEALTH_PORT: '0' };
  const content = await start('services/content/dist/main.js', env, /service started/);
  const gateway = await start('services/gateway/dist/main.js', { ...env, PORT: '3890', PUBLIC_URL: 'http://127.0.0.1:3890' }, /service started/);
  const bus = new MessageBus({ kind: 'rmq', url: AMQP, prefix });
  try {
    await seed(bus);
    const trivial = await run('http://127.0.0.1:3890/health/live');
    const list = await run('http://127.0.0.1:3890/api/content/public');
    report('distributed: gateway -> RabbitMQ -> content service', list, trivial);
  } finally {
    await bus.close();
    gateway.kill();
    content.kill();
    await new Promise((r) => setTimeout(r, 500));
    await admin.query(`DROP DATABASE "${name}" WITH (FORCE)`);
    await admin.end();
  }
}

await distributed();
process.exit(0);
