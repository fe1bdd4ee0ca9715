import { resolve } from 'node:path';
import type { EnvReader } from '@lectures/platform';
import type { S3StoreConfig } from '@lectures/object-store';

/**
 * What admins may import from on the services' side. Nothing is readable unless the
 * operator named it: the directories (and everything below them) and the S3 buckets.
 */
export interface ImportSourcesConfig {
  directories: string[];
  buckets: string[];
  /** How to reach the buckets: the store's own S3 settings unless IMPORT_S3_* name others. */
  s3: Omit<S3StoreConfig, 'bucket' | 'publicEndpoint'> | null;
}

export function readImportSourcesConfig(env: EnvReader, store: S3StoreConfig | null): ImportSourcesConfig {
  const list = (name: string) => (env.string(name, '') ?? '').split(',').map((v) => v.trim()).filter(Boolean);
  const endpoint = env.url('IMPORT_S3_ENDPOINT', ['http', 'https']);
  const accessKeyId = env.string('IMPORT_S3_ACCESS_KEY_ID');
  const secretAccessKey = env.string('IMPORT_S3_SECRET_ACCESS_KEY');
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) env.fail('IMPORT_S3_ACCESS_KEY_ID and IMPORT_S3_SECRET_ACCESS_KEY must be set together');
  const own = endpoint || accessKeyId;
  const s3 = own
    ? {
        endpoint,
        region: env.string('IMPORT_S3_REGION', 'us-east-1') ?? 'us-east-1',
        accessKeyId,
        secretAccessKey,
        forcePathStyle: env.bool('IMPORT_S3_FORCE_PATH_STYLE', endpoint !== undefined),
      }
    : store
      ? { endpoint: store.endpoint, region: store.region, accessKeyId: store.accessKeyId, secretAccessKey: store.secretAccessKey, forcePathStyle: store.forcePathStyle }
      : null;
  return { directories: list('IMPORT_DIRECTORIES').map((d) => resolve(d)), buckets: list('IMPORT_S3_BUCKETS'), s3 };
}
