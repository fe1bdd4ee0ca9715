import { mkdirSync, mkdtempSync, truncateSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TINY_TEST_DIMENSIONS, writeRandomWhisperModel } from '../../services/transcription/src/testing/ggml-whisper-model';

/** A models folder (for MODELS_DIR) holding a tiny multilingual random-weight ggml model, `ggml-test.bin`. */
export function modelsFolderWithTestModel(): string {
  const dir = path.join(mkdtempSync(path.join(tmpdir(), 'speech-models-')), 'models');
  mkdirSync(dir);
  writeRandomWhisperModel(path.join(dir, 'ggml-test.bin'));
  return dir;
}

/** An English-only model (an `.en` model's vocabulary), as `ggml-<name>.bin`. */
export function addEnglishOnlyModel(dir: string, name: string): void {
  writeRandomWhisperModel(path.join(dir, `ggml-${name}.bin`), { ...TINY_TEST_DIMENSIONS, n_vocab: 51864 });
}

/** A download cut short: a real model's first 100 KB, as `ggml-<name>.bin`. */
export function addTruncatedModel(dir: string, name: string): void {
  const file = path.join(dir, `ggml-${name}.bin`);
  writeRandomWhisperModel(file);
  truncateSync(file, 100_000);
}
