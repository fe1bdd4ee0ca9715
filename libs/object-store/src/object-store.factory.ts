import { DiskObjectStore } from './disk-object-store';
import type { ObjectReader } from './object-reader';
import type { ObjectStore } from './object-store';
import { S3ObjectStore } from './s3-object-store';
import type { StorageConfig } from './storage.config';
import { UrlSigner } from './upload-signature';

/** The store a config names; nothing is contacted until first use. */
export function createObjectStore(config: StorageConfig): ObjectStore {
  switch (config.driver) {
    case 'disk':
      return new DiskObjectStore(config.root, new UrlSigner(config.signingSecret), undefined, config.reserveBytes);
    case 's3':
      return new S3ObjectStore(config.s3);
  }
}

/** Read-only access for services that use media but do not own it. */
export function createObjectReader(config: StorageConfig): ObjectReader {
  switch (config.driver) {
    case 'disk':
      return new DiskObjectStore(config.root, null);
    case 's3':
      return new S3ObjectStore(config.s3);
  }
}
