import { fileNameProblem } from './file-name-check';

/** Why a file cannot be imported before its bytes are read: its name, or nothing in it. */
export function earlyProblem(path: string, size: number | null): string | null {
  return fileNameProblem(path) ?? (size === 0 ? 'The file is empty (0 bytes)' : null);
}
