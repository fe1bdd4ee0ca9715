import type { ChapterSpan } from '@lectures/proto';
import { escapeCueText, vttTimestamp } from '../../progress/webvtt';

/** Where the last chapter's cue ends when the recording's length is unknown: players stop at the media's end anyway. */
const OPEN_END_SEC = 24 * 3600;

/** The chapters as a WebVTT chapters track (`<track kind="chapters">`): a cue per chapter, titled. */
export function toChaptersVtt(chapters: readonly ChapterSpan[]): string {
  const cues = chapters.map((chapter, i) => {
    const last = i === chapters.length - 1;
    const end = chapter.endTimeSec > chapter.startTimeSec ? chapter.endTimeSec : last ? chapter.startTimeSec + OPEN_END_SEC : chapter.startTimeSec + 0.001;
    return `${i + 1}\n${vttTimestamp(chapter.startTimeSec)} --> ${vttTimestamp(end)}\n${escapeCueText(chapter.title)}\n`;
  });
  return ['WEBVTT\n', ...cues].join('\n');
}

/** Podcasting 2.0 JSON chapters (version 1.2.0), as `podcast:chapters` points podcast apps to. */
export interface PodcastChapters {
  version: '1.2.0';
  title?: string;
  author?: string;
  chapters: { startTime: number; endTime?: number; title: string }[];
}

export function toPodcastChapters(item: { title: string; speaker: string | null }, chapters: readonly ChapterSpan[]): PodcastChapters {
  return {
    version: '1.2.0',
    title: item.title,
    ...(item.speaker?.trim() ? { author: item.speaker.trim() } : {}),
    chapters: chapters.map((chapter) => ({
      startTime: chapter.startTimeSec,
      ...(chapter.endTimeSec > chapter.startTimeSec ? { endTime: chapter.endTimeSec } : {}),
      title: chapter.title,
    })),
  };
}
