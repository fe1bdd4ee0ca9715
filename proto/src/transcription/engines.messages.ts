import type { ContentLanguage } from '../content/content-language';

/** What the transcription service can hear with, asked by the admin settings (issue 27). */
export class SpeechEnginesRequest {}

export type SpeechEngineKind = 'pocketsphinx' | 'whisper' | 'openai';

export interface SpeechEngineReport {
  kind: SpeechEngineKind;
  /** whisper.cpp: the model's name; OpenAI-compatible: the server's model name (never its key); PocketSphinx: null. */
  model: string | null;
  /** The lecture languages it transcribes ('other': any further language Whisper knows). */
  languages: ContentLanguage[];
  /** The engine this worker transcribes with. */
  inUse: boolean;
}

export interface SpeechModelReport {
  /** The catalogue's name (small), or the file's for a model staff put there themselves. */
  name: string;
  file: string;
  bytes: number;
  /** null when the file was refused. */
  multilingual: boolean | null;
  /** Why whisper.cpp cannot use it (a wrong format, a truncated download); null when usable. */
  refused: string | null;
  /** The model this worker transcribes with. */
  inUse: boolean;
}

export interface SpeechEnginesReport {
  /** The worker that answered (host:pid); the workers of one deployment share their settings and models. */
  worker: string;
  /** Segments this worker transcribes at once. */
  workerSlots: number;
  /** Every engine this worker could use, the one in use first. */
  engines: SpeechEngineReport[];
  /** Every ggml file in the models folder, read when asked. */
  models: SpeechModelReport[];
  /** Why the engine is not the one expected (a refused model), as logged at boot. */
  notes: string[];
}
