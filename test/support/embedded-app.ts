import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deleteTestQueues } from '@lectures/platform/src/testing/test-queues';
import { MessageBus } from '@lectures/platform';
import { createThrowAwayDatabase, uniquePrefix, type ThrowAwayDatabase } from '@lectures/platform/src/testing/test-database';
import { TEST_AMQP_URL } from '@lectures/platform/src/testing/test-stack';
import { freePort, startProcess, type RunningProcess } from './processes';

export interface EmbeddedApp {
  baseUrl: string;
  dataDir: string;
  process: RunningProcess;
  /** With `broker: true`: the app's bus, to play the part of services not running here. */
  bus?: MessageBus;
  /** With `broker: true`: its database, to read what a service sent another that is not running here. */
  databaseUrl?: string;
  /** SIGKILL, as a crash, then the same command on the same data folder and port. */
  crashAndRestart(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The built embedded app (`scripts/dist/embedded.js`, serving `web/dist`) on a free port
 * with a temporary DATA_DIR. With `broker: true` it runs over the machine's RabbitMQ and a
 * throw-away PostgreSQL database instead of the in-process bus and embedded PostgreSQL,
 * so a test can publish the events another service (transcription) would send.
 */
export async function startEmbeddedApp(options: { broker?: boolean; env?: Record<string, string> } = {}): Promise<EmbeddedApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lectures-web-'));
  const port = await freePort();
  let database: ThrowAwayDatabase | undefined;
  let bus: MessageBus | undefined;
  let prefix: string | undefined;
  // The tests reach it at 127.0.0.1, so that is the address its links name.
  const env: Record<string, string> = { PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'info', PUBLIC_URL: `http://127.0.0.1:${port}`, ...options.env };
  if (options.broker) {
    database = await createThrowAwayDatabase('web');
    prefix = uniquePrefix();
    Object.assign(env, { DATABASE_URL: database.url, AMQP_URL: TEST_AMQP_URL, QUEUE_PREFIX: prefix });
    bus = new MessageBus({ kind: 'rmq', url: TEST_AMQP_URL, prefix });
  }
  const launch = () => startProcess('scripts/dist/embedded.js', env, /running at http:\/\/localhost:\d+/, 120000);
  const app: EmbeddedApp = {
    baseUrl: `http://127.0.0.1:${port}`,
    dataDir,
    process: await launch(),
    bus,
    databaseUrl: database?.url,
    crashAndRestart: async () => {
      await app.process.kill();
      app.process = await launch();
    },
    stop: async () => {
      await bus?.close();
      await app.process.stop();
      await database?.drop();
      if (prefix) await deleteTestQueues(TEST_AMQP_URL, prefix);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return app;
}
