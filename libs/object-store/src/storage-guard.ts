import { mkdir, statfs } from 'node:fs/promises';
import { Logger } from '@nestjs/common';
import { processMetrics, type EnvReader } from '@lectures/platform';
import { AppError } from '@lectures/proto';

/** What a client is told when nothing could be stored for want of space. */
export const STORAGE_FULL_MESSAGE = "The library's storage is full, so nothing was stored. An administrator needs to free space or add storage.";

/** Thrown by a store that refused a write for want of space; the gateway answers 507. */
export class StorageFullError extends AppError {
  constructor(readonly reason: string) {
    super('INSUFFICIENT_STORAGE', STORAGE_FULL_MESSAGE);
  }
}

const logger = new Logger('ObjectStore');

/** S3 and MinIO's ways of saying the same: HTTP 507, `XMinioStorageFull`, a quota exceeded. */
const S3_FULL_CODES = new Set(['XMinioStorageFull', 'InsufficientStorage', 'QuotaExceeded', 'XMinioAdminBucketQuotaExceeded']);

/** True when an error says a write failed for want of space: a full disk, a quota, a full S3 server. */
export function isOutOfSpace(error: unknown): boolean {
  if (error instanceof StorageFullError) return true;
  const e = error as { code?: unknown; name?: unknown; Code?: unknown; $metadata?: { httpStatusCode?: number } } | null;
  return e?.code === 'ENOSPC' || e?.code === 'EDQUOT' || S3_FULL_CODES.has(String(e?.name)) || S3_FULL_CODES.has(String(e?.Code)) || e?.$metadata?.httpStatusCode === 507;
}

/** How long a refused write marks an S3 store full in `/health/ready` (it cannot be measured there). */
const REFUSAL_SHOWN_MS = 5 * 60 * 1000;

/** Free space every write must leave (STORAGE_MIN_FREE_MB; default 512 MB), so the database beside the objects never fills up. */
export function readStorageReserve(env: EnvReader): number {
  return env.int('STORAGE_MIN_FREE_MB', 512, 0, 1024 * 1024) * 1024 * 1024;
}

/**
 * Keeps a store from filling its disk: a write that would leave less than the reserve free is
 * refused before it starts, a write the disk refused anyway is reported the same way, and the
 * condition shows in `/health/ready` and the metrics. `root` is null for S3, whose space only
 * its refusals tell.
 */
export class StorageGuard {
  private lastRefusedAt = 0;

  constructor(
    private readonly root: string | null,
    /** Free bytes every write must leave; an operator may change it while running. */
    public reserveBytes: number,
  ) {}

  /** Throws StorageFullError when writing `bytes` would leave less than the reserve free. */
  async assertRoomFor(bytes: number): Promise<void> {
    const free = await this.freeBytes();
    if (free !== null && free - bytes < this.reserveBytes) {
      throw this.refused(`${mb(free)} MB free, ${mb(bytes)} MB to write, ${mb(this.reserveBytes)} MB kept in reserve`);
    }
  }

  /** Counts and remembers a refused write; returns the error to throw. */
  refused(reason: string): StorageFullError {
    this.lastRefusedAt = Date.now();
    processMetrics().storageWritesRefused.inc();
    logger.error({ msg: 'write refused: storage full', reason });
    return new StorageFullError(reason);
  }

  /** What `/health/ready` says of the store: null while there is room. */
  async condition(): Promise<string | null> {
    const free = await this.freeBytes();
    if (free !== null) return free < this.reserveBytes ? `full: ${mb(free)} MB free, ${mb(this.reserveBytes)} MB kept in reserve` : null;
    return Date.now() - this.lastRefusedAt < REFUSAL_SHOWN_MS ? 'full: a write was refused for want of space in the last 5 minutes' : null;
  }

  private async freeBytes(): Promise<number | null> {
    if (this.root === null) return null;
    await mkdir(this.root, { recursive: true });
    const fs = await statfs(this.root);
    const free = fs.bavail * fs.bsize;
    processMetrics().storageFreeBytes.set(free);
    return free;
  }
}

const mb = (bytes: number) => Math.round(bytes / 1048576);
