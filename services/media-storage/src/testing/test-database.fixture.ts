import type { DataSource } from 'typeorm';
import { openServiceDatabase, outboxEntity } from '@lectures/platform';
import { createThrowAwayDatabase } from '@lectures/platform/src/testing/test-database';
import { CreateObjectPolicies1763770000000 } from '../migrations/1763770000000-CreateObjectPolicies';
import { AddUploadRegistrations1764100000000 } from '../migrations/1764100000000-AddUploadRegistrations';
import { ObjectPolicyEntity } from '../policy/object-policy.entity';
import { UploadRegistrationEntity } from '../registration/upload-registration.entity';

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
    entities: [ObjectPolicyEntity, UploadRegistrationEntity, outboxEntity('media')],
    migrations: [CreateObjectPolicies1763770000000, AddUploadRegistrations1764100000000],
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
