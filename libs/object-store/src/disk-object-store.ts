import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertObjectKey } from './object-key';
import { DEFAULT_UPLOAD_PACE, StalledError, stallGuard } from './stall-guard';
import { isOutOfSpace, StorageFullError, StorageGuard } from './storage-guard';
import type { ObjectInfo, ObjectStore } from './object-store';
import type { UrlSigner } from './upload-signature';

export type DiskUploadOutcome = 'stored' | 'too-large' | 'already-used' | 'incomplete' | 'stalled' | 'storage-full' | 'not-media';

/** Says from an upload's first bytes whether it can be media; resolves `true` to let it go on. */
export type FirstBytesCheck = (head: Buffer) => Promise<boolean>;
/** Enough for every container's signature (file-type reads at most 4,100 bytes). */
export const FIRST_BYTES = 4100;

class TooLargeError extends Error {}
class NotMediaError extends Error {}

/**
 * Objects as files under `root`. Uploads are written to `root/.tmp` (same
 * filesystem) and renamed into place only when complete; `root/.claims`
 * remembers which upload keys were used, so a signed URL works once.
 */
export class DiskObjectStore implements ObjectStore {
  readonly driver = 'disk';
  readonly bucket = 'local';

  readonly guard: StorageGuard;

  constructor(
    readonly root: string,
    /** Null for a read-only store: it cannot hand out upload URLs. */
    private readonly signer: UrlSigner | null,
    private readonly putUrlPrefix = '/api/objects/put/',
    /** Free space every write leaves (see StorageGuard). */
    reserveBytes = 0,
  ) {
    this.guard = new StorageGuard(root, reserveBytes);
  }

  async createUploadUrl(key: string, ttlSeconds: number): Promise<string> {
    assertObjectKey(key);
    if (!this.signer) throw new Error('This store is read-only: it signs no upload URLs');
    const { expires, sig } = this.signer.sign('PUT', key, ttlSeconds);
    return `${this.putUrlPrefix}${key}?expires=${expires}&sig=${sig}`;
  }

  async head(key: string): Promise<ObjectInfo | null> {
    try {
      const s = await stat(this.pathOf(key));
      return s.isFile() ? { key, size: s.size, lastModified: s.mtime } : null;
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  /** Opens the file before answering, so a missing object fails here rather than mid-stream. */
  async readRange(key: string, start: number, end: number): Promise<Readable> {
    const file = await open(this.pathOf(key), 'r');
    return file.createReadStream({ start, end });
  }

  async readBytes(key: string, offset: number, length: number): Promise<Buffer> {
    const file = await open(this.pathOf(key), 'r');
    try {
      const buffer = Buffer.alloc(length);
      const { bytesRead } = await file.read(buffer, 0, length, offset);
      return buffer.subarray(0, bytesRead);
    } finally {
      await file.close();
    }
  }

  async delete(key: string): Promise<void> {
    const path = this.pathOf(key);
    await rm(path, { force: true });
    // Drop folders the delete left empty (media/<id>/), never the root itself.
    for (let dir = dirname(path); dir.startsWith(this.root + sep); dir = dirname(dir)) {
      if (!(await rmdir(dir).then(() => true, () => false))) break;
    }
  }

  async listOlderThan(prefix: string, before: Date): Promise<ObjectInfo[]> {
    const found: ObjectInfo[] = [];
    // From the folder the prefix names, not the whole store: an item's folder is a few files.
    const folder = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')).split('/').filter((part) => part !== '..') : [];
    await this.walk(join(this.root, ...folder), async (path) => {
      const key = relative(this.root, path).split(sep).join('/');
      if (!key.startsWith(prefix)) return;
      // Deleted since the folder was read (another replica's sweep, an item's deletion): not there.
      const s = await stat(path).catch((err: unknown) => {
        if (isMissing(err)) return null;
        throw err;
      });
      if (s && s.mtime < before) found.push({ key, size: s.size, lastModified: s.mtime });
    });
    return found;
  }

  async move(fromKey: string, toKey: string): Promise<void> {
    const target = this.pathOf(toKey);
    await mkdir(dirname(target), { recursive: true });
    await rename(this.pathOf(fromKey), target);
  }

  async directGetUrl(): Promise<string | null> {
    return null;
  }

  /** The file's path; a missing object is an error here, as it is for S3's reader. */
  async probeSource(key: string): Promise<string> {
    const path = this.pathOf(key);
    await stat(path);
    return path;
  }

  /** True once an upload to `key` has completed (the URL is spent). */
  async isUploadUsed(key: string): Promise<boolean> {
    try {
      await stat(this.claimPathOf(key));
      return true;
    } catch (err) {
      if (isMissing(err)) return false;
      throw err;
    }
  }

  /**
   * Streams `body` into `key`. Nothing appears at `key` unless the whole body
   * arrived (and, when given, matched `expectedBytes`) within `maxBytes`.
   */
  async put(key: string, body: Buffer): Promise<void> {
    const target = this.pathOf(key);
    await this.guard.assertRoomFor(body.length);
    const tmp = join(this.root, '.tmp', randomUUID());
    try {
      await mkdir(dirname(tmp), { recursive: true });
      await writeFile(tmp, body, { flag: 'wx' });
      await mkdir(dirname(target), { recursive: true });
      await rename(tmp, target);
    } catch (err) {
      // Nothing half-written stays behind, in the temp folder or at the key.
      await rm(tmp, { force: true });
      if (isOutOfSpace(err)) throw this.guard.refused(`${String((err as Error).message)} writing ${key}`);
      throw err;
    }
  }

  /** Streams a file the service copies in itself (an import's source) to `key`; the bytes written. */
  async putStream(key: string, body: Readable): Promise<number> {
    const target = this.pathOf(key);
    const tmp = join(this.root, '.tmp', randomUUID());
    let written = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _enc, done) {
        written += chunk.length;
        done(null, chunk);
      },
    });
    try {
      await this.guard.assertRoomFor(0);
      await mkdir(dirname(tmp), { recursive: true });
      await pipeline(body, counter, createWriteStream(tmp, { flags: 'wx' }));
      await mkdir(dirname(target), { recursive: true });
      await rename(tmp, target);
    } catch (err) {
      await rm(tmp, { force: true });
      if (isOutOfSpace(err) && !(err instanceof StorageFullError)) throw this.guard.refused(`${String((err as Error).message)} writing ${key}`);
      throw err;
    }
    return written;
  }

  async writeUpload(
    key: string,
    body: Readable,
    maxBytes: number,
    expectedBytes?: number,
    pace = DEFAULT_UPLOAD_PACE,
    isMedia?: FirstBytesCheck,
  ): Promise<DiskUploadOutcome> {
    const target = this.pathOf(key);
    if (await this.isUploadUsed(key)) return 'already-used';
    try {
      await this.guard.assertRoomFor(expectedBytes ?? 0);
    } catch (err) {
      if (err instanceof StorageFullError) return 'storage-full';
      throw err;
    }
    const tmp = join(this.root, '.tmp', randomUUID());
    let received = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _enc, done) {
        received += chunk.length;
        if (received > maxBytes) done(new TooLargeError());
        else done(null, chunk);
      },
    });
    try {
      await mkdir(dirname(tmp), { recursive: true });
      await pipeline(body, stallGuard(pace), counter, ...(isMedia ? [firstBytesGate(isMedia)] : []), createWriteStream(tmp, { flags: 'wx' }));
    } catch (err) {
      await rm(tmp, { force: true });
      if (err instanceof TooLargeError) return 'too-large';
      if (err instanceof StalledError) return 'stalled';
      if (err instanceof NotMediaError) return 'not-media';
      if (isOutOfSpace(err)) {
        this.guard.refused(`${String((err as Error).message)} receiving ${key}`);
        return 'storage-full';
      }
      return 'incomplete';
    }
    if (expectedBytes !== undefined && received !== expectedBytes) {
      await rm(tmp, { force: true });
      return 'incomplete';
    }
    try {
      // The claim is taken atomically (O_EXCL): of two racing uploads one wins.
      if (!(await this.claim(key))) {
        await rm(tmp, { force: true });
        return 'already-used';
      }
      await mkdir(dirname(target), { recursive: true });
      await rename(tmp, target);
    } catch (err) {
      await rm(tmp, { force: true });
      if (!isOutOfSpace(err)) throw err;
      this.guard.refused(`${String((err as Error).message)} storing ${key}`);
      return 'storage-full';
    }
    return 'stored';
  }

  /** Drops spent-URL markers and stray temp files older than `before`. */
  async pruneUploadLeftovers(before: Date): Promise<number> {
    let removed = 0;
    for (const dir of ['.claims', '.tmp']) {
      const folder = join(this.root, dir);
      const names = await readdir(folder).catch((err: unknown) => {
        if (isMissing(err)) return [];
        throw err;
      });
      for (const name of names) {
        const path = join(folder, name);
        const s = await stat(path).catch(() => null);
        if (s && s.mtime < before) {
          await rm(path, { force: true });
          removed += 1;
        }
      }
    }
    return removed;
  }

  private async claim(key: string): Promise<boolean> {
    const path = this.claimPathOf(key);
    await mkdir(dirname(path), { recursive: true });
    try {
      const file = await open(path, 'wx');
      await file.close();
      return true;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw err;
    }
  }

  private claimPathOf(key: string): string {
    return join(this.root, '.claims', createHash('sha256').update(key).digest('hex'));
  }

  private pathOf(key: string): string {
    assertObjectKey(key);
    return join(this.root, ...key.split('/'));
  }

  private async walk(dir: string, visit: (path: string) => Promise<void>): Promise<void> {
    const entries = await readdir(dir, { withFileTypes: true }).catch((err: unknown) => {
      if (isMissing(err)) return [];
      throw err;
    });
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) await this.walk(path, visit);
      else if (entry.isFile()) await visit(path);
    }
  }
}

function isMissing(err: unknown): boolean {
  return (err as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';
}

/**
 * Holds back an upload's first FIRST_BYTES until `isMedia` has judged them: random bytes or a
 * page of HTML stop there, before the rest of the body is written (the saga's full inspection
 * still runs on what is kept).
 */
function firstBytesGate(isMedia: FirstBytesCheck): Transform {
  const held: Buffer[] = [];
  let heldBytes = 0;
  let judged = false;
  const judge = async (gate: Transform) => {
    judged = true;
    const head = Buffer.concat(held);
    if (!(await isMedia(head.subarray(0, FIRST_BYTES)))) throw new NotMediaError();
    gate.push(head);
  };
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      if (judged) return done(null, chunk);
      held.push(chunk);
      heldBytes += chunk.length;
      if (heldBytes < FIRST_BYTES) return done();
      judge(this).then(() => done(), done);
    },
    flush(done) {
      if (judged) return done();
      judge(this).then(() => done(), done);
    },
  });
}
