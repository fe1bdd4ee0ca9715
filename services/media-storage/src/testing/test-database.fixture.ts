import type { DataSource } from 'typeorm';
import { openServiceDatabase } from '@lectures/platform';
import { createThrowAwayDatabase } from '@lectures/platform/src/testing/test-database';
import { MEDIA_ENTITIES, MEDIA_MIGRATIONS } from '../media-storage.service-definition';

export interface TestDatabase {
  dataSource: DataSource;
  drop(): Promise<void>;
}

/** A throw-away database on the real Postgres with the media schema migrated like production. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const database = await createThrowAwayDatabase('media_test');
  const dataSource = await openServiceDatabase({
    url: database.url,
    schema: 'media',
    entities: MEDIA_ENTITIES,
    migrations: MEDIA_MIGRATIONS,
    poolSize: 2,
  });
  return {
    dataSource,
    async drop() {
      await dataSource.destroy();
      await database.drop();
    },
  };
}
