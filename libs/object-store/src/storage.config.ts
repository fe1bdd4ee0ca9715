import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { EnvReader } from '@lectures/platform';
import type { S3StoreConfig } from './s3-object-store';
import { readStorageReserve } from './storage-guard';

export type StorageConfig =
  | { driver: 'disk'; root: string; signingSecret: string; reserveBytes?: number }
  | { driver: 's3'; s3: S3StoreConfig };

/**
 * S3 when `S3_BUCKET` is set, else the disk under `DATA_DIR/objects`.
 * The disk driver signs its URLs with `SIGNING_SECRET`: required in distributed
 * mode, made once per data folder in embedded mode (the same file the gateway reads).
 * `readOnly` is for services that only read media.
 */
export function readStorageConfig(env: EnvReader, mode: { embedded: boolean; dataDir: string; readOnly?: boolean }): StorageConfig {
  const bucket = env.string('S3_BUCKET');
  const endpoint = env.url('S3_ENDPOINT', ['http', 'https']);
  if (bucket || endpoint) {
    const accessKeyId = env.string('S3_ACCESS_KEY_ID');
    const secretAccessKey = env.string('S3_SECRET_ACCESS_KEY');
    if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
      env.fail('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together (or neither, to use the default AWS credentials)');
    }
    return {
      driver: 's3',
      s3: {
        endpoint,
        bucket: env.required('S3_BUCKET', 'when S3_ENDPOINT is set'),
        region: env.string('S3_REGION', 'us-east-1'),
        accessKeyId,
        secretAccessKey,
        // MinIO and most self-hosted servers need path-style addressing.
        forcePathStyle: env.bool('S3_FORCE_PATH_STYLE', endpoint !== undefined),
        publicEndpoint: env.url('S3_PUBLIC_ENDPOINT', ['http', 'https']),
      },
    };
  }
  // A reader never signs: transcription needs the folder, not the secret.
  if (mode.readOnly) return { driver: 'disk', root: resolve(mode.dataDir, 'objects'), signingSecret: '' };
  const signingSecret = mode.embedded
    ? env.string('SIGNING_SECRET', '') || embeddedSigningSecret(mode.dataDir)
    : env.required('SIGNING_SECRET', 'with the disk object store in distributed mode (HMAC key of upload URLs)');
  if (signingSecret && signingSecret.length < 16) env.fail('SIGNING_SECRET must be at least 16 characters');
  return { driver: 'disk', root: resolve(mode.dataDir, 'objects'), signingSecret, reserveBytes: readStorageReserve(env) };
}

/** Made once per data folder and kept beside the data (`DATA_DIR/signing-secret`). */
export function embeddedSigningSecret(dataDir: string): string {
  const file = join(dataDir, 'signing-secret');
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  return readFileSync(file, 'utf8').trim();
}
