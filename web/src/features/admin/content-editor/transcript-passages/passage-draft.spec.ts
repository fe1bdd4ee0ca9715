import { draftPassages, mergeWithNext, splitPassage, toPassages } from './passage-draft';

const segments = [
  { start: 0, end: 4, text: 'In the name of Allah.', startChar: 0, endChar: 21 },
  { start: 4, end: 10, text: 'Patience is half of faith.', startChar: 22, endChar: 48 },
];

describe('passage drafts', () => {
  it('should split a passage at the caret and share its time by characters', () => {
    const draft = draftPassages(segments);
    const split = splitPassage(draft, 1, 'Patience is'.length)!;
    expect(toPassages(split)).toEqual([
      { start: 0, end: 4, text: 'In the name of Allah.' },
      { start: 4, end: 6.538, text: 'Patience is' },
      { start: 6.538, end: 10, text: 'half of faith.' },
    ]);
  });

  it('should not split at either end of a passage', () => {
    const draft = draftPassages(segments);
    expect(splitPassage(draft, 0, 0)).toBeNull();
    expect(splitPassage(draft, 0, 'In the name of Allah.'.length)).toBeNull();
  });

  it('should merge a passage with the next over both their times', () => {
    expect(toPassages(mergeWithNext(draftPassages(segments), 0))).toEqual([{ start: 0, end: 10, text: 'In the name of Allah. Patience is half of faith.' }]);
  });
});
