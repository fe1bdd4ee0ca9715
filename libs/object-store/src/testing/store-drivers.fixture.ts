import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DiskObjectStore } from '../disk-object-store';
import type { ObjectStore } from '../object-store';
import { UrlSigner } from '../upload-signature';
import { startObjectHttp, type TestHttp } from './object-http.fixture';
import { startTestS3 } from './s3-server.fixture';

export interface StoreDriver {
  store: ObjectStore;
  http: TestHttp;
  stop(): Promise<void>;
}

/** The same suites run on the disk driver and on S3 (a real S3-protocol server). */
export const STORE_DRIVERS: [string, () => Promise<StoreDriver>][] = [
  [
    'disk',
    async () => {
      const root = await mkdtemp(join(tmpdir(), 'objects-'));
      const signer = new UrlSigner('test-secret-of-enough-length');
      const store = new DiskObjectStore(root, signer);
      const http = await startObjectHttp(store, { store, signer, maxBytes: 524_288_000 });
      return { store, http, stop: async () => (await http.stop(), await rm(root, { recursive: true, force: true })) };
    },
  ],
  [
    's3',
    async () => {
      const s3 = await startTestS3();
      const http = await startObjectHttp(s3.store);
      return { store: s3.store, http, stop: async () => (await http.stop(), await s3.stop()) };
    },
  ],
];
