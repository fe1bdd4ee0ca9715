import { AppError, type Chapter, type ChapterEdit } from '@lectures/proto';

const keyOf = (chapter: { title: string; startTimeSec: number }) => `${chapter.startTimeSec}\u0000${chapter.title}`;

function clock(seconds: number): string {
  const s = Math.floor(seconds);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s % 60)}` : `${m}:${pad(s % 60)}`;
}

/**
 * Staff's chapter list as stored: titles tidied, in time order. A chapter keeps its generated mark
 * only while it is exactly as the analysis made it (same start, same title); one a person added,
 * renamed or moved is theirs. The mark is the server's to give, never the client's.
 */
export function editedChapters(current: readonly Chapter[] | undefined, edits: readonly ChapterEdit[], durationSeconds?: number | null): Chapter[] | undefined {
  if (edits.length === 0) return undefined;
  const untouched = new Set((current ?? []).filter((chapter) => chapter.generated === true).map(keyOf));
  const chapters = edits
    .map((edit) => {
      const chapter = { title: edit.title.trim().replace(/\s+/g, ' '), startTimeSec: Math.round(edit.startTimeSec * 1000) / 1000 };
      return { ...chapter, generated: untouched.has(keyOf(chapter)) };
    })
    .sort((a, b) => a.startTimeSec - b.startTimeSec);
  for (const [i, chapter] of chapters.entries()) {
    if (i > 0 && chapters[i - 1].startTimeSec === chapter.startTimeSec) {
      throw new AppError('INVALID', `Two chapters cannot start at the same moment (${clock(chapter.startTimeSec)})`);
    }
    if (durationSeconds && chapter.startTimeSec >= durationSeconds) {
      throw new AppError('INVALID', `A chapter cannot start after the recording ends (${clock(durationSeconds)})`);
    }
  }
  return chapters;
}
