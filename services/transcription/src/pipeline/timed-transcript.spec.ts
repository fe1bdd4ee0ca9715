import { buildTimedSegments, joinSegments, timedPassages } from './timed-transcript';

describe('joinSegments', () => {
  it('should join texts in order and move word times to the whole recording', () => {
    const joined = joinSegments([
      { startSec: 0, text: 'in the name', words: [{ word: 'in', start: 0.1, end: 0.2 }, { word: 'the', start: 0.2, end: 0.3 }, { word: 'name', start: 0.3, end: 0.6 }] },
      { startSec: 28.5, text: '', words: [] },
      { startSec: 31, text: 'of god', words: [{ word: 'of', start: 0.5, end: 0.6 }, { word: 'god', start: 0.6, end: 1 }] },
    ]);
    expect(joined.text).toBe('in the name of god');
    expect(joined.words.map((w) => w.start)).toEqual([0.1, 0.2, 0.3, 31.5, 31.6]);
  });
});

describe('buildTimedSegments', () => {
  it('should cut cues at pauses and keep their text spans and times', () => {
    const text = 'Patience is half of faith. Prayer is light.';
    const words = [
      ['Patience', 0, 0.5], ['is', 0.5, 0.6], ['half', 0.6, 0.9], ['of', 0.9, 1], ['faith', 1, 1.4],
      ['Prayer', 2.5, 2.9], ['is', 2.9, 3], ['light', 3, 3.4],
    ].map(([word, start, end]) => ({ word: word as string, start: start as number, end: end as number }));
    const cues = buildTimedSegments(text, words);
    expect(cues).toEqual([
      { start: 0, end: 1.4, text: 'Patience is half of faith.', startChar: 0, endChar: 26 },
      { start: 2.5, end: 3.4, text: 'Prayer is light.', startChar: 27, endChar: 43 },
    ]);
  });

  it('should keep cues short when the speaker does not pause', () => {
    const words = Array.from({ length: 30 }, (_, i) => ({ word: `w${i}`, start: i * 0.5, end: i * 0.5 + 0.45 }));
    const cues = buildTimedSegments(words.map((w) => w.word).join(' '), words);
    expect(cues.every((c) => c.end - c.start <= 6)).toBe(true);
    expect(cues.map((c) => c.text).join(' ')).toBe(words.map((w) => w.word).join(' '));
  });
});

describe('timedPassages', () => {
  it('should give the cues when the engine gave word times', () => {
    const words = [{ word: 'Mercy', start: 1, end: 1.5 }];
    expect(timedPassages({ text: 'Mercy.', words }, 60)).toEqual(buildTimedSegments('Mercy.', words));
  });

  it('should keep every word of a transcript without word times, in passages timed by their place in the text', () => {
    const sentence = 'Patience is half of faith and gratitude is the other half. ';
    const text = sentence.repeat(40).trim();
    const passages = timedPassages({ text, words: [] }, 600);
    expect(passages.length).toBeGreaterThan(1);
    expect(passages.every((p) => p.text.length <= 1000 && !p.text.startsWith(' ') && !p.text.endsWith(' '))).toBe(true);
    expect(passages.map((p) => p.text).join(' ')).toBe(text);
    expect(passages[0].start).toBe(0);
    expect(passages[passages.length - 1].end).toBe(600);
    expect(passages.every((p, i) => i === 0 || p.start >= passages[i - 1].end)).toBe(true);
    expect(passages.map((p) => text.slice(p.startChar, p.endChar))).toEqual(passages.map((p) => p.text));
  });

  it('should give no passage for no text', () => {
    expect(timedPassages({ text: '  ', words: [] }, 60)).toEqual([]);
  });
});
