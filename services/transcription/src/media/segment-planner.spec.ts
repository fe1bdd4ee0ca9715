import { planSegments } from './segment-planner';

describe('planSegments', () => {
  it('should keep a short recording as one segment', () => {
    expect(planSegments(12.5, [])).toEqual([{ index: 0, startSec: 0, endSec: 12.5 }]);
  });

  it('should cut in the middle of the latest silence that fits in 30 seconds', () => {
    const plans = planSegments(70, [
      { start: 10, end: 11 },
      { start: 27, end: 28 },
      { start: 40, end: 41 },
      { start: 55, end: 56 },
    ]);
    expect(plans.map((p) => [p.startSec, p.endSec])).toEqual([
      [0, 27.5],
      [27.5, 55.5],
      [55.5, 70],
    ]);
  });

  it('should hard-cut at the limit when no silence fits', () => {
    const plans = planSegments(65, []);
    expect(plans.map((p) => [p.startSec, p.endSec])).toEqual([
      [0, 30],
      [30, 60],
      [60, 65],
    ]);
  });

  it('should cover the whole recording with contiguous segments no longer than the limit', () => {
    const silences = Array.from({ length: 40 }, (_, i) => ({ start: i * 7.3 + 3, end: i * 7.3 + 3.6 }));
    const plans = planSegments(300, silences, { maxSec: 20 });
    expect(plans[0].startSec).toBe(0);
    expect(plans[plans.length - 1].endSec).toBe(300);
    plans.forEach((p, i) => {
      expect(p.index).toBe(i);
      expect(p.endSec - p.startSec).toBeLessThanOrEqual(20);
      if (i > 0) expect(p.startSec).toBe(plans[i - 1].endSec);
    });
  });

  it('should not cut a sliver right after the previous cut', () => {
    const plans = planSegments(40, [{ start: 1, end: 1.5 }, { start: 20, end: 21 }]);
    expect(plans.map((p) => p.startSec)).toEqual([0, 20.5]);
  });
});
