import type { TimedSegment } from '@/types/api';

/** Index of the segment playing at `seconds` (segments sorted by start), or -1. */
export function activeSegmentIndex(segments: readonly TimedSegment[], seconds: number): number {
  let low = 0;
  let high = segments.length - 1;
  let found = -1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (segments[mid]!.start <= seconds) {
      found = mid;
      low = mid + 1;
    } else {
      high = mid - 1;
    }
  }
  return found >= 0 && seconds < segments[found]!.end ? found : -1;
}
