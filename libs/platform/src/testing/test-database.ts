import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

const ADMIN_URL = process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function asAdmin(sql: string): Promise<void> {
  const client = new Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export interface ThrowAwayDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A fresh database on the machine's real PostgreSQL, so test files never share rows. */
export async function createThrowAwayDatabase(prefix = 'test'): Promise<ThrowAwayDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await asAdmin(`CREATE DATABASE "${name}"`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => asAdmin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

export function uniquePrefix(): string {
  return `t${randomBytes(4).toString('hex')}.`;
}
