import { AppError, type Chapter } from '@lectures/proto';
import { acceptFields, editAnalysis, publicAnalysis } from './analysis-review';
import { editedChapters } from './chapter-edits';

const made = (startTimeSec: number, title: string): Chapter => ({ startTimeSec, title, generated: true });
const stamp = { by: 'staff-1', at: '2026-11-27T00:00:00.000Z' };

describe(editedChapters.name, () => {
  const current = [made(0, 'Purification'), made(312, 'Prayer'), made(845, 'Trade')];

  it('should keep the generated mark only on chapters a person left as they were', () => {
    const edited = editedChapters(current, [
      { startTimeSec: 0, title: 'Purification' },
      { startTimeSec: 312, title: 'The five prayers' },
      { startTimeSec: 850, title: 'Trade' },
      { startTimeSec: 1200, title: '  Closing   supplication ' },
    ]);
    expect(edited).toEqual([
      { startTimeSec: 0, title: 'Purification', generated: true },
      { startTimeSec: 312, title: 'The five prayers', generated: false },
      { startTimeSec: 850, title: 'Trade', generated: false },
      { startTimeSec: 1200, title: 'Closing supplication', generated: false },
    ]);
  });

  it("should put chapters in time order and never take the client's word for the mark", () => {
    const edited = editedChapters(current, [
      { startTimeSec: 845, title: 'Trade' },
      { startTimeSec: 100, title: 'Mine', generated: true },
      { startTimeSec: 0, title: 'Purification', generated: false },
    ]);
    expect(edited?.map((c) => [c.startTimeSec, c.generated])).toEqual([
      [0, true],
      [100, false],
      [845, true],
    ]);
  });

  it('should refuse two chapters at one moment, or one after the recording ends, saying which', () => {
    const twice = () => editedChapters(current, [{ startTimeSec: 65, title: 'A' }, { startTimeSec: 65, title: 'B' }]);
    expect(twice).toThrow(new AppError('INVALID', 'Two chapters cannot start at the same moment (1:05)'));
    expect(() => editedChapters(current, [{ startTimeSec: 3700, title: 'Late' }], 3600)).toThrow('A chapter cannot start after the recording ends (1:00:00)');
  });

  it('should clear the chapters when staff delete every one', () => {
    expect(editedChapters(current, [])).toBeUndefined();
  });
});

describe('chapters as an analysis field', () => {
  const stored = { chapters: [made(0, 'Purification'), made(312, 'Prayer')], summary: 'On prayer.' };

  it('should keep generated chapters from visitors until staff accept them, and keep them marked generated then', () => {
    expect(publicAnalysis(stored)?.chapters).toBeUndefined();
    const { analysis } = acceptFields(stored, ['chapters'], stamp);
    expect(publicAnalysis(analysis)?.chapters).toEqual(stored.chapters);
    expect(analysis.owners?.chapters).toMatchObject({ how: 'accepted', by: 'staff-1' });
  });

  it('should make an edited list public and the renamed chapter a person\'s', () => {
    const edited = editAnalysis(stored, { chapters: [{ startTimeSec: 0, title: 'Purification' }, { startTimeSec: 312, title: 'How to pray' }] }, stamp, { durationSeconds: 900 });
    expect(edited.owners?.chapters).toMatchObject({ how: 'edited' });
    expect(publicAnalysis(edited)?.chapters).toEqual([made(0, 'Purification'), { startTimeSec: 312, title: 'How to pray', generated: false }]);
  });
});
