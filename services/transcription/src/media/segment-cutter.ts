import { join } from 'node:path';
import { runProcess } from './run-process';
import { SegmentPlan } from './segment-planner';

export function segmentFileName(index: number): string {
  return `segment-${String(index).padStart(5, '0')}.wav`;
}

/**
 * Writes every planned segment of the working copy in one ffmpeg run
 * (output-side -ss/-to: the input is decoded once, cuts are sample-accurate).
 * Returns the file paths in plan order.
 */
export async function cutSegments(wavPath: string, plans: SegmentPlan[], outputDir: string): Promise<string[]> {
  const files: string[] = [];
  const batch = 50; // keeps the argument list and open files bounded on long lectures
  for (let i = 0; i < plans.length; i += batch) {
    const args = ['-nostdin', '-v', 'error', '-y', '-i', wavPath];
    for (const plan of plans.slice(i, i + batch)) {
      const file = join(outputDir, segmentFileName(plan.index));
      args.push('-ss', plan.startSec.toFixed(3), '-to', plan.endSec.toFixed(3), '-c:a', 'pcm_s16le', '-ac', '1', '-ar', '16000', file);
      files.push(file);
    }
    await runProcess('ffmpeg', args, { timeoutMs: 10 * 60_000 });
  }
  return files;
}

/**
 * Cuts one segment straight from the uploaded media (a path or a presigned URL) as
 * 16 kHz mono WAV. Seeking the input reads only that stretch, so a worker in any pod
 * needs nothing but read access to the original.
 */
export async function cutSegmentFromSource(source: string, startSec: number, endSec: number, outputWav: string): Promise<void> {
  await runProcess(
    'ffmpeg',
    [
      '-nostdin', '-v', 'error', '-y',
      '-ss', startSec.toFixed(3), '-i', source,
      '-t', (endSec - startSec).toFixed(3),
      '-vn', '-ac', '1', '-ar', '16000', '-c:a', 'pcm_s16le', outputWav,
    ],
    { timeoutMs: 5 * 60_000 },
  );
}
