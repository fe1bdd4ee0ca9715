import type { Passage } from '@lectures/proto';

/** hh:mm:ss.ttt, as every WebVTT cue timing is written. */
export function vttTimestamp(seconds: number): string {
  const ms = Math.max(0, Math.round(seconds * 1000));
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`;
}

/** Cue text may not contain markup characters or the arrow, nor blank lines. */
export function escapeCueText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\s*\n\s*/g, ' ').trim();
}

/** The timed transcript as WebVTT captions (a cue per passage, in time order). */
export function toWebVtt(segments: readonly Passage[]): string {
  const cues = [...segments]
    .filter((s) => s.text.trim() !== '' && s.end > s.start)
    .sort((a, b) => a.start - b.start)
    .map((s, i) => `${i + 1}\n${vttTimestamp(s.start)} --> ${vttTimestamp(s.end)}\n${escapeCueText(s.text)}\n`);
  return ['WEBVTT\n', ...cues].join('\n');
}
