import { toWebVtt } from './webvtt';

describe('toWebVtt', () => {
  it('should write one cue per passage in time order', () => {
    const vtt = toWebVtt([
      { start: 3725.5, end: 3727.25, text: 'Prayer is light.' },
      { start: 0, end: 1.4, text: 'Patience is half of faith.' },
    ]);
    expect(vtt).toBe(
      'WEBVTT\n\n1\n00:00:00.000 --> 00:00:01.400\nPatience is half of faith.\n\n2\n01:02:05.500 --> 01:02:07.250\nPrayer is light.\n',
    );
  });

  it('should escape markup and skip empty cues', () => {
    const vtt = toWebVtt([
      { start: 0, end: 1, text: 'a <b> & c --> d' },
      { start: 1, end: 2, text: '  ' },
    ]);
    expect(vtt).toBe('WEBVTT\n\n1\n00:00:00.000 --> 00:00:01.000\na &lt;b&gt; &amp; c --&gt; d\n');
  });

  it('should be a valid empty file without segments', () => {
    expect(toWebVtt([])).toBe('WEBVTT\n');
  });
});
