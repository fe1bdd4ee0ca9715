import { makeTimedTranscript } from '../testing/timed-transcript';
import { buildSentenceUnits, isPunctuated } from './sentence-units';

describe('buildSentenceUnits', () => {
  it('should split unpunctuated engine output at the speaker\'s pauses', () => {
    const input = makeTimedTranscript(['Patience is half of faith.', 'What is prayer?', 'Prayer is the pillar of the religion.']);
    const units = buildSentenceUnits(input.text, input.words);
    expect(units.map((u) => u.text)).toEqual(['patience is half of faith', 'what is prayer', 'prayer is the pillar of the religion']);
    expect(input.text.slice(units[1].startChar, units[1].endChar)).toBe('what is prayer');
    expect(units[1].startSec).toBeCloseTo(2.5, 5);
    expect(units[1].endSec).toBeCloseTo(3.38, 5);
  });

  it('should cap a unit when the speaker never pauses', () => {
    const words = Array.from({ length: 100 }, (_, i) => ({ word: 'word', start: i * 0.3, end: i * 0.3 + 0.29 }));
    const units = buildSentenceUnits(words.map((w) => w.word).join(' '), words, { maxWords: 40 });
    expect(units.map((u) => u.text.split(' ').length)).toEqual([40, 40, 20]);
  });

  it('should use the sentences of punctuated text, with times from the words', () => {
    const text = 'Patience is half of faith. What is prayer? It is the pillar.';
    const words = text.replace(/[.?]/g, '').split(' ').map((word, i) => ({ word, start: i, end: i + 0.5 }));
    const units = buildSentenceUnits(text, words);
    expect(units.map((u) => u.text)).toEqual(['Patience is half of faith.', 'What is prayer?', 'It is the pillar.']);
    expect([units[1].startSec, units[1].endSec]).toEqual([5, 7.5]);
  });

  it('should tell punctuated text from engine output', () => {
    expect(isPunctuated('One sentence. Another one.')).toBe(true);
    expect(isPunctuated('no marks here at all')).toBe(false);
  });
});
