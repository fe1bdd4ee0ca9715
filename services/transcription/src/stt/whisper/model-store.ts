import { existsSync, readdirSync, statSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { MODEL_PREFERENCE, WHISPER_MODELS, type WhisperModelName } from './whisper-models';

export interface StoredModel {
  /** The catalogue's name, or the file's name for a model staff put there themselves. */
  name: string;
  path: string;
  bytes: number;
}

/** Where the product keeps its models: DATA_DIR/models, or MODELS_DIR (a mounted volume). */
export function modelsDirOf(dataDir: string, modelsDir?: string): string {
  return resolve(modelsDir ?? join(dataDir, 'models'));
}

/** Every ggml file in the folder, the catalogue's first in order of preference. */
export function listStoredModels(dir: string): StoredModel[] {
  if (!existsSync(dir)) return [];
  const files = readdirSync(dir).filter((f) => /^ggml-.+\.bin$/.test(f) && !f.endsWith('.part'));
  const known = MODEL_PREFERENCE.filter((name) => files.includes(WHISPER_MODELS[name].file)).map((name) => WHISPER_MODELS[name].file);
  const others = files.filter((f) => !known.includes(f)).sort();
  return [...known, ...others].map((file) => {
    const catalogued = MODEL_PREFERENCE.find((name) => WHISPER_MODELS[name].file === file);
    const path = join(dir, file);
    return { name: catalogued ?? file.replace(/^ggml-|\.bin$/g, ''), path, bytes: statSync(path).size };
  });
}

/**
 * The model to use: the one named (a catalogue name, a file in the folder, or a path), else
 * the most accurate present; undefined when there is none.
 */
export function findModel(dir: string, wanted?: string): StoredModel | undefined {
  const stored = listStoredModels(dir);
  if (!wanted) return stored[0];
  const byName = stored.find((m) => m.name === wanted || m.path.endsWith(`/${wanted}`));
  if (byName) return byName;
  const path = isAbsolute(wanted) ? wanted : join(dir, wanted in WHISPER_MODELS ? WHISPER_MODELS[wanted as WhisperModelName].file : wanted);
  return { name: wanted, path, bytes: existsSync(path) ? statSync(path).size : 0 };
}
