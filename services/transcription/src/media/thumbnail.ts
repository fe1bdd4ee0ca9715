import { runProcess } from './run-process';

/**
 * Grabs one frame as a JPEG. Seeks to ~10% of the video (at most 5 s in),
 * since the first frame of a lecture is often black.
 */
export async function extractThumbnail(
  videoPath: string,
  outputJpeg: string,
  durationSec: number,
  maxWidth = 640,
): Promise<void> {
  const at = Math.max(0, Math.min(5, durationSec * 0.1));
  await runProcess(
    'ffmpeg',
    [
      '-nostdin', '-v', 'error', '-y',
      '-ss', at.toFixed(3), '-i', videoPath,
      '-frames:v', '1',
      '-vf', `scale='min(${maxWidth},iw)':-2`,
      '-q:v', '3',
      outputJpeg,
    ],
    { timeoutMs: 60_000 },
  );
}
