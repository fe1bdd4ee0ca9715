import { readdir, readFile, stat } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';

export interface LocalFile {
  /** As the import names it: relative to the folder (or the manifest's folder), '/'-separated. */
  path: string;
  absolute: string;
  size: number;
  lastModified: string;
}

/** Every file under `root` (hidden files and folders left out), in path order. */
export async function filesUnder(root: string): Promise<LocalFile[]> {
  const out: LocalFile[] = [];
  const walk = async (dir: string): Promise<void> => {
    const entries = await readdir(dir, { withFileTypes: true });
    entries.sort((a, b) => (a.name < b.name ? -1 : 1));
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const full = join(dir, entry.name);
      if (entry.isDirectory()) await walk(full);
      else if (entry.isFile()) out.push(await localFile(root, full));
    }
  };
  await walk(resolve(root));
  return out;
}

/** The files a local manifest lists (its `path` column or key), relative to the manifest's folder. */
export async function filesOfManifest(manifest: string, text: string): Promise<LocalFile[]> {
  const root = dirname(resolve(manifest));
  const paths = manifest.toLowerCase().endsWith('.json') ? jsonPaths(text) : csvPaths(text);
  const out: LocalFile[] = [];
  for (const path of paths) {
    const full = resolve(root, path);
    const info = await stat(full).catch(() => null);
    if (info?.isFile()) out.push(await localFile(root, full));
    else out.push({ path, absolute: full, size: 0, lastModified: new Date(0).toISOString() });
  }
  return out;
}

export async function readManifest(path: string): Promise<{ format: 'csv' | 'json'; base64: string; text: string }> {
  const bytes = await readFile(path);
  return { format: path.toLowerCase().endsWith('.json') ? 'json' : 'csv', base64: bytes.toString('base64'), text: bytes.toString('utf8') };
}

async function localFile(root: string, full: string): Promise<LocalFile> {
  const info = await stat(full);
  return { path: relative(resolve(root), full).split(sep).join('/'), absolute: full, size: info.size, lastModified: info.mtime.toISOString() };
}

function jsonPaths(text: string): string[] {
  const data = JSON.parse(text) as unknown;
  const rows = (Array.isArray(data) ? data : (data as { files?: unknown[] }).files ?? []) as Record<string, unknown>[];
  return rows.map((r) => [r.path, r.file, r.filename].find((v): v is string => typeof v === 'string') ?? '').filter(Boolean);
}

/** The `path` column of a CSV with a header row (quoted fields allowed). */
function csvPaths(text: string): string[] {
  const rows = text.replace(/^\uFEFF/, '').split(/\r?\n/).filter((l) => l.trim());
  const cells = (line: string) => [...line.matchAll(/("([^"]|"")*"|[^,]*)(,|$)/g)].map((m) => m[1].replace(/^"|"$/g, '').replace(/""/g, '"').trim());
  const header = cells(rows[0] ?? '').map((h) => h.toLowerCase());
  const col = header.findIndex((h) => ['path', 'file', 'filename', 'file name'].includes(h));
  if (col < 0) throw new Error('the manifest has no "path" column');
  return rows.slice(1).map((r) => cells(r)[col] ?? '').filter(Boolean);
}
