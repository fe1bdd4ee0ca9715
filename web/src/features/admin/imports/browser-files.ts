/**
 * The files a browser import sends, kept in memory while the tab lives: the import view
 * uploads them. After a reload they are gone and the folder is chosen again (matched by path).
 */
const held = new Map<string, Map<string, File>>();

/** A file's path inside the chosen folder: the folder's own name dropped (`Archive/Speaker/x.mp3` -> `Speaker/x.mp3`). */
export function pathInFolder(file: File): string {
  const relative = file.webkitRelativePath || file.name;
  const parts = relative.split('/');
  return parts.length > 1 ? parts.slice(1).join('/') : relative;
}

/** The chosen folder's name, for people. */
export function folderName(files: File[]): string | undefined {
  const first = files.find((f) => f.webkitRelativePath);
  return first ? first.webkitRelativePath.split('/')[0] : undefined;
}

export function holdFiles(importId: string, files: File[]): void {
  const map = held.get(importId) ?? new Map<string, File>();
  for (const file of files) map.set(pathInFolder(file), file);
  held.set(importId, map);
}

export function heldFiles(importId: string): Map<string, File> | undefined {
  return held.get(importId);
}
