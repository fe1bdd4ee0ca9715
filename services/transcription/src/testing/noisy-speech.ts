import { runProcess } from '../media/run-process';

/** Test fixture: a 16 kHz recording with white noise of the given amplitude mixed in (ffmpeg), as a degraded room or line. */
export async function withNoise(wav: string, amplitude: number, out: string): Promise<string> {
  await runProcess('ffmpeg', [
    '-nostdin', '-v', 'error', '-y', '-i', wav,
    '-f', 'lavfi', '-i', `anoisesrc=color=white:amplitude=${amplitude}:r=16000:seed=7`,
    '-filter_complex', '[0][1]amix=inputs=2:duration=first:normalize=0', '-ac', '1', '-ar', '16000', '-c:a', 'pcm_s16le', out,
  ]);
  return out;
}
