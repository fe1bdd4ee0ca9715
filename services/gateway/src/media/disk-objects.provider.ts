import type { Provider } from '@nestjs/common';
import { MESSAGE_BUS, PLATFORM_RUNTIME, SERVICE_CONFIG, type MessageBus, type PlatformRuntime } from '@lectures/platform';
import { DiskObjectStore, UrlSigner, type DiskUploadDeps } from '@lectures/object-store';
import { resolve } from 'node:path';
import type { GatewayConfig } from '../gateway.config';

/** The disk object store as the gateway sees it: it receives signed PUTs and serves files. */
export type DiskObjects = DiskUploadDeps;

export const DISK_OBJECTS = Symbol('DISK_OBJECTS');

/**
 * Same folder (`DATA_DIR/objects`), signing secret and free-space reserve as the media-storage
 * service: one process in embedded mode, a shared volume otherwise. With S3 nothing is written
 * here: no URL signed by us is ever handed out. What an upload's first bytes are is media-storage's
 * call (`media.upload.sniff.v1`), asked before the rest of the file is written.
 */
export const diskObjectsProvider: Provider = {
  provide: DISK_OBJECTS,
  inject: [PLATFORM_RUNTIME, SERVICE_CONFIG, MESSAGE_BUS],
  useFactory: (runtime: PlatformRuntime, config: Pick<GatewayConfig, 'signingSecret' | 'uploads'>, bus: MessageBus): DiskObjects => {
    const signer = new UrlSigner(config.signingSecret);
    const storage = config.uploads.storage;
    return {
      store: new DiskObjectStore(resolve(runtime.dataDir, 'objects'), signer, undefined, storage.driver === 'disk' ? storage.reserveBytes : 0),
      signer,
      maxBytes: config.uploads.maxBytes,
      isMedia: async (head) => (await bus.request('media.upload.sniff.v1', { head: head.toString('base64') })).media,
    };
  },
};
