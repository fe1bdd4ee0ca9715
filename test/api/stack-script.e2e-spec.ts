import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import path from 'node:path';
import { createThrowAwayDatabase, uniquePrefix, type ThrowAwayDatabase } from '@lectures/platform/src/testing/test-database';
import { freePort, startProcess, type RunningProcess } from '../support/processes';

jest.setTimeout(240_000);

/** Whether something accepts a TCP connection at host:port. */
function listening(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** An address of this machine that is not loopback, where a service bound to 0.0.0.0 would answer. */
const outsideAddress = Object.values(networkInterfaces())
  .flat()
  .find((a) => a && a.family === 'IPv4' && !a.internal)?.address;

/**
 * `npm run stack` on a machine whose RabbitMQ, PostgreSQL and Redis other projects share: it
 * takes the ports and names it is given, and its services listen on loopback only.
 */
describe('npm run stack', () => {
  let stack: RunningProcess;
  let database: ThrowAwayDatabase;
  let port: number;
  let healthPort: number;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'stack-script-'));

  beforeAll(async () => {
    database = await createThrowAwayDatabase('stack');
    port = await freePort();
    // Three health ports in a row from HEALTH_PORT.
    healthPort = await freePort();
    stack = await startProcess(
      'scripts/stack.mjs',
      { PORT: String(port), HEALTH_PORT: String(healthPort), DATABASE_URL: database.url, QUEUE_PREFIX: uniquePrefix(), DATA_DIR: dataDir },
      /Stack starting/,
      120_000,
    );
  });

  afterAll(async () => {
    await stack?.stop();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('should serve the gateway on PORT and each service its health on HEALTH_PORT and the next two', async () => {
    const ready = async (url: string) => (await fetch(url).catch(() => null))?.status === 200;
    const urls = [`http://127.0.0.1:${port}/health/live`, ...[0, 1, 2].map((i) => `http://127.0.0.1:${healthPort + i}/health/live`)];
    for (const url of urls) {
      for (let i = 0; i < 240 && !(await ready(url)); i++) await new Promise((r) => setTimeout(r, 500));
      expect([url, await ready(url)]).toEqual([url, true]);
    }
  });

  it('should listen on loopback only', async () => {
    if (!outsideAddress) return; // a machine with loopback alone cannot tell
    for (const p of [port, healthPort, healthPort + 1, healthPort + 2]) {
      expect([p, await listening('127.0.0.1', p)]).toEqual([p, true]);
      expect([p, await listening(outsideAddress, p)]).toEqual([p, false]);
    }
  });
});
