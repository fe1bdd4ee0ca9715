import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { DiskObjectStore } from './disk-object-store';
import { StorageFullError } from './storage-guard';

/** A 1 MB filesystem of its own, where the machine lets us mount one (root, as CI runs). */
function smallFilesystem(): string | null {
  const dir = mkdtempSync(join(tmpdir(), 'small-fs-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', dir], { stdio: 'ignore' });
    return dir;
  } catch {
    rmSync(dir, { recursive: true, force: true });
    return null;
  }
}

const root = smallFilesystem();

/** A disk that is really full (ENOSPC), not a reserve reached: the same clean refusal. */
(root ? describe : describe.skip)('a disk store on a full filesystem', () => {
  const store = new DiskObjectStore(root!, null);
  afterAll(() => {
    execFileSync('umount', [root!]);
    rmSync(root!, { recursive: true, force: true });
  });

  const temporaryFiles = () => readdirSync(join(root!, '.tmp')).length;

  it('should refuse an upload that fills the disk and keep none of it', async () => {
    const body = Readable.from([Buffer.alloc(600_000, 1), Buffer.alloc(600_000, 2)]);
    expect(await store.writeUpload('incoming/00000000-0000-4000-8000-000000000001', body, 10_000_000)).toBe('storage-full');
    expect(temporaryFiles()).toBe(0);
    expect(await store.head('incoming/00000000-0000-4000-8000-000000000001')).toBeNull();
  });

  it('should refuse a picture that does not fit, keep nothing of it, and take one that does', async () => {
    await expect(store.put('media/00000000-0000-4000-8000-000000000002/artwork-card-x.jpg', Buffer.alloc(1_200_000))).rejects.toBeInstanceOf(StorageFullError);
    expect(temporaryFiles()).toBe(0);
    await store.put('media/00000000-0000-4000-8000-000000000002/artwork-card-y.jpg', Buffer.alloc(10_000));
    expect((await store.head('media/00000000-0000-4000-8000-000000000002/artwork-card-y.jpg'))?.size).toBe(10_000);
  });
});
