import { resolve } from 'node:path';
import { EnvReader } from '@lectures/platform';
import { startService, type RunningService } from '@lectures/platform/src/bootstrap/start-service';
import { startTestStack, type TestStack } from '@lectures/platform/src/testing/test-stack';
import { contentService } from '@lectures/content';
import { DEFAULT_MEDIA_SETTINGS, mediaStorageServiceWith, type MediaSettings, type MediaStorageConfig } from '@lectures/media-storage';
import { embeddedSigningSecret, type StorageConfig } from '@lectures/object-store';
import type { TestS3 } from '@lectures/object-store/src/testing/s3-server.fixture';
import { gatewayService } from '../gateway.service-definition';

export interface MediaStackOptions {
  /** Media in this S3 server (media-storage's store and the gateway's resumable uploads); else on disk. */
  s3?: TestS3;
  settings?: Partial<MediaSettings>;
  /** Sessions, upload locks and counters in Redis, as with several gateway replicas. */
  redis?: boolean;
  /** The gateway's own environment (upload limits, expiry). */
  gatewayEnv?: Record<string, string>;
  /** Directories and buckets admins may import from. */
  importSources?: MediaStorageConfig['importSources'];
}

/**
 * Content, media-storage and the gateway over the chosen transport. Media is
 * stored on disk under the stack's data folder unless `s3` is given.
 */
export function startMediaStack(transport: 'rmq' | 'in-process', options: MediaStackOptions = {}): Promise<TestStack> {
  return startTestStack(
    transport,
    (runtime) => {
      const storage: StorageConfig = {
        driver: 'disk',
        root: resolve(runtime.dataDir, 'objects'),
        signingSecret: embeddedSigningSecret(runtime.dataDir),
        reserveBytes: 0,
      };
      return [
        contentService(),
        mediaStorageServiceWith({
          storage,
          store: options.s3?.store,
          settings: { ...DEFAULT_MEDIA_SETTINGS, sweepIntervalMs: 0, ...options.settings },
          importSources: options.importSources,
        }),
        gatewayService(gatewayEnv(options), true, runtime.dataDir),
      ];
    },
    { redis: options.redis },
  );
}

/** One more gateway on the same database, broker, Redis and store: another replica behind the load balancer. */
export function startGatewayReplica(stack: TestStack, options: MediaStackOptions = {}): Promise<RunningService> {
  return startService(gatewayService(gatewayEnv(options), true, stack.runtime.dataDir), stack.runtime, 0);
}

function gatewayEnv(options: MediaStackOptions): EnvReader {
  return new EnvReader({ STORAGE_MIN_FREE_MB: '0', ...(options.s3?.env ?? {}), ...(options.gatewayEnv ?? {}) });
}
