import { join } from 'node:path';
import { runProcess } from '../media/run-process';

export interface SpeechOptions {
  voice?: 'slt' | 'rms' | 'kal' | 'awb';
  /** Silence between sentences, like a speaker's pauses. */
  gapSec?: number;
  /** 'video' wraps the speech in an MP4 with a test picture. */
  container?: 'wav' | 'mp3' | 'video';
}

/**
 * Test fixture: real speech from flite, one sentence at a time with pauses between,
 * so silence detection and pause-based sentence units see what a lecture gives them.
 */
export async function synthesiseSpeech(sentences: string[], dir: string, name: string, options: SpeechOptions = {}): Promise<string> {
  const voice = options.voice ?? 'slt';
  const gap = options.gapSec ?? 0.8;
  const parts: string[] = [];
  for (const [i, sentence] of sentences.entries()) {
    const part = join(dir, `${name}-part${i}.wav`);
    await runProcess('flite', ['-voice', voice, '-t', sentence, '-o', part]);
    parts.push(part);
  }
  const inputs = parts.flatMap((p) => ['-i', p]);
  const filter =
    parts.map((_, i) => `[${i}]aresample=16000,apad=pad_dur=${gap}[a${i}]`).join(';') +
    ';' + parts.map((_, i) => `[a${i}]`).join('') + `concat=n=${parts.length}:v=0:a=1[out]`;
  const wav = join(dir, `${name}.wav`);
  await runProcess('ffmpeg', ['-nostdin', '-v', 'error', '-y', ...inputs, '-filter_complex', filter, '-map', '[out]', '-ac', '1', wav]);
  switch (options.container ?? 'wav') {
    case 'wav':
      return wav;
    case 'mp3': {
      const mp3 = join(dir, `${name}.mp3`);
      await runProcess('ffmpeg', ['-nostdin', '-v', 'error', '-y', '-i', wav, '-c:a', 'libmp3lame', '-b:a', '64k', mp3]);
      return mp3;
    }
    case 'video': {
      const mp4 = join(dir, `${name}.mp4`);
      await runProcess('ffmpeg', [
        '-nostdin', '-v', 'error', '-y',
        '-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=25',
        '-i', wav, '-shortest', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', mp4,
      ]);
      return mp4;
    }
  }
}

/**
 * The words of a text, lower-case, without punctuation: the live chunks carry the engine's
 * words as they come, the stored transcript the same words in sentences.
 */
export function spokenWords(text: string): string[] {
  return text.toLowerCase().replace(/[^\p{L}\p{N}'\s]/gu, ' ').split(/\s+/).filter(Boolean);
}

/** Share of reference words (lower-case, letters only) that the transcript contains. */
export function sharedWordRatio(reference: string, transcript: string): number {
  const words = (s: string) => s.toLowerCase().match(/[a-z']+/g) ?? [];
  const heard = new Set(words(transcript));
  const ref = words(reference);
  return ref.length === 0 ? 0 : ref.filter((w) => heard.has(w)).length / ref.length;
}
