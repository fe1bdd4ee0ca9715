import { availableParallelism, hostname } from 'node:os';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { EnvReader } from '@lectures/platform';
import type { ContentLanguage } from '@lectures/proto';
import { readStorageConfig, type StorageConfig } from '@lectures/object-store';
import type { AnalyserConfig } from './analysis/analyser.factory';
import type { SttConfig } from './stt/speech-to-text.factory';
import { chooseSpeechEngine } from './stt/engine-choice';
import { chooseEnginesPerLanguage, engineForLanguage, parseEngineMap, type EnginesByLanguage } from './stt/engine-per-language';
import { modelsDirOf } from './stt/whisper/model-store';

export interface TranscriptionConfig {
  stt: SttConfig;
  /** STT_ENGINES: the engine for lectures in each language it lists; others use `stt`. */
  sttByLanguage: EnginesByLanguage;
  /** Why the engine is not the one expected (a refused model file), logged at boot. */
  sttNotes: string[];
  /** Where Whisper models are kept (`npm run models`), DATA_DIR/models unless MODELS_DIR says. */
  modelsDir: string;
  analyser: AnalyserConfig;
  /** Segment tasks this process runs at once (its prefetch on the segment queue). */
  workers: number;
  /** The store media-storage writes, read here only. */
  media: StorageConfig;
  /** The longest segment with the default engine; the plan shares a recording equally among the workers below it. */
  maxSegmentSec: number;
  /**
   * Audio before each segment the engine hears first and whose words are then dropped, so it
   * has adapted when the segment begins (PocketSphinx); 0 for engines that need none.
   */
  leadInSec: number;
  /** Scratch space for working copies and segment audio. */
  workDir: string;
  /** Staff's own terms for the offline engine (islamic-terms.txt's format), read on every change. */
  vocabularyFile?: string;
  /** Names this process in segment rows and logs. */
  workerName: string;
}

/**
 * Measured with bench/transcribe-10min.mjs (see bench/README.md): with segments shared equally
 * among the workers, 3 s gave a word error rate no worse than the bare engine's at 1.75, 2.5, 5
 * and 10 minutes; 2 s was worse at 1.75 minutes, 5 s no better and slower.
 */
const LEAD_IN_SEC = 3;

/** Reads the transcription service's environment; problems are collected by the reader. */
export function readTranscriptionConfig(env: EnvReader, dataDir: string): TranscriptionConfig {
  const requested = env.oneOf('STT_ENGINE', ['auto', 'pocketsphinx', 'openai', 'whisper'] as const, 'auto');
  const baseURL = env.url('OPENAI_BASE_URL', ['http', 'https']);
  const apiKey = env.string('OPENAI_API_KEY');
  const transcribeModel = env.string('OPENAI_TRANSCRIBE_MODEL');
  // Configured: asked for by name, or (auto) a transcription model named beside a key; a key
  // alone may be there for the chat model only.
  const openai =
    requested === 'openai'
      ? { engine: 'openai' as const, baseURL, apiKey: env.required('OPENAI_API_KEY', 'when STT_ENGINE is openai'), model: transcribeModel ?? 'whisper-1' }
      : requested === 'auto' && apiKey && transcribeModel
        ? { engine: 'openai' as const, baseURL, apiKey, model: transcribeModel }
        : undefined;
  const workers = env.int('TRANSCRIPTION_WORKERS', availableParallelism(), 1, 64);
  const modelsDir = modelsDirOf(dataDir, env.string('MODELS_DIR'));
  const engineRequest = {
    modelsDir,
    whisperModel: env.string('WHISPER_MODEL'),
    gpu: env.oneOf('WHISPER_GPU', ['none', 'cuda', 'vulkan'] as const, 'none'),
    workers,
  };
  const choice = chooseSpeechEngine({ requested, openai, ...engineRequest });
  if (choice.problem) env.fail(choice.problem);
  const stt = choice.stt;
  const map = parseEngineMap(env.string('STT_ENGINES'));
  if (typeof map === 'string') env.fail(map);
  // Named for a language, the OpenAI-compatible engine needs only its key (the model defaults to whisper-1).
  const openaiForLanguages = openai ?? (apiKey ? { engine: 'openai' as const, baseURL, apiKey, model: transcribeModel ?? 'whisper-1' } : undefined);
  const perLanguage = chooseEnginesPerLanguage(typeof map === 'string' ? {} : map, stt, { openai: openaiForLanguages, ...engineRequest });
  for (const problem of perLanguage.problems) env.fail(problem);
  return {
    stt,
    sttByLanguage: perLanguage.byLanguage,
    sttNotes: choice.notes,
    modelsDir,
    // The chat model may live on another server than the speech model (an in-cluster
    // Whisper server beside Ollama or vLLM): its own URL and key, else the shared ones.
    analyser: {
      baseURL: env.url('OPENAI_CHAT_BASE_URL', ['http', 'https']) ?? baseURL,
      apiKey: env.string('OPENAI_CHAT_API_KEY') ?? apiKey,
      chatModel: env.string('OPENAI_CHAT_MODEL'),
    },
    workers,
    media: readStorageConfig(env, { embedded: false, dataDir, readOnly: true }),
    ...segmentLimitsOf(stt),
    workDir: resolve(env.string('TRANSCRIPTION_WORK_DIR', resolve(dataDir, 'transcription-work'))),
    // Staff's terms: the file named, else vocabulary.txt in the data folder when there is one.
    vocabularyFile: env.string('VOCABULARY_FILE') ?? (existsSync(resolve(dataDir, 'vocabulary.txt')) ? resolve(dataDir, 'vocabulary.txt') : undefined),
    workerName: `${hostname()}:${process.pid}`,
  };
}

/**
 * Segment length and lead-in suited to an engine. Whisper detects the language once per call:
 * a call per 30 s window detects it per segment. PocketSphinx adapts over a lead-in.
 */
export function segmentLimitsOf(stt: SttConfig): { maxSegmentSec: number; leadInSec: number } {
  return { maxSegmentSec: stt.engine === 'whisper' ? 30 : 120, leadInSec: stt.engine === 'pocketsphinx' ? LEAD_IN_SEC : 0 };
}

/** The engine for a lecture in this language, with its segment length and lead-in (the default engine's as configured). */
export function engineSetupFor(config: TranscriptionConfig, language: ContentLanguage | null): { stt: SttConfig; maxSegmentSec: number; leadInSec: number } {
  const stt = engineForLanguage(config.stt, config.sttByLanguage ?? {}, language);
  return stt === config.stt ? { stt, maxSegmentSec: config.maxSegmentSec, leadInSec: config.leadInSec } : { stt, ...segmentLimitsOf(stt) };
}
