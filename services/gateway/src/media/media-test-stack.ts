import { resolve } from 'node:path';
import { EnvReader } from '@lectures/platform';
import { startTestStack, type TestStack } from '@lectures/platform/src/testing/test-stack';
import { contentService } from '@lectures/content';
import { DEFAULT_MEDIA_SETTINGS, mediaStorageServiceWith, type MediaSettings, type MediaStorageConfig } from '@lectures/media-storage';
import { embeddedSigningSecret, type ObjectStore, type StorageConfig } from '@lectures/object-store';
import { gatewayService } from '../gateway.service-definition';

/**
 * Content, media-storage and the gateway over the chosen transport. Media is
 * stored on disk under the stack's data folder unless `store` (e.g. S3) is given.
 */
export function startMediaStack(
  transport: 'rmq' | 'in-process',
  options: { store?: ObjectStore; settings?: Partial<MediaSettings>; importSources?: MediaStorageConfig['importSources'] } = {},
): Promise<TestStack> {
  return startTestStack(transport, (runtime) => {
    const storage: StorageConfig = {
      driver: 'disk',
      root: resolve(runtime.dataDir, 'objects'),
      signingSecret: embeddedSigningSecret(runtime.dataDir),
    };
    return [
      contentService(),
      mediaStorageServiceWith({
        storage,
        store: options.store,
        settings: { ...DEFAULT_MEDIA_SETTINGS, sweepIntervalMs: 0, ...options.settings },
        importSources: options.importSources,
      }),
      gatewayService(new EnvReader({}), true, runtime.dataDir),
    ];
  });
}
