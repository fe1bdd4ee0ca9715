import type { ImportFileState } from '@lectures/proto';
import { fileNameProblem, storablePath } from './file-name-check';

/** Why a file cannot be imported before its bytes are read: its name, or nothing in it. */
export function earlyProblem(path: string, size: number | null): string | null {
  return fileNameProblem(path) ?? (size === 0 ? 'The file is empty (0 bytes)' : null);
}

/** A file's row as it is first written: failed at once for a bad name or no bytes, else queued. */
export function firstRow(path: string, size: number | null, lastModified: Date | null): { path: string; size: number | null; lastModified: Date | null; state: ImportFileState; reason: string | null } {
  const problem = earlyProblem(path, size);
  return { path: storablePath(path), size, lastModified, state: problem ? 'failed' : 'queued', reason: problem };
}
