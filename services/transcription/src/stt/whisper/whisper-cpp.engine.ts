import { cpus } from 'node:os';
import { Logger } from '@nestjs/common';
import { addNativeLogListener, initWhisper, toggleNativeLog, type TranscribeResult, type WhisperContext } from '@fugood/whisper.node';
import type { SpeechToText, TimedWord, Transcription } from '../speech-to-text';
import { wordsFromSegments } from '../openai-transcription.engine';
import type { WhisperGpu } from '../speech-to-text.factory';
import { ContextPool } from './context-pool';
import { readPcm16, SAMPLE_RATE } from './wav-pcm';
import { inspectWhisperModel } from './whisper-model-file';

export interface WhisperCppOptions {
  modelPath: string;
  /** Contexts at most (one per segment task this process runs at once). */
  contexts: number;
  gpu: WhisperGpu;
  /** CPU threads per context; by default the cores shared among the contexts. */
  threads?: number;
  /**
   * The longest a 30 s window may take before its context is given up (default 60 minutes: the
   * prebuilt CPU build is slow, see docs/transcription-engines.md; this only catches a run that
   * will never answer).
   */
  deadlineMs?: number;
  /** The terms in their written forms, given to Whisper as its initial prompt. */
  glossary?: () => string | undefined;
}

/** Whisper hears 30 s at a time and detects the language once per call: one call per 30 s. */
export const WINDOW_SEC = 30;
const BYTES_PER_SEC = SAMPLE_RATE * 2;

/** What Whisper writes for silence, music or noise: not words anyone said. */
const NOT_SPEECH = /^\s*[[(][^\])]*[\])]\s*$/;

const round3 = (n: number) => Math.round(n * 1000) / 1000;

class AbortedError extends Error {
  constructor() {
    super('transcription cancelled');
    this.name = 'AbortError';
  }
}

/**
 * Whisper in this process through whisper.cpp (@fugood/whisper.node): the model is loaded once
 * per context, and contexts are kept for the life of the worker and freed at shutdown.
 */
export class WhisperCppEngine implements SpeechToText {
  readonly name = 'whisper.cpp';
  private readonly logger = new Logger('WhisperCpp');
  private readonly pool: ContextPool<WhisperContext>;
  private readonly threads: number;
  private readonly deadlineMs: number;
  private logRouted = false;

  constructor(private readonly options: WhisperCppOptions) {
    this.threads = options.threads ?? Math.max(1, Math.floor(cpus().length / Math.max(1, options.contexts)));
    this.deadlineMs = options.deadlineMs ?? 60 * 60_000;
    this.pool = new ContextPool(Math.max(1, options.contexts), () => this.load(), (context) => context.release());
  }

  /** Contexts loaded now; never more than `contexts`. */
  get loadedContexts(): number {
    return this.pool.count;
  }

  private async load(): Promise<WhisperContext> {
    // Checked here too: the file may have changed since the engine was chosen.
    inspectWhisperModel(this.options.modelPath);
    if (!this.logRouted) {
      this.logRouted = true;
      await routeNativeLog(this.logger);
    }
    const gpu = this.options.gpu;
    return initWhisper({ filePath: this.options.modelPath, useGpu: gpu !== 'none' }, gpu === 'none' ? 'default' : gpu);
  }

  async transcribe(wavPath: string, signal?: AbortSignal, language?: string): Promise<Transcription> {
    if (signal?.aborted) throw new AbortedError();
    const pcm = await readPcm16(wavPath);
    const glossary = this.options.glossary?.();
    const context = await this.pool.acquire();
    // Whether the context's last native run ended (false: it stalled, and the context is dropped).
    let native: Promise<boolean> = Promise.resolve(true);
    try {
      const texts: string[] = [];
      const words: TimedWord[] = [];
      const heard = new Map<string, number>();
      for (let from = 0; from < pcm.length; from += WINDOW_SEC * BYTES_PER_SEC) {
        if (signal?.aborted) throw new AbortedError();
        const window = pcm.subarray(from, Math.min(pcm.length, from + WINDOW_SEC * BYTES_PER_SEC));
        const offset = from / BYTES_PER_SEC;
        const { promise } = context.transcribeData(toArrayBuffer(window), {
          // Told nothing, Whisper detects the language of each window: a lecture may open in Arabic.
          language: language ?? 'auto',
          maxThreads: this.threads,
          // As for the OpenAI engine: an English glossary would pull other languages towards English.
          ...(glossary && language === 'en' ? { prompt: glossary } : {}),
        });
        const answered = withDeadline(promise, this.deadlineMs);
        native = answered.then(
          () => true,
          (error) => !(error instanceof StalledError),
        );
        const result = await untilAborted(answered, signal);
        const said = result.segments
          .filter((s) => s.text.trim() && !NOT_SPEECH.test(s.text))
          .map((s) => ({ text: s.text.trim(), start: clamp(s.t0 / 1000, window.length / BYTES_PER_SEC), end: clamp(s.t1 / 1000, window.length / BYTES_PER_SEC) }));
        for (const w of wordsFromSegments(said)) words.push({ ...w, start: round3(w.start + offset), end: round3(w.end + offset) });
        texts.push(...said.map((s) => s.text));
        const count = said.reduce((n, s) => n + s.text.split(/\s+/).length, 0);
        if (result.language && count > 0) heard.set(result.language, (heard.get(result.language) ?? 0) + count);
      }
      const heardIn = [...heard.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? language;
      return { text: texts.join(' '), words: monotone(words), ...(heardIn ? { language: heardIn } : {}) };
    } finally {
      // The context goes back only when its native run has ended, even after an abort.
      void native.then((ended) => (ended ? this.pool.release(context) : this.pool.discard(context)));
    }
  }

  /** Frees the contexts when the worker shuts down (Nest calls this on the provider). */
  async onModuleDestroy(): Promise<void> {
    await this.pool.close();
    if (this.logRouted) await unrouteNativeLog();
    this.logRouted = false;
  }
}

/** The segment's times never run past its audio nor backwards (Whisper rounds to 10 ms). */
function clamp(seconds: number, length: number): number {
  return Math.min(Math.max(0, seconds), length);
}

function monotone(words: TimedWord[]): TimedWord[] {
  let last = 0;
  return words.map((w) => {
    const start = Math.max(w.start, last);
    const end = Math.max(w.end, start);
    last = end;
    return { ...w, start, end };
  });
}

function toArrayBuffer(bytes: Buffer): ArrayBuffer {
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}

/**
 * The caller is answered at once on abort, and the native run is left to end on its own: the
 * binding's stop() cannot interrupt whisper.cpp (it sets no abort callback) and, in 1.1.3, leaves
 * the run's promise unsettled for ever (its error path calls back with one argument where its
 * handler waits for two), so the context could never be known to be free again.
 */
function untilAborted(run: Promise<TranscribeResult>, signal?: AbortSignal): Promise<TranscribeResult> {
  if (!signal) return run;
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(new AbortedError());
    signal.addEventListener('abort', onAbort, { once: true });
    run.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** A run whose promise never settles (the binding's error path, above) must not hold its worker for ever. */
function withDeadline<T>(run: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new StalledError(ms)), ms);
    timer.unref();
    run.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

class StalledError extends Error {
  constructor(ms: number) {
    super(`whisper.cpp gave no answer within ${Math.round(ms / 1000)} s`);
    this.name = 'StalledError';
  }
}

let nativeLogUsers = 0;
let nativeLogListening = false;

/**
 * whisper.cpp's own log goes to ours (its warnings and errors; the rest is load chatter) instead
 * of stderr. The binding's log hook keeps the event loop alive, so it is switched off again
 * when the last engine closes, or the process would never exit.
 */
async function routeNativeLog(logger: Logger): Promise<void> {
  nativeLogUsers++;
  if (nativeLogUsers > 1) return;
  if (!nativeLogListening) {
    nativeLogListening = true;
    addNativeLogListener((level, text) => {
      if (level === 'error' || level === 'warn') logger.warn(text.trim());
    });
  }
  await toggleNativeLog(true);
}

async function unrouteNativeLog(): Promise<void> {
  nativeLogUsers = Math.max(0, nativeLogUsers - 1);
  if (nativeLogUsers === 0) await toggleNativeLog(false);
}
