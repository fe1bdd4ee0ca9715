import { Silence } from './silence-detector';

export interface SegmentPlan {
  index: number;
  startSec: number;
  endSec: number;
}

export interface PlanOptions {
  maxSec?: number;
  /** Cuts closer than this to the segment start are skipped, so no segment is a sliver. */
  minSec?: number;
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;

/**
 * Cuts [0, durationSec] into segments of at most maxSec, each cut in the middle of a silence
 * (the latest one that fits, to keep segments long); a hard cut at maxSec when no silence fits.
 */
export function planSegments(durationSec: number, silences: Silence[], options: PlanOptions = {}): SegmentPlan[] {
  const maxSec = options.maxSec ?? 30;
  const minSec = Math.min(options.minSec ?? 5, maxSec / 2);
  const cuts = silences.map((s) => (s.start + s.end) / 2).sort((a, b) => a - b);
  const plans: SegmentPlan[] = [];
  let start = 0;
  while (durationSec - start > 1e-6) {
    let end: number;
    if (durationSec - start <= maxSec) end = durationSec;
    else {
      const limit = start + maxSec;
      const fitting = cuts.filter((c) => c >= start + minSec && c <= limit);
      end = fitting.length > 0 ? fitting[fitting.length - 1] : limit;
    }
    plans.push({ index: plans.length, startSec: round3(start), endSec: round3(end) });
    start = end;
  }
  return plans;
}
