import type { TimedSegment } from '@/types/api';
import { activeSegmentIndex } from './active-segment';

const seg = (start: number, end: number): TimedSegment => ({ start, end, text: `${start}`, startChar: 0, endChar: 1 });

describe('activeSegmentIndex', () => {
  const segments = [seg(0, 5), seg(5, 10), seg(12, 15)];

  it('should find the segment whose span holds the time, starts inclusive', () => {
    expect(activeSegmentIndex(segments, 0)).toBe(0);
    expect(activeSegmentIndex(segments, 4.99)).toBe(0);
    expect(activeSegmentIndex(segments, 5)).toBe(1);
    expect(activeSegmentIndex(segments, 14)).toBe(2);
  });

  it('should give -1 in a gap, after the end and for no segments', () => {
    expect(activeSegmentIndex(segments, 11)).toBe(-1);
    expect(activeSegmentIndex(segments, 15)).toBe(-1);
    expect(activeSegmentIndex([], 1)).toBe(-1);
  });
});
