import type { Provider } from '@nestjs/common';
import { PLATFORM_RUNTIME, SERVICE_CONFIG, type PlatformRuntime } from '@lectures/platform';
import { DiskObjectStore, UrlSigner } from '@lectures/object-store';
import { resolve } from 'node:path';
import type { GatewayConfig } from '../gateway.config';

/** The disk object store as the gateway sees it: it receives signed PUTs and serves files. */
export interface DiskObjects {
  store: DiskObjectStore;
  signer: UrlSigner;
  maxBytes: number;
}

export const DISK_OBJECTS = Symbol('DISK_OBJECTS');

/**
 * Same folder (`DATA_DIR/objects`) and signing secret as the media-storage
 * service: one process in embedded mode, a shared volume otherwise. With S3
 * nothing is written here: no URL signed by us is ever handed out.
 */
export const diskObjectsProvider: Provider = {
  provide: DISK_OBJECTS,
  inject: [PLATFORM_RUNTIME, SERVICE_CONFIG],
  useFactory: (runtime: PlatformRuntime, config: Pick<GatewayConfig, 'signingSecret' | 'uploads'>): DiskObjects => {
    const signer = new UrlSigner(config.signingSecret);
    return { store: new DiskObjectStore(resolve(runtime.dataDir, 'objects'), signer), signer, maxBytes: config.uploads.maxBytes };
  },
};
