/** What a file's place in the source says: `Speaker/Series/07 - Title.mp3`. */
export interface FolderMetadata {
  title: string;
  speaker: string | null;
  seriesName: string | null;
  seriesPart: number | null;
  recordedOn: string | null;
}

const EXTENSION = /\.[a-z0-9]{1,5}$/i;
/** `07 - Title`, `07. Title`, `07_Title`, `Part 7 - Title`. */
const NUMBERED = /^(?:part\s*)?(\d{1,4})\s*(?:[-.)_–—:]\s*|\s+)(.+)$/i;
/** `2009-03-14 Friday sermon`, `2009-03-14_Title`. */
const DATED = /^((?:19|20)\d\d)-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])(?:[\s_-]+(.+))?$/;

function clean(text: string): string {
  return text.replace(/_/g, ' ').replace(/\s+/g, ' ').trim();
}

/**
 * The folder fallback: with two or more folders the nearest is the series and the one
 * above it the speaker; a single folder is the speaker. The file name gives the part
 * (a leading number), the recording date (a leading ISO date) and the title.
 */
export function folderMetadata(path: string): FolderMetadata {
  const parts = path.split(/[\\/]/).filter(Boolean);
  const file = parts.pop() ?? path;
  let title = clean(file.replace(EXTENSION, ''));
  let seriesPart: number | null = null;
  let recordedOn: string | null = null;
  const dated = DATED.exec(title);
  if (dated) {
    recordedOn = `${dated[1]}-${dated[2]}-${dated[3]}`;
    if (dated[4]) title = clean(dated[4]);
  } else {
    const numbered = NUMBERED.exec(title);
    if (numbered && numbered[2].trim()) {
      seriesPart = Number(numbered[1]);
      title = clean(numbered[2]);
    }
  }
  const folders = parts.map(clean).filter(Boolean);
  const seriesName = folders.length >= 2 ? folders[folders.length - 1] : null;
  const speaker = folders.length >= 2 ? folders[folders.length - 2] : (folders[0] ?? null);
  return { title: title || clean(file) || 'Untitled', speaker, seriesName, seriesPart, recordedOn };
}
