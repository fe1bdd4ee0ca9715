import { basename } from 'node:path';
import { CONTENT_LANGUAGES, type SpeechEngineReport, type SpeechEnginesReport, type SpeechModelReport } from '@lectures/proto';
import { engineSpeaks } from '../pipeline/language-support';
import type { SttConfig } from './speech-to-text.factory';
import { listStoredModels } from './whisper/model-store';
import { inspectWhisperModel, ModelFileError } from './whisper/whisper-model-file';

export interface EnginesReportInput {
  stt: SttConfig;
  /** STT_ENGINES' engines: in use too, for the languages they were given. */
  sttByLanguage?: Partial<Record<string, SttConfig>>;
  sttNotes: string[];
  modelsDir: string;
  workers: number;
  workerName: string;
}

/**
 * What this worker transcribes with and what else it has: the engine chosen at boot, the models
 * folder as it is now (each file walked as whisper.cpp reads it, a refused one with its reason),
 * and the lecture languages each engine hears. The OpenAI-compatible engine is named by its
 * model only: its key never leaves the service.
 */
export function speechEnginesReport(input: EnginesReportInput): SpeechEnginesReport {
  const models = listStoredModels(input.modelsDir).map((stored): SpeechModelReport => {
    const inUse = [input.stt, ...Object.values(input.sttByLanguage ?? {})].some((stt) => stt?.engine === 'whisper' && stt.modelPath === stored.path);
    const base = { name: stored.name, file: basename(stored.path), bytes: stored.bytes, inUse };
    try {
      return { ...base, multilingual: inspectWhisperModel(stored.path).multilingual, refused: null };
    } catch (error) {
      if (!(error instanceof ModelFileError)) throw error;
      return { ...base, multilingual: null, refused: error.message };
    }
  });
  const used = [input.stt, ...Object.values(input.sttByLanguage ?? {}).filter((stt): stt is SttConfig => !!stt && stt !== input.stt)];
  const engines: SpeechEngineReport[] = [...new Set(used)].map((stt) => engineOf(stt, true));
  const has = (kind: SttConfig['engine']) => engines.some((e) => e.kind === kind);
  // A usable model not in use (an OpenAI-compatible server is configured, or the model came after boot).
  const usable = models.find((m) => m.refused === null);
  if (!has('whisper') && usable) {
    engines.push(engineOf({ engine: 'whisper', model: usable.name, modelPath: usable.file, multilingual: usable.multilingual === true, gpu: 'none', contexts: 1 }, false));
  }
  // PocketSphinx is in every image: the engine the others fall back to.
  if (!has('pocketsphinx')) engines.push(engineOf({ engine: 'pocketsphinx' }, false));
  return { worker: input.workerName, workerSlots: input.workers, engines, models, notes: input.sttNotes };
}

function engineOf(stt: SttConfig, inUse: boolean): SpeechEngineReport {
  const model = stt.engine === 'pocketsphinx' ? null : stt.model;
  return { kind: stt.engine, model, languages: CONTENT_LANGUAGES.filter((language) => engineSpeaks(stt, language)), inUse };
}
