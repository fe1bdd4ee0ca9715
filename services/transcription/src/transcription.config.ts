import { availableParallelism, hostname } from 'node:os';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { EnvReader } from '@lectures/platform';
import { readStorageConfig, type StorageConfig } from '@lectures/object-store';
import type { AnalyserConfig } from './analysis/analyser.factory';
import type { SttConfig } from './stt/speech-to-text.factory';

export interface TranscriptionConfig {
  stt: SttConfig;
  analyser: AnalyserConfig;
  /** Segment tasks this process runs at once (its prefetch on the segment queue). */
  workers: number;
  /** The store media-storage writes, read here only. */
  media: StorageConfig;
  /** The longest segment; the plan shares a recording equally among the workers below it. */
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
  const engine = env.oneOf('STT_ENGINE', ['pocketsphinx', 'openai'] as const, 'pocketsphinx');
  const baseURL = env.url('OPENAI_BASE_URL', ['http', 'https']);
  const apiKey = env.string('OPENAI_API_KEY');
  const stt: SttConfig =
    engine === 'openai'
      ? {
          engine,
          baseURL,
          apiKey: env.required('OPENAI_API_KEY', 'when STT_ENGINE is openai'),
          model: env.string('OPENAI_TRANSCRIBE_MODEL', 'whisper-1'),
        }
      : { engine };
  return {
    stt,
    // The chat model may live on another server than the speech model (an in-cluster
    // Whisper server beside Ollama or vLLM): its own URL and key, else the shared ones.
    analyser: {
      baseURL: env.url('OPENAI_CHAT_BASE_URL', ['http', 'https']) ?? baseURL,
      apiKey: env.string('OPENAI_CHAT_API_KEY') ?? apiKey,
      chatModel: env.string('OPENAI_CHAT_MODEL'),
    },
    workers: env.int('TRANSCRIPTION_WORKERS', availableParallelism(), 1, 64),
    media: readStorageConfig(env, { embedded: false, dataDir, readOnly: true }),
    maxSegmentSec: 120,
    leadInSec: engine === 'pocketsphinx' ? LEAD_IN_SEC : 0,
    workDir: resolve(env.string('TRANSCRIPTION_WORK_DIR', resolve(dataDir, 'transcription-work'))),
    // Staff's terms: the file named, else vocabulary.txt in the data folder when there is one.
    vocabularyFile: env.string('VOCABULARY_FILE') ?? (existsSync(resolve(dataDir, 'vocabulary.txt')) ? resolve(dataDir, 'vocabulary.txt') : undefined),
    workerName: `${hostname()}:${process.pid}`,
  };
}
