// `npm run stack`: the distributed mode on this machine without Docker. Each
// service runs as its own process against the local RabbitMQ, PostgreSQL and
// Redis (as in Kubernetes, one pod each); objects on local disk under DATA_DIR.
// Ctrl+C stops them all. It keeps to names of its own on those shared servers
// (database `lectures_stack`, queue and key prefix `stack.`), listens on loopback,
// and honours the variables a newcomer sets: PORT, HEALTH_PORT (content's; the
// next two for media-storage and transcription), METRICS_PORT, LISTEN_HOST,
// PUBLIC_URL, DATABASE_URL, AMQP_URL, REDIS_URL, QUEUE_PREFIX, DATA_DIR.
import { execFileSync, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
execFileSync(process.execPath, [path.join(here, 'ensure-system.mjs'), 'test'], { stdio: 'inherit' });
execFileSync(process.execPath, [path.join(here, 'prepare.mjs')], { stdio: 'inherit' });

const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/lectures_stack';
const url = new URL(databaseUrl);
const admin = new pg.Client({ connectionString: databaseUrl.replace(url.pathname, '/postgres') });
await admin.connect();
const name = url.pathname.slice(1);
const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
if (exists.rowCount === 0) await admin.query(`CREATE DATABASE "${name}"`);
await admin.end();

const port = Number(process.env.PORT ?? 3000);
const healthPort = Number(process.env.HEALTH_PORT ?? port + 1);
const env = {
  ...process.env,
  DATABASE_URL: databaseUrl,
  AMQP_URL: process.env.AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672',
  REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  QUEUE_PREFIX: process.env.QUEUE_PREFIX ?? 'stack.',
  SIGNING_SECRET: process.env.SIGNING_SECRET ?? 'local-stack-secret-change-me',
  DATA_DIR: process.env.DATA_DIR ?? path.join(root, 'data', 'stack'),
  LISTEN_HOST: process.env.LISTEN_HOST ?? '127.0.0.1',
  PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${port}`,
};
const services = [
  ['content', { HEALTH_PORT: String(healthPort) }],
  ['media-storage', { HEALTH_PORT: String(healthPort + 1) }],
  ['transcription', { HEALTH_PORT: String(healthPort + 2) }],
  ['gateway', { PORT: String(port) }],
];
const children = [];
for (const [service, extra] of services) {
  const child = spawn(process.execPath, [path.join(root, 'services', service, 'dist', 'main.js')], {
    env: { ...env, ...extra },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = `${service.padEnd(14)}| `;
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => process.stdout.write(chunk.toString().replace(/^(?=.)/gm, prefix)));
  }
  child.on('exit', (code) => process.stdout.write(`${prefix}exited with ${code}\n`));
  children.push(child);
}
process.stdout.write(`\nStack starting: ${env.PUBLIC_URL} (health on ${healthPort}-${healthPort + 2}, Ctrl+C stops every service)\n\n`);
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(0), 5000).unref();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
