import { createReadStream } from 'node:fs';
import { lstat, opendir, realpath, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { AppError, type ImportSourceEntry } from '@lectures/proto';
import { safeRelativePath } from './source-path';

export interface SourcePage {
  files: ImportSourceEntry[];
  skipped: { path: string; reason: string }[];
  nextCursor: string | null;
}

const PAGE = 2000;
const inside = (root: string, path: string) => path === root || path.startsWith(root + sep);

/**
 * A directory the operator allowed (IMPORT_DIRECTORIES) or one below it. Links are followed
 * only to files inside the source; a link out of it, or to a folder, is reported, not read.
 */
export class DirectorySource {
  private constructor(readonly root: string) {}

  static async open(named: string, allowed: string[]): Promise<DirectorySource> {
    if (allowed.length === 0) throw new AppError('INVALID', 'No import directories are configured: the operator sets IMPORT_DIRECTORIES');
    const candidate = named.startsWith('/') ? named : join(allowed[0], named);
    let real: string;
    try {
      real = await realpath(candidate);
    } catch {
      throw new AppError('INVALID', `The directory ${named} does not exist or cannot be read`);
    }
    const roots = await Promise.all(allowed.map((d) => realpath(d).catch(() => null)));
    if (!roots.some((r) => r !== null && inside(r, real))) throw new AppError('FORBIDDEN', `${named} is not inside a directory allowed for imports (IMPORT_DIRECTORIES)`);
    if (!(await stat(real)).isDirectory()) throw new AppError('INVALID', `${named} is not a directory`);
    return new DirectorySource(real);
  }

  /** Files in a fixed walk order; the cursor is how many entries earlier pages held. */
  async list(cursor: string | null): Promise<SourcePage> {
    const skip = cursor ? Number(cursor) : 0;
    const page: SourcePage = { files: [], skipped: [], nextCursor: null };
    let seen = 0;
    const visit = async (dir: string): Promise<boolean> => {
      const handle = await opendir(dir);
      const names: string[] = [];
      for await (const entry of handle) names.push(entry.name);
      names.sort();
      for (const name of names) {
        const full = join(dir, name);
        const rel = relative(this.root, full).split(sep).join('/');
        const info = await lstat(full);
        if (info.isDirectory()) {
          if (!(await visit(full))) return false;
          continue;
        }
        const entry = await this.entryOf(full, rel, info.isSymbolicLink(), info.isFile() ? info : null);
        if (!entry) continue;
        if (seen++ < skip) continue;
        if (page.files.length + page.skipped.length >= PAGE) {
          page.nextCursor = String(skip + PAGE);
          return false;
        }
        if ('reason' in entry) page.skipped.push(entry);
        else page.files.push(entry);
      }
      return true;
    };
    await visit(this.root);
    return page;
  }

  private async entryOf(full: string, rel: string, isLink: boolean, file: { size: number; mtime: Date } | null): Promise<ImportSourceEntry | { path: string; reason: string } | null> {
    if (!isLink && !file) return { path: rel, reason: 'Not a regular file (a device, socket or pipe)' };
    if (!isLink) return { path: rel, size: file!.size, lastModified: file!.mtime.toISOString() };
    const target = await realpath(full).catch(() => null);
    if (!target) return { path: rel, reason: 'A link to nothing' };
    if (!inside(this.root, target)) return { path: rel, reason: "A link that leads outside the import's source: not read" };
    const info = await stat(target);
    if (!info.isFile()) return { path: rel, reason: 'A link to a folder: not followed' };
    return { path: rel, size: info.size, lastModified: info.mtime.toISOString() };
  }

  /** Opens one file by its path in the source, refusing anything that would lead outside it. */
  async read(path: string): Promise<{ body: Readable; size: number }> {
    const rel = safeRelativePath(path);
    if (!rel) throw new AppError('INVALID', "The file name leads outside the import's source");
    const real = await realpath(join(this.root, ...rel.split('/'))).catch(() => null);
    if (!real) throw new AppError('NOT_FOUND', 'The file is no longer in the source');
    if (!inside(this.root, real)) throw new AppError('FORBIDDEN', "A link that leads outside the import's source: not read");
    const info = await stat(real);
    if (!info.isFile()) throw new AppError('INVALID', 'Not a regular file');
    return { body: createReadStream(real), size: info.size };
  }
}
