import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeWorkingCopy } from '../media/working-copy';
import { PocketsphinxEngine } from '../stt/pocketsphinx.engine';
import type { Transcription } from '../stt/speech-to-text';
import { RAMADAN_TALK } from '../testing/lecture-script';
import { synthesiseSpeech } from '../testing/synthesise-speech';
import { FASTING_LECTURE, PATIENCE_LECTURE } from '../testing/analysis-lectures';
import { withNoise } from '../testing/noisy-speech';
import { TOO_UNCERTAIN_NOTE } from '@lectures/proto';
import { RuleAnalyser } from './rule-analyser';

describe(RuleAnalyser.name, () => {
  let dir: string;
  let heard: Transcription;
  let heardInNoise: Transcription;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'rule-analyser-'));
    const speech = await synthesiseSpeech(RAMADAN_TALK, dir, 'talk', { voice: 'slt', gapSec: 0.9 });
    const wav = join(dir, 'work.wav');
    await makeWorkingCopy(speech, wav);
    // The same talk with loud white noise mixed in: PocketSphinx still writes words, mostly wrong and unsure.
    // Noise slows the engine's search down several times: on a loaded machine it takes minutes.
    const engine = new PocketsphinxEngine({ timeoutMs: 15 * 60_000 });
    [heard, heardInNoise] = await Promise.all([engine.transcribe(wav), engine.transcribe(await withNoise(wav, 0.01, join(dir, 'noisy.wav')))]);
  }, 16 * 60_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('should analyse an unpunctuated PocketSphinx transcript of a real talk', async () => {
    const result = await new RuleAnalyser().analyse(heard);
    expect(result.language).toBe('en');
    expect(result.tags).toContain('Ramadan');
    expect(result.title!.toLowerCase()).toMatch(/fasting|ramadan|patience/);
    expect(result.summary!.length).toBeGreaterThan(20);
    expect(result.keyPoints.length).toBeGreaterThan(0);
    expect(result.topics.join(' ').toLowerCase()).toContain('fasting');
    // The speaker asks "what is the purpose of fasting" and answers it.
    const asked = result.qna.find((q) => q.confidence >= 0.6);
    expect(asked?.q).toMatch(/^What .*purpose.*\?$/);
    expect(asked?.source).toBe('rule');
    expect(heard.text.slice(asked!.startChar, asked!.endChar)).toContain('purpose of fasting');
    expect(asked!.startTimeSec).toBeLessThan(asked!.endTimeSec!);
  });

  it('should write a summary of a transcript the engine was sure of, from its certain sentences', async () => {
    expect(heard.words.every((w) => w.conf !== undefined && w.conf >= 0 && w.conf <= 1)).toBe(true);
    const result = await new RuleAnalyser().analyse(heard);
    expect(result.tooUncertain).toBeUndefined();
    expect(result.certainShare).toBeGreaterThanOrEqual(0.5);
    expect(result.summary).toBeTruthy();
    expect(result.title).toBeTruthy();
  });

  it('should write no summary, key points, title or description of a transcript made mostly of unsure words', async () => {
    const unsure = heardInNoise.words.filter((w) => (w.conf ?? 1) < 0.5).length;
    expect(unsure / heardInNoise.words.length).toBeGreaterThan(0.5);
    const result = await new RuleAnalyser().analyse(heardInNoise);
    expect(result.tooUncertain).toBe(true);
    expect(result.certainShare).toBeLessThan(0.5);
    expect(result.summary).toBeUndefined();
    expect(result.keyPoints).toEqual([]);
    expect(result.title).toBeUndefined();
    expect(result.description).toBeUndefined();
    // Nor a language guessed from what the engine was unsure of: staff are asked.
    expect(result.language).toBeUndefined();
    expect(TOO_UNCERTAIN_NOTE).toBe('The transcript is too uncertain for an automatic summary');
  });

  it('should not tag a topic the text only brushes against', async () => {
    const result = await new RuleAnalyser().analyse({ text: 'we talked about fasting once and then about the weather', words: [] });
    expect(result.tags).toEqual([]);
  });
});

describe('rule analysis worth reading', () => {
  const sentencesOf = (text: string) => text.match(/[^.!?]+[.!?]/g)?.map((s) => s.trim()) ?? [];

  it.each([
    ['a lecture that asks and answers', FASTING_LECTURE],
    ['a lecture that asks nothing', PATIENCE_LECTURE],
  ])('should not repeat a sentence across description, summary and key points in %s', async (_, text) => {
    const result = await new RuleAnalyser().analyse({ text, words: [] });
    const parts = [sentencesOf(result.description!), sentencesOf(result.summary!), result.keyPoints];
    expect(parts.every((part) => part.length > 0)).toBe(true);
    const all = parts.flat();
    expect(all.length).toBe(new Set(all).size);
    for (const point of result.keyPoints) {
      // Whole sentences: a capital first, a full stop last, no question among them.
      expect(point).toMatch(/^[A-Z].{20,}[.!]$/);
    }
  });

  it('should pair only the questions the speaker asks with the answers that follow, and invent none', async () => {
    const asked = await new RuleAnalyser().analyse({ text: FASTING_LECTURE, words: [] });
    expect(asked.qna.map((q) => [q.q, q.a])).toEqual([
      ['What is the purpose of fasting?', 'The purpose of fasting is taqwa, to become conscious of Allah in private and in public.'],
      ['Who is excused from fasting?', 'The traveller and the sick are excused, and they make up the missed days later in the year.'],
    ]);
    expect((await new RuleAnalyser().analyse({ text: PATIENCE_LECTURE, words: [] })).qna).toEqual([]);
  });
});
