import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The tags every file is made with; Arabic and Latin mixed, as lecture archives have them. */
export const LECTURE_TAGS = {
  title: 'تفسير سورة الكهف — Tafsir al-Kahf',
  artist: 'الشيخ محمد صالح',
  album: 'سلسلة التفسير',
  track: 7,
  date: '2019-03-08',
  comment: 'درس يوم الجمعة: Friday lesson',
  genre: 'Lecture',
  language: 'ara',
} as const;

export interface TaggedMedia {
  /** ID3v2.4 (UTF-8 text). */
  mp3: string;
  /** ID3v2.3 (UTF-16 text) with an embedded PNG cover. */
  mp3Id3v23WithCover: string;
  /** Only an ID3v1 tag at the end (Latin-1, fixed 30-character fields). */
  mp3Id3v1: string;
  /** MP4 atoms. */
  m4a: string;
  /** Vorbis comments in Ogg, Opus audio. */
  opus: string;
  /** FLAC's Vorbis comments. */
  flac: string;
}

async function ffmpeg(args: string[]): Promise<void> {
  await run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args]);
}

function metadataArgs(tags: Record<string, string | number>): string[] {
  return Object.entries(tags).flatMap(([key, value]) => ['-metadata', `${key}=${value}`]);
}

/** Short tones carrying LECTURE_TAGS in each tag format, made by ffmpeg as a user's tools would. */
export async function makeTaggedMedia(dir: string, seconds = 2): Promise<TaggedMedia> {
  const files: TaggedMedia = {
    mp3: join(dir, 'kahf-v24.mp3'),
    mp3Id3v23WithCover: join(dir, 'kahf-v23-cover.mp3'),
    mp3Id3v1: join(dir, 'kahf-v1.mp3'),
    m4a: join(dir, 'kahf.m4a'),
    opus: join(dir, 'kahf.opus'),
    flac: join(dir, 'kahf.flac'),
  };
  const sine = ['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`];
  const tags = metadataArgs(LECTURE_TAGS);
  await Promise.all([
    ffmpeg([...sine, '-c:a', 'libmp3lame', '-b:a', '64k', ...tags, files.mp3]),
    ffmpeg([
      ...sine,
      '-f', 'lavfi', '-i', 'testsrc=size=320x320:rate=1:duration=1', '-frames:v', '1',
      '-map', '0', '-map', '1', '-c:a', 'libmp3lame', '-c:v', 'png', '-id3v2_version', '3',
      '-disposition:v', 'attached_pic', ...tags, files.mp3Id3v23WithCover,
    ]),
    ffmpeg([
      ...sine, '-c:a', 'libmp3lame', '-write_id3v1', '1',
      ...metadataArgs({ title: 'Tafsir al-Kahf', artist: 'Shaykh Muhammad', album: 'Tafsir series', track: 7, date: '2019' }),
      files.mp3Id3v1,
    ]).then(() => stripId3v2(files.mp3Id3v1)),
    ffmpeg([...sine, '-c:a', 'aac', ...tags, files.m4a]),
    ffmpeg([...sine, '-c:a', 'libopus', ...tags, files.opus]),
    ffmpeg([...sine, '-c:a', 'flac', ...tags, files.flac]),
  ]);
  return files;
}

/** ffmpeg writes ID3v1 only beside ID3v2: cut the ID3v2 tag off the front, as old players' files are. */
async function stripId3v2(file: string): Promise<void> {
  const bytes = await readFile(file);
  if (bytes.toString('latin1', 0, 3) !== 'ID3') return;
  const size = ((bytes[6] & 0x7f) << 21) | ((bytes[7] & 0x7f) << 14) | ((bytes[8] & 0x7f) << 7) | (bytes[9] & 0x7f);
  await writeFile(file, bytes.subarray(10 + size));
}
