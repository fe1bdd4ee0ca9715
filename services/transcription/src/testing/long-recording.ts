import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runProcess } from '../media/run-process';
import { LECTURE_SENTENCES } from './lecture-script';

export interface LongRecording {
  path: string;
  /** Every sentence spoken, in order (the reference transcript). */
  sentences: string[];
}

/**
 * A lecture of about `minutes` of real flite speech: the lecture sentences, each
 * synthesised once, repeated in turn with pauses of 0.6-1.1 s between them.
 * Written as 16 kHz mono WAV, or MP3 when asked.
 */
export async function makeLongRecording(minutes: number, dir: string, format: 'wav' | 'mp3' = 'wav'): Promise<LongRecording> {
  const parts: { file: string; seconds: number; sentence: string }[] = [];
  for (const [i, sentence] of LECTURE_SENTENCES.entries()) {
    const raw = join(dir, `long-raw-${i}.wav`);
    const file = join(dir, `long-part-${i}.wav`);
    await runProcess('flite', ['-voice', i % 3 === 2 ? 'rms' : 'slt', '-t', sentence, '-o', raw]);
    const gap = 0.6 + (i % 6) * 0.1;
    await runProcess('ffmpeg', ['-nostdin', '-v', 'error', '-y', '-i', raw, '-af', `apad=pad_dur=${gap}`, '-ar', '16000', '-ac', '1', '-c:a', 'pcm_s16le', file]);
    const { stdout } = await runProcess('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file]);
    parts.push({ file, seconds: Number(stdout.trim()), sentence });
  }
  const list: string[] = [];
  const sentences: string[] = [];
  let total = 0;
  for (let i = 0; total < minutes * 60; i++) {
    const part = parts[i % parts.length];
    list.push(`file '${part.file}'`);
    sentences.push(part.sentence);
    total += part.seconds;
  }
  const listFile = join(dir, 'long-list.txt');
  writeFileSync(listFile, list.join('\n'));
  const wav = join(dir, 'long-recording.wav');
  await runProcess('ffmpeg', ['-nostdin', '-v', 'error', '-y', '-f', 'concat', '-safe', '0', '-i', listFile, '-c', 'copy', wav]);
  if (format === 'wav') return { path: wav, sentences };
  const mp3 = join(dir, 'long-recording.mp3');
  await runProcess('ffmpeg', ['-nostdin', '-v', 'error', '-y', '-i', wav, '-c:a', 'libmp3lame', '-b:a', '64k', mp3]);
  return { path: mp3, sentences };
}
