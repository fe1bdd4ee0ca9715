import { runProcess } from './run-process';

export interface Silence {
  start: number;
  end: number;
}

export interface SilenceOptions {
  /** Level below which audio counts as silence, in dB. */
  noiseDb?: number;
  /** Shortest pause that counts, in seconds. */
  minDurationSec?: number;
}

/** Reads ffmpeg silencedetect lines; a silence still open at the end closes at totalSec. */
export function parseSilenceLog(log: string, totalSec: number): Silence[] {
  const silences: Silence[] = [];
  let open: number | undefined;
  for (const match of log.matchAll(/silence_(start|end): (-?[\d.]+)/g)) {
    const value = Number(match[2]);
    if (match[1] === 'start') open = Math.max(0, value);
    else if (open !== undefined) {
      silences.push({ start: open, end: value });
      open = undefined;
    }
  }
  if (open !== undefined && totalSec > open) silences.push({ start: open, end: totalSec });
  return silences;
}

export async function detectSilences(wavPath: string, totalSec: number, options: SilenceOptions = {}): Promise<Silence[]> {
  const noise = options.noiseDb ?? -35;
  const duration = options.minDurationSec ?? 0.3;
  const { stderr } = await runProcess(
    'ffmpeg',
    ['-nostdin', '-nostats', '-v', 'info', '-i', wavPath, '-af', `silencedetect=noise=${noise}dB:d=${duration}`, '-f', 'null', '-'],
    { timeoutMs: 10 * 60_000 },
  );
  return parseSilenceLog(stderr, totalSec);
}
