import { withoutLeadIn } from './lead-in';

describe('withoutLeadIn', () => {
  const heard = {
    text: 'of faith patience is half',
    words: [
      { word: 'of', start: 0.2, end: 0.5 },
      { word: 'faith', start: 0.6, end: 1.9 },
      { word: 'patience', start: 2.1, end: 2.7 },
      { word: 'is', start: 2.8, end: 3.0 },
      { word: 'half', start: 3.1, end: 3.5 },
    ],
  };

  it("should drop the previous segment's words, by where they fall, and time the rest from the segment's start", () => {
    expect(withoutLeadIn(heard, 2)).toEqual({
      text: 'patience is half',
      words: [
        { word: 'patience', start: 0.1, end: 0.7 },
        { word: 'is', start: 0.8, end: 1 },
        { word: 'half', start: 1.1, end: 1.5 },
      ],
    });
  });

  it('should keep a word that straddles the cut when most of it is in the segment', () => {
    expect(withoutLeadIn(heard, 1.1).words.map((w) => w.word)).toEqual(['faith', 'patience', 'is', 'half']);
  });

  it('should leave a segment without lead-in as the engine heard it', () => {
    expect(withoutLeadIn(heard, 0)).toBe(heard);
  });
});
