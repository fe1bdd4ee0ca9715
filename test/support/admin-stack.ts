import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createThrowAwayDatabase, uniquePrefix } from '@lectures/platform/src/testing/test-database';
import { TEST_AMQP_URL } from '@lectures/platform/src/testing/test-stack';
import { startEmbeddedApp } from './embedded-app';
import { freePort, ROOT, startProcess } from './processes';

export interface AdminStack {
  baseUrl: string;
  /** How transcription runs: inside the embedded app, or as its own process beside it. */
  transcription: 'embedded' | 'process';
  stop(): Promise<void>;
}

/** True once the embedded launcher starts the transcription service itself. */
function embeddedHasTranscription(): boolean {
  return readFileSync(path.join(ROOT, 'scripts/dist/embedded.js'), 'utf8').includes('@lectures/transcription');
}

async function waitForHealth(url: string, alive: () => boolean, output: () => string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!alive()) throw new Error(`transcription exited:\n${output().slice(-3000)}`);
    if (await fetch(url).then((r) => r.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`transcription not ready in ${timeoutMs} ms:\n${output().slice(-3000)}`);
}

/**
 * The product with a working transcription pipeline (PocketSphinx). While the embedded
 * launcher does not include the transcription service, the embedded app runs over
 * RabbitMQ and a throw-away database and the built transcription service runs beside
 * it on the same queues, database and DATA_DIR (as in distributed mode).
 */
export async function startAdminStack(): Promise<AdminStack> {
  // The shared broker is sometimes restarted by other test runs: try a few times.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce();
    } catch (error) {
      if (attempt >= 3) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5000));
    }
  }
}

async function startOnce(): Promise<AdminStack> {
  if (embeddedHasTranscription()) {
    const app = await startEmbeddedApp();
    return { baseUrl: app.baseUrl, transcription: 'embedded', stop: () => app.stop() };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lectures-admin-'));
  const database = await createThrowAwayDatabase('adminweb');
  const shared = {
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    AMQP_URL: TEST_AMQP_URL,
    QUEUE_PREFIX: uniquePrefix(),
    LOG_LEVEL: 'warn',
  };
  const port = await freePort();
  const app = await startProcess('scripts/dist/embedded.js', { ...shared, PORT: String(port) }, /running at http:\/\/localhost:\d+/, 120000);

  const healthPort = await freePort();
  const child = spawn(process.execPath, [path.join(ROOT, 'services/transcription/dist/main.js')], {
    cwd: ROOT,
    env: { ...process.env, ...shared, HEALTH_PORT: String(healthPort), TRANSCRIPTION_WORKERS: '2' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    await app.stop();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(`http://127.0.0.1:${healthPort}/health/ready`, () => child.exitCode === null, () => output, 180000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl: `http://127.0.0.1:${port}`, transcription: 'process', stop };
}
