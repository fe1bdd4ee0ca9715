/** The longest file or folder name most file systems hold (255 bytes); longer names are refused. */
export const MAX_NAME_CHARS = 255;
/** The longest path inside a source. */
export const MAX_PATH_CHARS = 1024;

/** How a NUL, which PostgreSQL text cannot hold, is kept in a stored path. */
const NUL_MARK = '\\u{0}';
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
/** Bidirectional controls that make a name read differently from what it is (Trojan Source). */
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/**
 * Why a file's path cannot be imported, or null when it can. Paths are relative to the
 * source, '/'-separated; nothing may lead outside it.
 */
export function fileNameProblem(path: string): string | null {
  if (path.includes('\u0000') || path.includes(NUL_MARK)) return 'The file name contains a NUL character';
  if (CONTROL.test(path)) return 'The file name contains control characters';
  if (BIDI.test(path)) return 'The file name contains bidirectional control characters that disguise what it says';
  if (path.startsWith('/') || /^[a-zA-Z]:[\\/]/.test(path)) return 'The file name is an absolute path: paths are relative to the import\'s source';
  const parts = path.split(/[\\/]/);
  if (parts.some((part) => part === '..')) return 'The file name leads outside the import\'s source ("..")';
  if (parts.some((part) => part === '' || part === '.')) return 'The file name has an empty or "." folder in it';
  const longest = parts.reduce((a, b) => (b.length > a.length ? b : a), '');
  if (longest.length > MAX_NAME_CHARS) return `The file name is ${longest.length.toLocaleString('en')} characters long: at most ${MAX_NAME_CHARS} are allowed`;
  if (path.length > MAX_PATH_CHARS) return `The file's path is ${path.length.toLocaleString('en')} characters long: at most ${MAX_PATH_CHARS.toLocaleString('en')} are allowed`;
  return null;
}

/** A path as it can be stored: NUL written as `\u{0}` (the name is refused for it anyway). */
export function storablePath(path: string): string {
  return path.replaceAll('\u0000', NUL_MARK);
}

/** A path as people may safely read it: control and bidirectional characters shown as code points. */
export function displayPath(path: string): string {
  return path.replace(new RegExp(`${CONTROL.source}|${BIDI.source}`, 'gu'), (c) => `\\u{${c.codePointAt(0)!.toString(16)}}`);
}
