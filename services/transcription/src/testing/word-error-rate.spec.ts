import { wordErrorRate } from './word-error-rate';

describe('wordErrorRate', () => {
  it.each([
    ['patience is half of faith', 'Patience is half of faith.', 0],
    ['patience is half of faith', 'patients is half of faith', 0.2],
    ['patience is half of faith', 'patience is half faith', 0.2],
    ['patience is half of faith', 'patience is the half of faith', 0.2],
    ['patience is half of faith', '', 1],
  ])('should score "%s" heard as "%s" at %d', (reference, hypothesis, expected) => {
    expect(wordErrorRate(reference, hypothesis)).toBeCloseTo(expected, 5);
  });
});
