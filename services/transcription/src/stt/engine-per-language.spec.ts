import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EnvReader } from '@lectures/platform';
import { TINY_TEST_DIMENSIONS, writeRandomWhisperModel } from '../testing/ggml-whisper-model';
import { engineSetupFor, readTranscriptionConfig } from '../transcription.config';
import { chooseEnginesPerLanguage, engineForLanguage, parseEngineMap } from './engine-per-language';

describe(parseEngineMap.name, () => {
  it('should read language:engine pairs, and nothing from an unset variable', () => {
    expect(parseEngineMap('ar:openai, ur:openai,en:whisper')).toEqual({ ar: 'openai', ur: 'openai', en: 'whisper' });
    expect(parseEngineMap(undefined)).toEqual({});
  });

  it('should say what is wrong with an entry', () => {
    expect(parseEngineMap('ar=openai')).toBe("STT_ENGINES entry 'ar=openai' is not language:engine (for example ar:openai)");
    expect(parseEngineMap('fr:openai')).toBe("STT_ENGINES names language 'fr'; use en, ar, ur, other");
    expect(parseEngineMap('ar:vosk')).toBe("STT_ENGINES names engine 'vosk' for ar; use pocketsphinx, whisper, openai");
    expect(parseEngineMap('ar:openai,ar:whisper')).toBe('STT_ENGINES names ar twice');
  });
});

describe('an engine per lecture language', () => {
  let dir: string;
  const openai = { engine: 'openai' as const, apiKey: 'k', model: 'whisper-1' };
  const pocketsphinx = { engine: 'pocketsphinx' as const };

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'per-language-'));
    mkdirSync(join(dir, 'english'));
    writeRandomWhisperModel(join(dir, 'english', 'ggml-base.en.bin'), { ...TINY_TEST_DIMENSIONS, n_vocab: 51864 });
    mkdirSync(join(dir, 'multi', 'models'), { recursive: true });
    writeRandomWhisperModel(join(dir, 'multi', 'models', 'ggml-small.bin'));
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const request = (modelsDir: string) => ({ openai, modelsDir, gpu: 'none' as const, workers: 2 });

  it('should send Arabic to the OpenAI-compatible server and English to an English-only Whisper model', () => {
    const whisper = { engine: 'whisper' as const, model: 'base.en', modelPath: join(dir, 'english', 'ggml-base.en.bin'), multilingual: false, gpu: 'none' as const, contexts: 2 };
    const { byLanguage, problems } = chooseEnginesPerLanguage({ ar: 'openai', ur: 'openai', en: 'whisper' }, whisper, request(join(dir, 'english')));
    expect(problems).toEqual([]);
    // English is the default engine's already: only the others are listed, sharing one server.
    expect(byLanguage).toEqual({ ar: openai, ur: openai });
    expect(byLanguage.ar).toBe(byLanguage.ur);
    expect(engineForLanguage(whisper, byLanguage, 'ar')).toBe(openai);
    expect(engineForLanguage(whisper, byLanguage, 'en')).toBe(whisper);
    expect(engineForLanguage(whisper, byLanguage, null)).toBe(whisper);
    expect(engineForLanguage(whisper, byLanguage, 'other')).toBe(whisper);
  });

  it('should use a multilingual Whisper model for Arabic beside PocketSphinx for English', () => {
    const { byLanguage } = chooseEnginesPerLanguage({ ar: 'whisper', ur: 'whisper' }, pocketsphinx, request(join(dir, 'multi', 'models')));
    expect(byLanguage.ar).toMatchObject({ engine: 'whisper', model: 'small', multilingual: true, contexts: 2 });
    expect(byLanguage.ur).toBe(byLanguage.ar);
    expect(engineForLanguage(pocketsphinx, byLanguage, 'en')).toBe(pocketsphinx);
  });

  it('should refuse an engine this machine does not have, saying why', () => {
    expect(chooseEnginesPerLanguage({ ar: 'whisper' }, pocketsphinx, request(join(dir, 'none'))).problems).toEqual([
      `STT_ENGINES names whisper for ar but no Whisper model in ${join(dir, 'none')} (npm run models -- add small)`,
    ]);
    expect(chooseEnginesPerLanguage({ ar: 'openai' }, pocketsphinx, { ...request(dir), openai: undefined }).problems).toEqual(['STT_ENGINES names openai for ar but OPENAI_API_KEY is not set']);
  });

  it('should read STT_ENGINES from the environment, with the segment length each engine needs', () => {
    const env = new EnvReader({ STT_ENGINE: 'pocketsphinx', STT_ENGINES: 'ar:whisper,ur:openai', OPENAI_API_KEY: 'k', TRANSCRIPTION_WORKERS: '1' });
    const config = readTranscriptionConfig(env, join(dir, 'multi'));
    expect(() => env.done('transcription')).not.toThrow();
    expect(config.stt).toEqual({ engine: 'pocketsphinx' });
    expect(engineSetupFor(config, 'ar')).toMatchObject({ stt: { engine: 'whisper', model: 'small' }, maxSegmentSec: 30, leadInSec: 0 });
    expect(engineSetupFor(config, 'ur')).toMatchObject({ stt: { engine: 'openai', model: 'whisper-1' }, maxSegmentSec: 120, leadInSec: 0 });
    expect(engineSetupFor(config, 'en')).toMatchObject({ stt: { engine: 'pocketsphinx' }, maxSegmentSec: 120, leadInSec: 3 });
  });

  it('should stop the boot on an STT_ENGINES it cannot read', () => {
    const env = new EnvReader({ STT_ENGINES: 'arabic:whisper' });
    readTranscriptionConfig(env, join(dir, 'multi'));
    expect(() => env.done('transcription')).toThrow("transcription: invalid environment:\n  - STT_ENGINES names language 'arabic'; use en, ar, ur, other");
  });
});
