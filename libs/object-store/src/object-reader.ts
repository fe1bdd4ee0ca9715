import type { ObjectStore } from './object-store';

/**
 * The read-only side of the store, for services that use media but never own
 * it (transcription): media-storage is the only writer of the bucket or folder.
 */
export type ObjectReader = Pick<ObjectStore, 'driver' | 'head' | 'readBytes' | 'probeSource'>;
