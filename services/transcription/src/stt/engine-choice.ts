import { findModel, listStoredModels } from './whisper/model-store';
import { inspectWhisperModel, ModelFileError } from './whisper/whisper-model-file';
import type { SttConfig, WhisperGpu } from './speech-to-text.factory';

export interface EngineRequest {
  /** STT_ENGINE: 'auto' picks the best engine this machine has. */
  requested: 'auto' | 'pocketsphinx' | 'openai' | 'whisper';
  /** The OpenAI-compatible engine, when its variables are set. */
  openai?: Extract<SttConfig, { engine: 'openai' }>;
  modelsDir: string;
  /** WHISPER_MODEL: a catalogue name, a file in the models folder or a path. */
  whisperModel?: string;
  gpu: WhisperGpu;
  /** Segment tasks run at once: one whisper.cpp context each. */
  workers: number;
}

export interface EngineChoice {
  stt: SttConfig;
  /** Why the engine is not the one asked for or expected (a missing or refused model), for the log. */
  notes: string[];
  /** A problem that must stop the boot (STT_ENGINE=whisper without a usable model). */
  problem?: string;
}

/**
 * OpenAI-compatible when configured, else whisper.cpp when a usable model is present, else
 * PocketSphinx (English only). A model that is corrupt or of another format is refused with
 * its reason, and the next engine is used.
 */
export function chooseSpeechEngine(request: EngineRequest): EngineChoice {
  if (request.requested === 'openai' && request.openai) return { stt: request.openai, notes: [] };
  if (request.requested === 'auto' && request.openai) return { stt: request.openai, notes: [] };
  if (request.requested === 'pocketsphinx') return { stt: { engine: 'pocketsphinx' }, notes: [] };
  const fallback = (note: string): EngineChoice =>
    request.requested === 'whisper'
      ? { stt: { engine: 'pocketsphinx' }, notes: [note], problem: `STT_ENGINE is whisper but ${note}` }
      : // A refused model is worth a warning even when nobody named it.
        { stt: { engine: 'pocketsphinx' }, notes: [`${note}; using PocketSphinx (English only)`] };
  // Named: that model or none. Unnamed: the most accurate one whisper.cpp can read, a refused one passed over.
  const candidates = request.whisperModel ? [findModel(request.modelsDir, request.whisperModel)].filter((m) => !!m) : listStoredModels(request.modelsDir);
  if (candidates.length === 0) {
    const note = `no Whisper model in ${request.modelsDir} (npm run models -- add small)`;
    return request.whisperModel || request.requested === 'whisper' ? fallback(note) : { stt: { engine: 'pocketsphinx' }, notes: [] };
  }
  const refused: string[] = [];
  for (const model of candidates) {
    try {
      const facts = inspectWhisperModel(model.path);
      return {
        stt: { engine: 'whisper', model: model.name, modelPath: model.path, multilingual: facts.multilingual, gpu: request.gpu, contexts: request.workers },
        notes: refused.map((reason) => `${reason}; using ${model.name}`),
      };
    } catch (error) {
      if (!(error instanceof ModelFileError)) throw error;
      refused.push(error.message);
    }
  }
  return fallback(refused.join('; '));
}
