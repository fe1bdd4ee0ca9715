import { chaptersOf, parseClock, rowsOf } from './chapter-draft';

describe('chapter draft', () => {
  it('should read a start typed as a clock or as seconds', () => {
    expect([parseClock('1:05'), parseClock('1:02:03'), parseClock(' 75 '), parseClock('0:00')]).toEqual([65, 3723, 75, 0]);
  });

  it('should refuse a start that is not a time', () => {
    expect([parseClock('1:5'), parseClock('1:75'), parseClock('ten'), parseClock(''), parseClock('1:60:00')]).toEqual([null, null, null, null, null]);
  });

  it("should keep an untouched chapter's exact start, so it stays generated", () => {
    const shown = [{ startTimeSec: 0, title: 'Washing', generated: true }, { startTimeSec: 312.4, title: 'Prayer', generated: true }];
    const rows = rowsOf(shown);
    expect(rows).toEqual([{ start: '0:00', title: 'Washing' }, { start: '5:12', title: 'Prayer' }]);
    expect(chaptersOf([...rows, { start: '14:05', title: ' Trade ' }], shown)).toEqual({
      chapters: [{ startTimeSec: 0, title: 'Washing' }, { startTimeSec: 312.4, title: 'Prayer' }, { startTimeSec: 845, title: 'Trade' }],
    });
  });

  it('should name the first chapter with a mistake', () => {
    expect(chaptersOf([{ start: '0:00', title: 'A' }, { start: 'soon', title: 'B' }], [])).toEqual({ error: 'The start of chapter 2 must be a time like 1:05 or 1:02:03.' });
    expect(chaptersOf([{ start: '0:00', title: '  ' }], [])).toEqual({ error: 'Chapter 1 needs a title.' });
  });
});
