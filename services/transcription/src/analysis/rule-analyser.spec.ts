import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeWorkingCopy } from '../media/working-copy';
import { PocketsphinxEngine } from '../stt/pocketsphinx.engine';
import type { Transcription } from '../stt/speech-to-text';
import { RAMADAN_TALK } from '../testing/lecture-script';
import { synthesiseSpeech } from '../testing/synthesise-speech';
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
    expect(result.title.toLowerCase()).toMatch(/fasting|ramadan|patience/);
    expect(result.summary.length).toBeGreaterThan(20);
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
