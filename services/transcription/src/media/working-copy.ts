import { runProcess } from './run-process';

/** Speech engines want 16 kHz mono 16-bit PCM; every later step reads this copy. */
export async function makeWorkingCopy(input: string, outputWav: string, timeoutMs = 30 * 60_000): Promise<void> {
  await runProcess(
    'ffmpeg',
    ['-nostdin', '-v', 'error', '-y', '-i', input, '-vn', '-ac', '1', '-ar', '16000', '-c:a', 'pcm_s16le', outputWav],
    { timeoutMs },
  );
}
