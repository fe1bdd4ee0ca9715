import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeWorkingCopy } from '../media/working-copy';
import { PocketsphinxEngine } from '../stt/pocketsphinx.engine';
import type { Transcription } from '../stt/speech-to-text';
import { RAMADAN_TALK } from '../testing/lecture-script';
import { synthesiseSpeech } from '../testing/synthesise-speech';
import { FASTING_LECTURE, PATIENCE_LECTURE } from '../testing/analysis-lectures';
import { RuleAnalyser } from './rule-analyser';

describe(RuleAnalyser.name, () => {
  let dir: string;
  let heard: Transcription;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'rule-analyser-'));
    const speech = await synthesiseSpeech(RAMADAN_TALK, dir, 'talk', { voice: 'slt', gapSec: 0.9 });
    const wav = join(dir, 'work.wav');
    await makeWorkingCopy(speech, wav);
    heard = await new PocketsphinxEngine().transcribe(wav);
  }, 60_000);
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
