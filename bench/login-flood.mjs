// Latency of GET /health/live while 32 clients keep signing in with wrong passwords, next to
// the same route on the idle server in the same run. Runs the embedded product (one process)
// with a throw-away DATA_DIR. Each flood client has its own X-Forwarded-For, and the server
// trusts loopback as a proxy, so the per-address limit does not stop the flood at once and
// the hashing queue is what keeps the server responsive.
// Usage: node bench/login-flood.mjs [seconds=10]   (after npm run build)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const seconds = Number(process.argv[2] ?? 10);
const port = 3900 + Math.floor(Math.random() * 90);
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-login-'));

const child = spawn(process.execPath, [path.join(root, 'scripts/dist/embedded.js')], {
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'error', TRUST_PROXY: 'loopback' },
});
await new Promise((resolve, reject) => {
  let out = '';
  const onData = (c) => {
    out += c;
    if (/running at http/.test(out)) resolve();
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  child.on('exit', (code) => reject(new Error(`embedded app exited ${code}: ${out.slice(-2000)}`)));
});

const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))];

async function healthLatencies(untilMs) {
  const times = [];
  while (Date.now() < untilMs) {
    const start = performance.now();
    await fetch(`${base}/health/live`);
    times.push(performance.now() - start);
    await new Promise((r) => setTimeout(r, 50));
  }
  return times;
}

try {
  const idle = await healthLatencies(Date.now() + seconds * 1000);
  const statuses = {};
  let flooding = true;
  const flood = Array.from({ length: 32 }, async (_, i) => {
    let n = 0;
    while (flooding) {
      const res = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.1.${i}.${n++ % 250}` },
        body: JSON.stringify({ username: `nobody${i}-${n}`, password: 'wrong-password' }),
      });
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      await res.arrayBuffer();
    }
  });
  const loaded = await healthLatencies(Date.now() + seconds * 1000);
  flooding = false;
  await Promise.all(flood);
  const row = (name, t) => `${name.padEnd(34)} ${String(t.length).padStart(6)} ${percentile(t, 50).toFixed(1).padStart(8)} ${percentile(t, 95).toFixed(1).padStart(8)} ${percentile(t, 99).toFixed(1).padStart(8)}`;
  console.log(`${'GET /health/live'.padEnd(34)} ${'n'.padStart(6)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'p99 ms'.padStart(8)}`);
  console.log(row('idle server (baseline)', idle));
  console.log(row('under 32 concurrent bad sign-ins', loaded));
  console.log(`sign-in answers during the flood: ${JSON.stringify(statuses)}`);
} finally {
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
