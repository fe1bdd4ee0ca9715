import { Silence } from './silence-detector';

export interface SegmentPlan {
  index: number;
  startSec: number;
  endSec: number;
}

export interface PlanOptions {
  /** No segment is longer (the engine's time limit and a lost attempt's cost stay bounded). */
  maxSec?: number;
  /** Segment tasks the workers can run at once: the plan gives each the same share. */
  slots?: number;
  /** Cuts closer than this to the segment start are skipped, so no segment is a sliver. */
  minSec?: number;
}

/** Below this a segment costs more in engine starts and boundaries than it gains in parallel. */
const SHORTEST_SHARE_SEC = 30;

const round3 = (n: number) => Math.round(n * 1000) / 1000;

/**
 * Cuts [0, durationSec] into segments for `slots` workers: a multiple of `slots` segments of
 * about equal length (each about three quarters of maxSec at most), so every worker gets the
 * same share and none waits at the end while another finishes a long last segment; every
 * segment is an engine start and a boundary the engine hears without context, so there are no
 * more than that. Each cut is in the middle of the silence nearest its ideal place; a hard cut
 * only where no silence is near.
 */
export function planSegments(durationSec: number, silences: Silence[], options: PlanOptions = {}): SegmentPlan[] {
  const maxSec = options.maxSec ?? 120;
  const minSec = Math.min(options.minSec ?? 5, maxSec / 2);
  const slots = Math.max(1, Math.floor(options.slots ?? 1));
  if (durationSec <= 1e-6) return [];
  const count = segmentCount(durationSec, maxSec, slots);
  const cuts = silences.map((s) => (s.start + s.end) / 2).sort((a, b) => a - b);
  const ends: number[] = [];
  let start = 0;
  for (let i = 1; i < count; i += 1) {
    const ideal = (i * durationSec) / count;
    // Near the ideal place, and never so far that this or the next segment passes maxSec.
    const slack = Math.min(durationSec / count / 4, maxSec - durationSec / count);
    const low = Math.max(start + minSec, ideal - slack);
    const high = Math.min(start + maxSec, ideal + slack);
    const near = cuts.filter((c) => c >= low && c <= high).sort((a, b) => Math.abs(a - ideal) - Math.abs(b - ideal))[0];
    start = near ?? Math.min(ideal, start + maxSec);
    ends.push(start);
  }
  ends.push(durationSec);
  return withinLimit(ends, cuts, maxSec, minSec).map((end, index, all) => ({
    index,
    startSec: round3(index === 0 ? 0 : all[index - 1]),
    endSec: round3(end),
  }));
}

/** A multiple of the slots, of segments no longer than 3/4 of maxSec, none under 30 s where the recording allows. */
function segmentCount(durationSec: number, maxSec: number, slots: number): number {
  const target = maxSec * 0.75;
  let count = slots * Math.ceil(durationSec / (slots * target));
  count = Math.min(count, Math.floor(durationSec / Math.min(SHORTEST_SHARE_SEC, target)));
  return Math.max(count, Math.ceil(durationSec / maxSec), 1);
}

/** Splits any segment still over maxSec at the latest silence that fits (a hard cut if none). */
function withinLimit(ends: number[], cuts: number[], maxSec: number, minSec: number): number[] {
  const result: number[] = [];
  let start = 0;
  for (const end of ends) {
    while (end - start > maxSec + 1e-6) {
      const fitting = cuts.filter((c) => c >= start + minSec && c <= start + maxSec);
      start = fitting.length > 0 ? fitting[fitting.length - 1] : start + maxSec;
      result.push(start);
    }
    result.push(end);
    start = end;
  }
  return result;
}
