import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from '@lectures/platform';

export interface RedisServer {
  url: string;
  /** SIGKILL and start again on the same port with nothing kept: every session is gone. */
  restart(downMs?: number): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A Redis of the test's own (the machine's `redis-server`, no persistence), so a test
 * can restart it for real without touching the Redis other tests and services use.
 */
export async function startRedisServer(): Promise<RedisServer> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const launch = async () => {
    const started = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`redis-server not ready:\n${output}`)), 15_000);
      started.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Ready to accept connections')) {
          clearTimeout(timer);
          resolve();
        }
      });
      started.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`redis-server exited with ${code}:\n${output}`));
      });
    });
    child = started;
  };
  const kill = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
  };
  await launch();
  return {
    url: `redis://127.0.0.1:${port}`,
    restart: async (downMs = 0) => {
      await kill();
      await new Promise((r) => setTimeout(r, downMs));
      await launch();
    },
    stop: kill,
  };
}
