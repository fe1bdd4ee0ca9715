import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { openServiceDatabase } from '@lectures/platform';
import { CreateObjectPolicies1763770000000 } from '../migrations/1763770000000-CreateObjectPolicies';
import { ObjectPolicyEntity } from '../policy/object-policy.entity';

const ADMIN_URL = process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestDatabase {
  dataSource: DataSource;
  drop(): Promise<void>;
}

/** A throw-away database on the real Postgres, migrated like production. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `media_test_${randomBytes(6).toString('hex')}`;
  await asAdmin(`CREATE DATABASE "${name}"`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const dataSource = await openServiceDatabase({
    url: url.toString(),
    schema: 'media',
    entities: [ObjectPolicyEntity],
    migrations: [CreateObjectPolicies1763770000000],
    poolSize: 2,
  });
  return {
    dataSource,
    async drop() {
      await dataSource.destroy();
      await asAdmin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

async function asAdmin(sql: string): Promise<void> {
  const admin = new DataSource({ type: 'postgres', url: ADMIN_URL, extra: { max: 1 } });
  await admin.initialize();
  try {
    await admin.query(sql);
  } finally {
    await admin.destroy();
  }
}
