import { certaintyOf } from './certainty';
import { buildSentenceUnits } from './sentence-units';
import { alignWords } from './word-alignment';
import { makeTimedTranscript } from '../testing/timed-transcript';

/** A transcript whose sentences the engine heard with the given posteriors, one per sentence. */
function heard(sentences: [string, number][]) {
  const input = makeTimedTranscript(sentences.map(([s]) => s));
  let word = 0;
  sentences.forEach(([sentence, conf]) => {
    sentence.split(' ').forEach(() => (input.words[word++].conf = conf));
  });
  const units = buildSentenceUnits(input.text, input.words);
  return certaintyOf(units, alignWords(input.text, input.words));
}

describe('certaintyOf', () => {
  it('should take every sentence as certain when the engine gave no confidence', () => {
    const input = makeTimedTranscript(['Patience is half of faith.', 'Prayer is light.']);
    expect(certaintyOf(buildSentenceUnits(input.text, input.words), alignWords(input.text, input.words))).toEqual({ certain: [true, true], share: undefined, tooUncertain: false });
  });

  it('should keep the sentences the engine was sure of and measure their share of the words', () => {
    const result = heard([
      ['patience is half of faith', 0.9],
      ['the child through patient and rare', 0.2],
      ['prayer is the pillar of the religion', 0.8],
    ]);
    expect(result.certain).toEqual([true, false, true]);
    expect(result.share).toBeCloseTo(12 / 18, 3);
    expect(result.tooUncertain).toBe(false);
  });

  it('should find a transcript too uncertain when most of it was unsure', () => {
    const result = heard([
      ['patience is half of faith', 0.9],
      ['the child through patient and rare', 0.2],
      ['patient and obey an outpatient', 0.3],
    ]);
    expect(result.tooUncertain).toBe(true);
  });
});
