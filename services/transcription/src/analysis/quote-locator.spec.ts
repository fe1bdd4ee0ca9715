import { locateQuote } from './quote-locator';

const TEXT = 'Patience is half of faith. The prophet said, fasting is a shield.';

describe('locateQuote', () => {
  it('should find a quote ignoring case and punctuation', () => {
    const at = locateQuote(TEXT, 'the Prophet said fasting', [])!;
    expect(TEXT.slice(at.startChar, at.endChar)).toBe('The prophet said, fasting');
  });

  it('should fall back to the sentence sharing most words with a loose quote', () => {
    const units = [
      { text: 'Patience is half of faith.', startChar: 0, endChar: 26, startSec: 0, endSec: 2 },
      { text: 'The prophet said, fasting is a shield.', startChar: 27, endChar: 65, startSec: 2, endSec: 5 },
    ];
    expect(locateQuote(TEXT, 'fasting is like a shield', units)).toEqual({ startChar: 27, endChar: 65 });
    expect(locateQuote(TEXT, 'nothing of the sort', units)).toBeUndefined();
  });
});
