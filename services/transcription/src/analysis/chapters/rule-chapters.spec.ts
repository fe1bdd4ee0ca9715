import { LECTURE_SENTENCES } from '../../testing/lecture-script';
import { makeTimedTranscript } from '../../testing/timed-transcript';
import { PRAYER_HALF, TRADE_HALF } from '../../testing/two-topic-lecture';
import { buildSentenceUnits } from '../sentence-units';
import { ruleChapters } from './rule-chapters';

/** When the first word of `sentence` is said in a transcript made by makeTimedTranscript. */
function startOf(sentences: string[], index: number): number {
  return makeTimedTranscript(sentences.slice(0, index)).words.length * 0.3 + index * 1;
}

describe(ruleChapters.name, () => {
  it('should start a chapter within 10 s of where a lecture changes topic, titled from each part', () => {
    const sentences = [...PRAYER_HALF, ...TRADE_HALF];
    const input = makeTimedTranscript(sentences);
    const shift = startOf(sentences, PRAYER_HALF.length);
    const chapters = ruleChapters(input.text, buildSentenceUnits(input.text, input.words));
    expect(chapters.length).toBeGreaterThanOrEqual(2);
    expect(chapters[0]).toMatchObject({ startTimeSec: 0, generated: true });
    expect(chapters.some((c) => Math.abs(c.startTimeSec - shift) <= 10)).toBe(true);
    const [first, second] = [chapters[0], chapters.find((c) => Math.abs(c.startTimeSec - shift) <= 10)!];
    expect(first.title.toLowerCase()).toMatch(/prayer|wash|water|hand/);
    expect(second.title.toLowerCase()).toMatch(/trade|market|price|seller|buyer|merchant|goods/);
  });

  it('should find no shift in a talk whose subjects stay mixed the same way throughout', () => {
    // Four minutes of the same sixteen sentences in turn: no stretch is about anything else.
    const input = makeTimedTranscript([...LECTURE_SENTENCES, ...LECTURE_SENTENCES, ...LECTURE_SENTENCES, ...LECTURE_SENTENCES]);
    expect(input.words[input.words.length - 1].end).toBeGreaterThan(200);
    expect(ruleChapters(input.text, buildSentenceUnits(input.text, input.words))).toEqual([]);
  });

  it('should make no chapters of a talk too short for two', () => {
    const input = makeTimedTranscript(PRAYER_HALF.slice(0, 8).concat(TRADE_HALF.slice(0, 8)));
    expect(ruleChapters(input.text, buildSentenceUnits(input.text, input.words))).toEqual([]);
  });
});
