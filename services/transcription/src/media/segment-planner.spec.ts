import { planSegments, type SegmentPlan } from './segment-planner';

const spans = (plans: SegmentPlan[]) => plans.map((p) => [p.startSec, p.endSec]);
/** A pause of 0.6 s every `every` seconds, as between a lecture's sentences. */
const pausesEvery = (every: number, total: number) =>
  Array.from({ length: Math.floor(total / every) }, (_, i) => ({ start: (i + 1) * every - 0.3, end: (i + 1) * every + 0.3 }));

function expectCovering(plans: SegmentPlan[], durationSec: number, maxSec: number) {
  expect(plans[0].startSec).toBe(0);
  expect(plans[plans.length - 1].endSec).toBe(durationSec);
  plans.forEach((p, i) => {
    expect(p.index).toBe(i);
    expect(p.endSec - p.startSec).toBeLessThanOrEqual(maxSec);
    if (i > 0) expect(p.startSec).toBe(plans[i - 1].endSec);
  });
}

describe('planSegments', () => {
  it('should keep a short recording as one segment', () => {
    expect(planSegments(12.5, [])).toEqual([{ index: 0, startSec: 0, endSec: 12.5 }]);
    expect(planSegments(12.5, [], { slots: 4 })).toEqual([{ index: 0, startSec: 0, endSec: 12.5 }]);
  });

  it('should plan nothing for an empty recording', () => {
    expect(planSegments(0, [], { slots: 2 })).toEqual([]);
  });

  it('should give two workers two equal shares of a five-minute lecture, cut at the pauses nearest the middle', () => {
    const plans = planSegments(300, pausesEvery(7, 300), { slots: 2 });
    // Four segments of about 75 s: two each, so neither worker waits for the other at the end.
    expect(plans).toHaveLength(4);
    expectCovering(plans, 300, 120);
    expect(spans(plans)).toEqual([
      [0, 77],
      [77, 147],
      [147, 224],
      [224, 300],
    ]);
  });

  it('should make as many segments as there are slots when the recording allows, none under 30 seconds', () => {
    expect(planSegments(600, pausesEvery(5, 600), { slots: 8 })).toHaveLength(8);
    // Eight slots for 105 s would be 13 s segments: every one an engine start and a boundary.
    expect(planSegments(105, pausesEvery(5, 105), { slots: 8 })).toHaveLength(3);
  });

  it('should give long lectures a multiple of the slots, each at most three quarters of the limit', () => {
    const plans = planSegments(3600, pausesEvery(9, 3600), { slots: 2 });
    expect(plans.length % 2).toBe(0);
    expect(plans).toHaveLength(40);
    expectCovering(plans, 3600, 120);
    for (const p of plans) expect(p.endSec - p.startSec).toBeLessThanOrEqual(90 + 9);
  });

  it('should hard-cut at the ideal place when no silence is near', () => {
    expect(spans(planSegments(200, [], { slots: 2 }))).toEqual([
      [0, 50],
      [50, 100],
      [100, 150],
      [150, 200],
    ]);
  });

  it('should never pass the limit, whatever the silences', () => {
    const silences = Array.from({ length: 40 }, (_, i) => ({ start: i * 7.3 + 3, end: i * 7.3 + 3.6 }));
    for (const slots of [1, 2, 3, 8]) expectCovering(planSegments(300, silences, { maxSec: 20, slots }), 300, 20);
    expectCovering(planSegments(65, [], { maxSec: 30 }), 65, 30);
  });

  it('should not cut a sliver right after the previous cut', () => {
    const plans = planSegments(40, [{ start: 1, end: 1.5 }, { start: 20, end: 21 }], { maxSec: 30 });
    expect(plans.map((p) => p.startSec)).toEqual([0, 20.5]);
  });
});
