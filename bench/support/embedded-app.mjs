// What several benchmarks share: the built embedded app on a throw-away PostgreSQL database
// (over the machine's RabbitMQ when asked), a first account, and published lectures.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ADMIN_DB = 'postgres://postgres@127.0.0.1:5432/postgres';
const PASSWORD = 'tranquil-orchard-123';

/**
 * Starts scripts/dist/embedded.js on `port` with its own database and data folder.
 * `broker: true` sends every ask between services over RabbitMQ, as the distributed mode does.
 */
export async function startEmbedded({ port, dataDir, broker = false, env = {} }) {
  const name = `bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_DB });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const base = `http://127.0.0.1:${port}`;
  const amqp = process.env.AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672';
  const child = spawn(process.execPath, [path.join(root, 'scripts/dist/embedded.js')], {
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      PORT: String(port),
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${name}`,
      ...(broker ? { AMQP_URL: amqp, QUEUE_PREFIX: `${name}.` } : {}),
      ...env,
    },
  });
  let out = '';
  await new Promise((resolve, reject) => {
    const onData = (c) => {
      out += c;
      if (/running at http/.test(out)) resolve();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`embedded app exited ${code}: ${out.slice(-2000)}`)));
  });
  return {
    base,
    async stop() {
      child.kill();
      await new Promise((r) => setTimeout(r, 1000));
      await admin.query(`DROP DATABASE "${name}" WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** A JSON (or raw) call that throws on anything but success. */
export async function call(base, method, url, { cookie, body, type = 'application/json' } = {}) {
  const res = await fetch(url.startsWith('http') ? url : `${base}${url}`, {
    method,
    headers: { ...(cookie ? { cookie } : {}), ...(body ? { 'content-type': type } : {}) },
    body: body === undefined ? undefined : type === 'application/json' ? JSON.stringify(body) : body,
  });
  if (res.status >= 300) throw new Error(`${method} ${url} answered ${res.status}: ${await res.text()}`);
  return res;
}

/** Signs up the first user (an admin) and returns the session cookie. */
export async function signUp(base) {
  const signedUp = await call(base, 'POST', '/api/auth/register', { body: { username: 'reader', password: PASSWORD, confirmPassword: PASSWORD, fullName: null } });
  return signedUp.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

/**
 * Uploads the file with SPEC's calls, waits for its processing, publishes it, and returns the item.
 * `language: 'other'` skips transcription (no engine for it), for benches that only play the sound.
 */
export async function publishedLecture(base, cookie, file, title = 'Bench lecture', language) {
  const { uploadURL } = await (await call(base, 'POST', '/api/objects/upload', { cookie })).json();
  await call(base, 'PUT', uploadURL, { cookie, body: readFileSync(file), type: 'audio/mpeg' });
  const body = { mediaURL: uploadURL, title, description: '', fileCreatedAt: null, fileName: path.basename(file), durationSeconds: null, ...(language ? { language } : {}) };
  const item = await (await call(base, 'PUT', '/api/media-uploads', { cookie, body })).json();
  let now;
  for (let i = 0; ; i++) {
    now = await (await call(base, 'GET', `/api/content/${item.id}`, { cookie })).json();
    if (now.status === 'completed' || now.status === 'failed') break;
    if (i > 600) throw new Error('the lecture did not finish processing in 5 minutes');
    await new Promise((r) => setTimeout(r, 500));
  }
  await call(base, 'POST', `/api/content/${item.id}/approve`, { cookie });
  return now;
}
