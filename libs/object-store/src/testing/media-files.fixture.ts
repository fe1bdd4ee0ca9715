import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface MediaFiles {
  mp3: string;
  /** An MP3 whose ID3 tag holds a large cover picture (as many lecture files do). */
  mp3WithCover: string;
  wav: string;
  videoMp4: string;
  audioMp4: string;
  audioWebm: string;
  textAsMp3: string;
}

async function ffmpeg(args: string[]): Promise<void> {
  await run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args]);
}

/** Real, small media made by ffmpeg, plus a text file wearing an .mp3 name. */
export async function makeMediaFiles(dir: string): Promise<MediaFiles> {
  const files: MediaFiles = {
    mp3: join(dir, 'tone.mp3'),
    mp3WithCover: join(dir, 'tone-with-cover.mp3'),
    wav: join(dir, 'tone.wav'),
    videoMp4: join(dir, 'clip.mp4'),
    audioMp4: join(dir, 'voice.mp4'),
    audioWebm: join(dir, 'voice.webm'),
    textAsMp3: join(dir, 'notes.mp3'),
  };
  const sine = (seconds: number) => ['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`];
  await Promise.all([
    ffmpeg([...sine(3), '-c:a', 'libmp3lame', '-b:a', '64k', files.mp3]),
    ffmpeg([...sine(2), files.wav]),
    ffmpeg([
      '-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=25:duration=2',
      ...sine(2),
      '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', files.videoMp4,
    ]),
    ffmpeg([...sine(2), '-c:a', 'aac', files.audioMp4]),
    ffmpeg([...sine(2), '-c:a', 'libopus', files.audioWebm]),
    ffmpeg([
      ...sine(2),
      '-f', 'lavfi', '-i', 'testsrc=size=640x640:rate=1:duration=1', '-frames:v', '1',
      '-map', '0', '-map', '1', '-c:a', 'libmp3lame', '-c:v', 'png', '-id3v2_version', '3',
      '-disposition:v', 'attached_pic', files.mp3WithCover,
    ]),
    writeFile(files.textAsMp3, 'These are lecture notes, not audio.\n'.repeat(200)),
  ]);
  return files;
}

/**
 * The same recording with bytes of its own (a unique comment tag, streams copied), for
 * tests that upload one file several times: the library keeps each original once and
 * refuses a second copy of the same bytes as a duplicate. Files ffmpeg cannot read
 * (a text file wearing .mp3) come back as they are.
 */
export async function distinctCopy(file: string): Promise<string> {
  const dot = file.lastIndexOf('.');
  const copy = `${file.slice(0, dot)}-${randomUUID()}${file.slice(dot)}`;
  try {
    await ffmpeg(['-i', file, '-map', '0', '-c', 'copy', '-metadata', `comment=${randomUUID()}`, copy]);
    return copy;
  } catch {
    return file;
  }
}
