import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeRandomWhisperModel } from '../testing/ggml-whisper-model';
import { chooseSpeechEngine, type EngineRequest } from './engine-choice';

describe(chooseSpeechEngine.name, () => {
  let dir: string;
  const openai = { engine: 'openai' as const, apiKey: 'k', model: 'whisper-1' };

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'choice-'));
    mkdirSync(join(dir, 'with'));
    writeRandomWhisperModel(join(dir, 'with', 'ggml-small.bin'));
    mkdirSync(join(dir, 'broken'));
    writeFileSync(join(dir, 'broken', 'ggml-small.bin'), 'not a model');
    mkdirSync(join(dir, 'mixed'));
    writeFileSync(join(dir, 'mixed', 'ggml-medium.bin'), 'not a model');
    writeRandomWhisperModel(join(dir, 'mixed', 'ggml-base.bin'));
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const choose = (overrides: Partial<EngineRequest>) => chooseSpeechEngine({ requested: 'auto', modelsDir: join(dir, 'with'), gpu: 'none', workers: 2, ...overrides });

  it('should prefer the OpenAI-compatible engine when it is configured', () => {
    expect(choose({ openai }).stt).toBe(openai);
  });

  it('should take whisper.cpp when a model is present, one context per worker', () => {
    expect(choose({}).stt).toMatchObject({ engine: 'whisper', model: 'small', multilingual: true, contexts: 2, gpu: 'none' });
  });

  it('should fall back to PocketSphinx without a model, quietly', () => {
    expect(choose({ modelsDir: join(dir, 'none') })).toEqual({ stt: { engine: 'pocketsphinx' }, notes: [] });
  });

  it('should pass over a corrupt model for the next one whisper.cpp can read, saying so', () => {
    const choice = choose({ modelsDir: join(dir, 'mixed') });
    expect(choice.stt).toMatchObject({ engine: 'whisper', model: 'base' });
    expect(choice.notes).toEqual([expect.stringMatching(/^ggml-medium.bin is not a usable whisper.cpp model: .+; using base$/)]);
  });

  it('should refuse a corrupt model with its reason and fall back to PocketSphinx', () => {
    const choice = choose({ modelsDir: join(dir, 'broken') });
    expect(choice.stt).toEqual({ engine: 'pocketsphinx' });
    expect(choice.notes).toEqual([expect.stringMatching(/^ggml-small.bin is not a usable whisper.cpp model: .+; using PocketSphinx \(English only\)$/)]);
  });

  it('should stop the boot when whisper is asked for by name and no model is usable', () => {
    expect(choose({ requested: 'whisper', modelsDir: join(dir, 'none') }).problem).toMatch(/^STT_ENGINE is whisper but no Whisper model in .+ \(npm run models -- add small\)$/);
  });

  it('should keep PocketSphinx when asked for it even with a model present', () => {
    expect(choose({ requested: 'pocketsphinx' }).stt).toEqual({ engine: 'pocketsphinx' });
  });
});
