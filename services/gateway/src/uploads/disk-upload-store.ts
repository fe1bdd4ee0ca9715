import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { FileStore } from '@tus/file-store';
import { Upload } from '@tus/utils';

const UPLOADS_FOLDER = 'incoming';

/**
 * Resumable uploads on disk (embedded mode, or a shared volume). Bytes arrive under
 * `objects/.tus/incoming/<uuid>`, a folder the object store never lists, and the
 * finished file is renamed to `objects/incoming/<uuid>` in one step on the same
 * filesystem, so media-storage never sees part of a file.
 */
export class DiskUploadStore extends FileStore {
  private readonly staging: string;

  constructor(
    private readonly objectsRoot: string,
    expiryMs: number,
  ) {
    super({ directory: join(objectsRoot, '.tus'), expirationPeriodInMilliseconds: expiryMs });
    this.staging = join(objectsRoot, '.tus');
  }

  /** Makes a finished upload the incoming object; again after a crash, it finds it done. */
  async publish(id: string): Promise<void> {
    const target = this.publishedPath(id);
    await mkdir(dirname(target), { recursive: true });
    try {
      await rename(this.stagedPath(id), target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || !(await exists(target))) throw error;
    }
  }

  /** A published upload is finished: its bytes are whole under incoming/ until registration moves them on. */
  override async getUpload(id: string): Promise<Upload> {
    try {
      return await super.getUpload(id);
    } catch (error) {
      const info = await this.configstore.get(id);
      const published = info ? await stat(this.publishedPath(id)).catch(() => null) : null;
      if (!info || !published) throw error;
      return new Upload({ ...info, offset: published.size, size: info.size ?? published.size });
    }
  }

  /** Unfinished uploads past their time lose their bytes; every expired upload's info goes too. */
  override async deleteExpired(): Promise<number> {
    const folder = join(this.staging, UPLOADS_FOLDER);
    const names = await readdir(folder).catch(() => [] as string[]);
    const now = Date.now();
    let removed = 0;
    for (const name of names.filter((n) => n.endsWith('.json'))) {
      const id = `${UPLOADS_FOLDER}/${name.slice(0, -'.json'.length)}`;
      const info = await this.configstore.get(id);
      if (!info?.creation_date || new Date(info.creation_date).getTime() + this.getExpiration() > now) continue;
      if (await exists(this.stagedPath(id))) {
        await rm(this.stagedPath(id), { force: true });
        removed += 1;
      }
      await rm(join(folder, name), { force: true });
    }
    return removed;
  }

  private stagedPath(id: string): string {
    return join(this.staging, ...id.split('/'));
  }

  private publishedPath(id: string): string {
    return join(this.objectsRoot, ...id.split('/'));
  }
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}
