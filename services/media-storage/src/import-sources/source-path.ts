/**
 * A path inside a source as the import names it: relative, '/'-separated, with no way out
 * (`..`), no empty or '.' part and no NUL. Null when it is not one.
 */
export function safeRelativePath(path: string): string | null {
  if (!path || path.includes('\u0000') || path.startsWith('/') || path.includes('\\')) return null;
  const parts = path.split('/');
  if (parts.some((p) => p === '' || p === '.' || p === '..')) return null;
  return parts.join('/');
}
