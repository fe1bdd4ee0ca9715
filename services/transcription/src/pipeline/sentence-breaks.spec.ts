import type { TimedWord } from '../stt/speech-to-text';
import { punctuate } from './sentence-breaks';

/** Words spoken 0.3 s apart, with the given extra pauses (seconds) after some of them. */
function spoken(text: string, pauses: Record<number, number> = {}): { text: string; words: TimedWord[] } {
  let t = 0;
  const words = text.split(' ').map((word, i) => {
    const w = { word, start: t, end: t + 0.29 };
    t += 0.3 + (pauses[i] ?? 0);
    return w;
  });
  return { text, words };
}

describe(punctuate.name, () => {
  it('should end sentences where the speaker paused and capitalise their first words, I and names', () => {
    const input = spoken('patience is half of faith said the prophet muhammad i think of it in ramadan every friday', { 4: 0.6 });
    expect(punctuate(input).text).toBe('Patience is half of faith. Said the Prophet Muhammad I think of it in Ramadan every Friday.');
  });

  it('should cut a long run without pauses at its longest gap', () => {
    const words = Array.from({ length: 40 }, (_, i) => `word${i}`).join(' ');
    const { text } = punctuate(spoken(words, { 19: 0.2 }));
    expect(text.split('. ').length).toBe(2);
    expect(text).toContain('word19. Word20');
    expect(text.endsWith('word39.')).toBe(true);
  });

  it('should keep every word, in order, so the timings still align', () => {
    const input = spoken('the scholars are the inheritors of the prophets seeking knowledge is an obligation', { 7: 0.5 });
    const out = punctuate(input);
    const bare = (s: string) => s.toLowerCase().replace(/[.?!]/g, '');
    expect(bare(out.text)).toBe(bare(input.text));
    expect(out.words).toBe(input.words);
  });

  it('should leave text that already has punctuation (a Whisper transcript) as it is', () => {
    const input = spoken('Patience is half of faith. The other half is gratitude.', { 4: 1 });
    expect(punctuate(input)).toBe(input);
  });

  it('should leave Arabic letters alone and only add the stops', () => {
    const input = spoken('الصبر نصف الإيمان والشكر نصفه الآخر', { 2: 0.8 });
    expect(punctuate(input).text).toBe('الصبر نصف الإيمان. والشكر نصفه الآخر.');
  });
});
