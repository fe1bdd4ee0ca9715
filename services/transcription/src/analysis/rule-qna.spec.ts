import { questionConfidence } from './rule-qna';

describe('questionConfidence', () => {
  it.each([
    ['what is patience?', 0.8],
    ['why do we fast', 0.6],
    ['is it allowed to pray sitting', 0.4],
    ['do not forget your prayers', 0],
    ['patience is half of faith', 0],
  ])('should rate "%s" as %d', (text, expected) => {
    expect(questionConfidence(text)).toBe(expected);
  });
});
