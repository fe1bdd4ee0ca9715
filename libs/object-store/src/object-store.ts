import type { Readable } from 'node:stream';
import type { StorageGuard } from './storage-guard';

/** What a store knows about one stored object. */
export interface ObjectInfo {
  key: string;
  size: number;
  lastModified: Date;
  /** Content tag where the store keeps one (S3); guards a move against a concurrent overwrite. */
  etag?: string;
}

/**
 * Object storage as the media domain needs it. Two drivers: local disk
 * (embedded mode, URLs signed by us and served by the gateway) and S3.
 * Keys are validated by `assertObjectKey`; ranges are inclusive byte offsets.
 */
export interface ObjectStore {
  readonly driver: 'disk' | 's3';
  /** Recorded in access policies: the S3 bucket, or `local` for disk. */
  readonly bucket: string;
  /** Whether there is room to write (refusals answered 507, shown in `/health/ready`). */
  readonly guard: StorageGuard;
  /** URL the client sends the file to with one plain PUT; valid `ttlSeconds`. */
  createUploadUrl(key: string, ttlSeconds: number): Promise<string>;
  /** Size and age, or null when there is no such object. */
  head(key: string): Promise<ObjectInfo | null>;
  /** Bytes `start`..`end` inclusive; the caller has checked them against the size. Fails at once (not mid-stream) when the object is gone. */
  readRange(key: string, start: number, end: number): Promise<Readable>;
  /** Up to `length` bytes from `offset` (fewer at the end of the object). */
  readBytes(key: string, offset: number, length: number): Promise<Buffer>;
  /** Writes a small object the service derived itself (a thumbnail), replacing any earlier one. */
  put(key: string, body: Buffer): Promise<void>;
  /**
   * Streams an object in (a file an import copies from its source), replacing any earlier
   * one; nothing is visible under `key` until every byte arrived. Resolves to the bytes written.
   */
  putStream(key: string, body: Readable): Promise<number>;
  /** Removes the object; a missing object is not an error. */
  delete(key: string): Promise<void>;
  /** Objects under `prefix` last written before `before`. */
  listOlderThan(prefix: string, before: Date): Promise<ObjectInfo[]>;
  /**
   * Moves an object to a new key (staging area to its final place). With
   * `ifEtag` the move fails if the object changed since it was inspected.
   */
  move(fromKey: string, toKey: string, condition?: { ifEtag?: string }): Promise<void>;
  /** A URL that reads the object directly (S3 presigned GET), or null (disk). */
  directGetUrl(key: string, ttlSeconds: number): Promise<string | null>;
  /** Something ffprobe can open: a file path (disk) or a presigned URL (S3). */
  probeSource(key: string): Promise<string>;
}
