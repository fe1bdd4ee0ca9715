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
