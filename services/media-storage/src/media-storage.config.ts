import type { EnvReader } from '@lectures/platform';
import { MAX_UPLOAD_BYTES, UNREGISTERED_UPLOAD_TTL_MS } from '@lectures/proto';
import type { MediaSettings } from './media/media.tokens';
import { type ObjectStore, readStorageConfig, type StorageConfig } from '@lectures/object-store';
import { readImportSourcesConfig, type ImportSourcesConfig } from './import-sources/import-sources.config';

export const MEDIA_STORAGE_ROLES = ['all', 'api', 'renditions'] as const;
export type MediaStorageRole = (typeof MEDIA_STORAGE_ROLES)[number];

export interface MediaStorageConfig {
  storage: StorageConfig;
  settings: MediaSettings;
  /** Directories and buckets admins may import from (none unless the operator names them). */
  importSources?: ImportSourcesConfig;
  /** Which part of the service this process runs: `all` (default), `api` (no rendition worker) or `renditions` (only the worker). */
  role?: MediaStorageRole;
  /** A ready store to use instead of making one from `storage` (tests, the embedded launcher). */
  store?: ObjectStore;
}

export const DEFAULT_MEDIA_SETTINGS: MediaSettings = {
  maxUploadBytes: MAX_UPLOAD_BYTES,
  unregisteredTtlMs: UNREGISTERED_UPLOAD_TTL_MS,
  sweepIntervalMs: 15 * 60 * 1000,
  directUrlTtlSeconds: 6 * 60 * 60,
  quotaBytes: 20 * 1024 ** 3,
  maxPendingUploads: 10,
  fixityBytesPerSecond: 10 * 1024 * 1024,
  fixityIntervalMs: 30 * 24 * 60 * 60 * 1000,
  renditionLeaseMs: 60_000,
  renditionResumeIntervalMs: 30_000,
  renditionBackfillInFlight: 1,
  renditionWorkers: 1,
  renditionSlotWaitMs: 5 * 60_000,
};

export function readMediaStorageConfig(env: EnvReader, mode: { embedded: boolean; dataDir: string }): MediaStorageConfig {
  const storage = readStorageConfig(env, mode);
  return {
    storage,
    role: env.oneOf('MEDIA_STORAGE_ROLE', MEDIA_STORAGE_ROLES, 'all'),
    importSources: readImportSourcesConfig(env, storage.driver === 's3' ? storage.s3 : null),
    settings: {
      ...DEFAULT_MEDIA_SETTINGS,
      quotaBytes: env.int('UPLOAD_QUOTA_MB', DEFAULT_MEDIA_SETTINGS.quotaBytes / 1024 ** 2, 1) * 1024 ** 2,
      maxPendingUploads: env.int('UPLOAD_MAX_PENDING', DEFAULT_MEDIA_SETTINGS.maxPendingUploads, 1, 1000),
      maxUploadBytes: env.int('UPLOAD_MAX_MB', MAX_UPLOAD_BYTES / 1048576, 1, 1024 * 1024) * 1048576,
      fixityBytesPerSecond: env.int('FIXITY_BYTES_PER_SECOND', DEFAULT_MEDIA_SETTINGS.fixityBytesPerSecond, 0, 10 * 1024 ** 3),
      renditionWorkers: env.int('RENDITION_WORKERS', DEFAULT_MEDIA_SETTINGS.renditionWorkers, 1, 64),
      renditionBackfillInFlight: env.int('RENDITION_BACKFILL_IN_FLIGHT', DEFAULT_MEDIA_SETTINGS.renditionBackfillInFlight, 0, 64),
      fixityIntervalMs: env.int('FIXITY_INTERVAL_HOURS', DEFAULT_MEDIA_SETTINGS.fixityIntervalMs / 3_600_000, 1, 24 * 3650) * 3_600_000,
    },
  };
}
