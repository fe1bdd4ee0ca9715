import { parsePocketsphinxOutput } from './pocketsphinx-output.parser';

const OUTPUT = `what is the meaning of patience
<s> 0.110 0.160 0.999900
what(2) 0.170 0.400 0.441360
is 0.410 0.520 0.988762
<sil> 0.530 0.600 0.585223
patience 1.130 1.740 0.284124
</s> 1.750 2.200 1.000000
patience comes
<s> 3.080 3.160 0.999800
[NOISE] 3.170 3.200 0.5
patience 3.210 3.660 0.478937
comes 5.870 6.270 1.000000
</s> 6.280 6.440 1.000000
`;

describe('parsePocketsphinxOutput', () => {
  it('should keep words with their times and posteriors across utterances and drop markers and noises', () => {
    const result = parsePocketsphinxOutput(OUTPUT);
    expect(result.words).toEqual([
      { word: 'what', start: 0.17, end: 0.4, conf: 0.441 },
      { word: 'is', start: 0.41, end: 0.52, conf: 0.989 },
      { word: 'patience', start: 1.13, end: 1.74, conf: 0.284 },
      { word: 'patience', start: 3.21, end: 3.66, conf: 0.479 },
      // Printed through the engine's log arithmetic as 1.000000 or more: a probability of 1.
      { word: 'comes', start: 5.87, end: 6.27, conf: 1 },
    ]);
    expect(result.text).toBe('what is patience patience comes');
  });

  it('should give an empty transcript for silence', () => {
    expect(parsePocketsphinxOutput('')).toEqual({ text: '', words: [] });
  });
});
