import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeRandomWhisperModel } from '../../testing/ggml-whisper-model';
import { writeToneWav } from '../../testing/tone-wav';
import { joinSegments } from '../../pipeline/timed-transcript';
import type { TimedWord } from '../speech-to-text';
import { WhisperCppEngine } from './whisper-cpp.engine';
import { ModelFileError } from './whisper-model-file';

jest.setTimeout(120_000);

/** Times are within the audio and never go backwards. */
function expectTimed(words: TimedWord[], from: number, to: number): void {
  let last = from;
  for (const w of words) {
    expect(w.start).toBeGreaterThanOrEqual(last);
    expect(w.end).toBeGreaterThanOrEqual(w.start);
    expect(w.end).toBeLessThanOrEqual(to);
    last = w.start;
  }
}

describe(WhisperCppEngine.name, () => {
  let dir: string;
  let model: string;
  let long: string;
  let short: string;
  const engines: WhisperCppEngine[] = [];

  function engine(contexts = 1, modelPath = model): WhisperCppEngine {
    const made = new WhisperCppEngine({ modelPath, contexts, gpu: 'none', threads: 1, glossary: () => 'Glossary: Bukhari, Surah Al-Baqarah.' });
    engines.push(made);
    return made;
  }

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'whisper-engine-'));
    model = join(dir, 'ggml-test.bin');
    writeRandomWhisperModel(model);
    long = join(dir, 'long.wav');
    writeToneWav(long, 42);
    short = join(dir, 'short.wav');
    writeToneWav(short, 6);
  });

  afterAll(async () => {
    for (const e of engines) await e.onModuleDestroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('should transcribe 16 kHz audio in 30 s windows, each with the language it detected, times within the audio', async () => {
    const result = await engine().transcribe(long);
    // Random weights say gibberish: the structure is what can be checked.
    expect(typeof result.text).toBe('string');
    expect(result.language).toMatch(/^[a-z]{2,3}$/);
    expect(result.words.length).toBeGreaterThan(0);
    expectTimed(result.words, 0, 42);
    expect(result.words.map((w) => w.word).join(' ')).toBe(result.text.split(/\s+/).filter(Boolean).join(' '));
  });

  it('should map a segment’s word times to lecture time when segments are joined', async () => {
    const stt = engine();
    const first = await stt.transcribe(short, undefined, 'en');
    const second = await stt.transcribe(short, undefined, 'en');
    expect(first.language).toBe('en');
    const joined = joinSegments([
      { startSec: 0, ...first },
      { startSec: 30, ...second },
    ]);
    expectTimed(joined.words, 0, 36);
    const later = joined.words.slice(first.words.length);
    expect(later.length).toBeGreaterThan(0);
    expectTimed(later, 30, 36);
  });

  it('should stop at once when cancelled and keep its context usable', async () => {
    const stt = engine();
    await stt.transcribe(short); // loaded
    const controller = new AbortController();
    const running = stt.transcribe(long, controller.signal);
    setTimeout(() => controller.abort(), 200);
    // The caller is answered at once; the native run ends on its own and its context is then free.
    const started = Date.now();
    await expect(running).rejects.toMatchObject({ name: 'AbortError' });
    expect(Date.now() - started).toBeLessThan(1000);
    const after = await stt.transcribe(short);
    expectTimed(after.words, 0, 6);
    expect(stt.loadedContexts).toBe(1);
  });

  it('should refuse an already cancelled request without touching the model', async () => {
    const controller = new AbortController();
    controller.abort();
    const stt = engine();
    await expect(stt.transcribe(short, controller.signal)).rejects.toMatchObject({ name: 'AbortError' });
    expect(stt.loadedContexts).toBe(0);
  });

  it('should keep at most one context per worker however many segments come at once', async () => {
    const stt = engine(2);
    const results = await Promise.all(Array.from({ length: 5 }, () => stt.transcribe(short)));
    expect(results).toHaveLength(5);
    expect(stt.loadedContexts).toBe(2);
  });

  it('should refuse a corrupt model with the reason, before whisper.cpp reads it', async () => {
    const bad = join(dir, 'ggml-bad.bin');
    writeFileSync(bad, Buffer.from('PK\u0003\u0004 a zip file, not a model'));
    await expect(engine(1, bad).transcribe(short)).rejects.toThrow(ModelFileError);
    await expect(engine(1, bad).transcribe(short)).rejects.toThrow(/ggml-bad\.bin is not a usable whisper.cpp model: wrong magic/);
  });
});
