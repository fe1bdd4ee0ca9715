import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { hostname } from 'node:os';
import { resolve } from 'node:path';
import { waitFor } from './pipeline-harness';

export interface WorkerProcess {
  pid: number;
  /** As the process writes it into segment rows. */
  name: string;
  output: string[];
  kill(signal?: NodeJS.Signals): Promise<void>;
}

export interface WorkerEnv {
  databaseUrl: string;
  amqpUrl: string;
  prefix: string;
  dataDir: string;
  workers: number;
}

const MAIN = resolve(__dirname, '../../dist/main.js');

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  await new Promise((r) => server.close(r));
  return port;
}

/** Starts the built transcription service as its own process and waits until it is ready. */
export async function startWorkerProcess(env: WorkerEnv): Promise<WorkerProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [MAIN], {
    env: {
      PATH: process.env.PATH,
      DATABASE_URL: env.databaseUrl,
      AMQP_URL: env.amqpUrl,
      QUEUE_PREFIX: env.prefix,
      DATA_DIR: env.dataDir,
      HEALTH_PORT: String(port),
      TRANSCRIPTION_WORKERS: String(env.workers),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (d: Buffer) => output.push(d.toString()));
  child.stderr?.on('data', (d: Buffer) => output.push(d.toString()));
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  await waitFor(`worker ${child.pid} ready (${output.join('')})`, async () => {
    if (child.exitCode !== null) throw new Error(`worker exited: ${output.join('')}`);
    const res = await fetch(`http://127.0.0.1:${port}/health/ready`).catch(() => null);
    return res?.status === 200 || undefined;
  }, 60_000);
  return {
    pid: child.pid!,
    name: `${hostname()}:${child.pid}`,
    output,
    kill: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}
