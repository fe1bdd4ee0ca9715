import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Real media made with ffmpeg: an MP3 tone and an H.264/AAC MP4 test picture, `seconds` long. */
export function makeMediaFiles(seconds = 20): { mp3: string; mp4: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'lectures-media-'));
  const mp3 = path.join(dir, 'lecture.mp3');
  const mp4 = path.join(dir, 'sermon.mp4');
  const quiet = ['-hide_banner', '-loglevel', 'error', '-y'];
  execFileSync('ffmpeg', [...quiet, '-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`, '-ac', '1', '-b:a', '64k', mp3]);
  execFileSync('ffmpeg', [
    ...quiet,
    '-f', 'lavfi', '-i', `testsrc=size=320x240:rate=15:duration=${seconds}`,
    '-f', 'lavfi', '-i', `sine=frequency=330:duration=${seconds}`,
    '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-preset', 'ultrafast',
    '-c:a', 'aac', '-shortest', '-movflags', '+faststart', mp4,
  ]);
  return { mp3, mp4 };
}

/**
 * The same recording with bytes of its own (a unique comment tag, streams copied): the
 * library keeps each original once and refuses a second upload of the same bytes, so a
 * test that uploads one file several times sends copies.
 */
export function distinctCopy(file: string): string {
  const dot = file.lastIndexOf('.');
  const copy = `${file.slice(0, dot)}-${randomUUID().slice(0, 8)}${file.slice(dot)}`;
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-i', file, '-map', '0', '-c', 'copy', '-metadata', `comment=${randomUUID()}`, copy]);
  return copy;
}
