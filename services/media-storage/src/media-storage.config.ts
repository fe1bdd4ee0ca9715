import type { EnvReader } from '@lectures/platform';
import { MAX_UPLOAD_BYTES, UNREGISTERED_UPLOAD_TTL_MS } from '@lectures/proto';
import type { MediaSettings } from './media/media.tokens';
import { type ObjectStore, readStorageConfig, type StorageConfig } from '@lectures/object-store';

export interface MediaStorageConfig {
  storage: StorageConfig;
  settings: MediaSettings;
  /** A ready store to use instead of making one from `storage` (tests, the embedded launcher). */
  store?: ObjectStore;
}

export const DEFAULT_MEDIA_SETTINGS: MediaSettings = {
  maxUploadBytes: MAX_UPLOAD_BYTES,
  unregisteredTtlMs: UNREGISTERED_UPLOAD_TTL_MS,
  sweepIntervalMs: 60 * 60 * 1000,
  directUrlTtlSeconds: 6 * 60 * 60,
};

export function readMediaStorageConfig(env: EnvReader, mode: { embedded: boolean; dataDir: string }): MediaStorageConfig {
  return { storage: readStorageConfig(env, mode), settings: DEFAULT_MEDIA_SETTINGS };
}
