import { joinPassages, type TimedSegment } from '@lectures/proto';
import { applyPassageEdits, checkPassages, keepEditedPassages } from './transcript-passages';

const passages = (...items: [number, number, string][]) => items.map(([start, end, text]) => ({ start, end, text }));
const segmentsOf = (...items: [number, number, string][]): TimedSegment[] => joinPassages(passages(...items)).segments;
const ahmad = { by: 'Ahmad', at: '2026-11-24T03:00:00.000Z' };

describe('checkPassages', () => {
  it.each([
    [passages([0, 4, 'One.'], [4, 8, '  ']), 60, 'Passage 2 is empty: remove it or merge it with its neighbour'],
    [passages([0, 4, 'One.'], [5, 5, 'Two.']), 60, 'Passage 2 must end after it starts'],
    [passages([0, 4, 'One.'], [3, 8, 'Two.']), 60, 'Passage 2 starts before passage 1 ends: passages must follow each other'],
    [passages([0, 4, 'One.'], [4, 70, 'Two.']), 60, 'Passage 2 ends after the recording does'],
  ])('should refuse %j with a message naming the passage', (given, duration, message) => {
    expect(() => checkPassages(given, duration)).toThrow(message);
  });

  it('should accept passages that follow each other, with gaps or none', () => {
    expect(() => checkPassages(passages([0, 4, 'One.'], [4, 8, 'Two.'], [10, 12, 'Three.']), 12)).not.toThrow();
  });
});

describe('applyPassageEdits', () => {
  const current = segmentsOf([0, 4, 'In the name of Allah.'], [4, 8, 'Patience is half of faith.'], [8, 12, 'And gratitude the other half.']);

  it('should mark only the changed passage, keep the others, and rebuild text and places', () => {
    const result = applyPassageEdits(current, passages([0, 4, 'In the name of Allah.'], [4, 8, 'Sabr is half of iman.'], [8, 12, 'And gratitude the other half.']), ahmad);
    expect(result.text).toBe('In the name of Allah. Sabr is half of iman. And gratitude the other half.');
    expect(result.segments.map((s) => s.edited)).toEqual([undefined, ahmad, undefined]);
    expect(result.segments.map((s) => result.text.slice(s.startChar, s.endChar))).toEqual(result.segments.map((s) => s.text));
    expect(result.changes).toEqual([{ start: 4, end: 8, before: 'Patience is half of faith.', after: 'Sabr is half of iman.' }]);
  });

  it('should record a split and a merge with what was there before', () => {
    const split = applyPassageEdits(current, passages([0, 2, 'In the name'], [2, 4, 'of Allah.'], [4, 12, 'Patience is half of faith. And gratitude the other half.']), ahmad);
    expect(split.segments).toHaveLength(3);
    expect(split.changes.map((c) => [c.start, c.end, c.before])).toEqual([
      [0, 2, 'In the name of Allah.'],
      [2, 4, 'In the name of Allah.'],
      [4, 12, 'Patience is half of faith. And gratitude the other half.'],
    ]);
  });

  it('should record a removed passage and keep an earlier edit mark on an unchanged passage', () => {
    const once = applyPassageEdits(current, passages([0, 4, 'Bismillah.'], [4, 8, 'Patience is half of faith.'], [8, 12, 'And gratitude the other half.']), ahmad);
    const later = { by: 'Maryam', at: '2026-11-25T00:00:00.000Z' };
    const twice = applyPassageEdits(once.segments, passages([0, 4, 'Bismillah.'], [4, 8, 'Patience is half of faith.']), later);
    expect(twice.segments.map((s) => s.edited)).toEqual([ahmad, undefined]);
    expect(twice.changes).toEqual([{ start: 8, end: 12, before: 'And gratitude the other half.', after: '' }]);
  });
});

describe('the engine\'s confidence through a correction', () => {
  const heard = joinPassages([
    { start: 0, end: 4, text: 'In the name of Allah.', confidence: [0.9, 0.95, 0.9, 0.8, 0.97] },
    { start: 4, end: 8, text: 'Patient and rusty trombone.', confidence: [0.41, 0.3, 0.12, 0.08] },
  ]).segments;

  it('should clear the low-confidence marks of a passage a person corrected and keep those of the rest', () => {
    const result = applyPassageEdits(heard, passages([0, 4, 'In the name of Allah.'], [4, 8, 'Patience is half of faith.']), ahmad);
    expect(result.segments.map((s) => s.confidence)).toEqual([[0.9, 0.95, 0.9, 0.8, 0.97], undefined]);
    expect(result.segments[1].edited).toEqual(ahmad);
  });

  it('should keep the new transcript\'s confidence around the passages staff corrected', () => {
    const kept = [{ ...segmentsOf([4, 8, 'Patience is half of faith.'])[0], edited: ahmad }];
    const merged = keepEditedPassages(heard, kept);
    expect(merged.segments.map((s) => s.confidence)).toEqual([[0.9, 0.95, 0.9, 0.8, 0.97], undefined]);
  });
});

describe('keepEditedPassages', () => {
  it('should put corrected passages over the new transcript at their times', () => {
    const fresh = segmentsOf([0, 3, 'in the name of a law'], [3, 6, 'patients is half'], [6, 9, 'of faith'], [9, 12, 'and gratitude']);
    const kept = [{ ...segmentsOf([3, 9, 'Patience is half of faith.'])[0], edited: ahmad }];
    const merged = keepEditedPassages(fresh, kept);
    expect(merged.text).toBe('in the name of a law Patience is half of faith. and gratitude');
    expect(merged.segments.map((s) => [s.start, s.end, s.edited?.by])).toEqual([
      [0, 3, undefined],
      [3, 9, 'Ahmad'],
      [9, 12, undefined],
    ]);
  });
});
