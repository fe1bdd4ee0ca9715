import { execFile } from 'node:child_process';

/**
 * Grabs one frame of a video (a path or an http(s) URL) as a JPEG, at ~10% of
 * the way in (at most 5 s), since a lecture's first frame is often black.
 */
export function extractThumbnail(source: string, outputJpeg: string, durationSec: number | null, maxWidth = 640): Promise<void> {
  const at = Math.max(0, Math.min(5, (durationSec ?? 0) * 0.1));
  const args = [
    '-nostdin', '-v', 'error', '-y',
    '-ss', at.toFixed(3), '-i', source,
    '-frames:v', '1',
    '-vf', `scale='min(${maxWidth},iw)':-2`,
    '-q:v', '3',
    outputJpeg,
  ];
  return new Promise((resolve, reject) => {
    execFile('ffmpeg', args, { timeout: 60_000 }, (err) => (err ? reject(new Error(`ffmpeg could not take a thumbnail: ${err.message.split('\n')[0]}`)) : resolve()));
  });
}
