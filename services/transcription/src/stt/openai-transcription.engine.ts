import { createReadStream } from 'node:fs';
import OpenAI from 'openai';
import { SpeechToText, TimedWord, Transcription } from './speech-to-text';

export interface OpenAiTranscriptionOptions {
  baseURL?: string;
  apiKey: string;
  model: string;
  timeoutMs?: number;
  /** Retries inside the client for 429/5xx; the queue retries whole segments on top. */
  maxRetries?: number;
  /** Words Whisper should spell as staff do (the vocabulary's terms), sent as its prompt. */
  glossary?: () => string | undefined;
}

interface TimedSegment {
  start: number;
  end: number;
  text: string;
}

/**
 * Some Whisper servers answer with segment times only; spread each segment's words
 * over its span in proportion to their length so captions still follow the speech.
 */
export function wordsFromSegments(segments: TimedSegment[]): TimedWord[] {
  const words: TimedWord[] = [];
  for (const segment of segments) {
    const tokens = segment.text.trim().split(/\s+/).filter(Boolean);
    const letters = tokens.reduce((sum, t) => sum + t.length, 0) || 1;
    const span = Math.max(0, segment.end - segment.start);
    let at = segment.start;
    for (const token of tokens) {
      const length = (span * token.length) / letters;
      words.push({ word: token, start: round3(at), end: round3(at + length) });
      at += length;
    }
  }
  return words;
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;

/** Any OpenAI-compatible transcription endpoint: OpenAI itself, or a self-hosted Whisper server. */
export class OpenAiTranscriptionEngine implements SpeechToText {
  readonly name = 'openai';
  private readonly client: OpenAI;

  constructor(private readonly options: OpenAiTranscriptionOptions) {
    this.client = new OpenAI({
      apiKey: options.apiKey,
      baseURL: options.baseURL,
      timeout: options.timeoutMs ?? 5 * 60_000,
      maxRetries: options.maxRetries ?? 2,
    });
  }

  async transcribe(wavPath: string, signal?: AbortSignal, language?: string): Promise<Transcription> {
    const glossary = this.options.glossary?.();
    const result = await this.client.audio.transcriptions.create(
      {
        file: createReadStream(wavPath),
        model: this.options.model,
        response_format: 'verbose_json',
        timestamp_granularities: ['word', 'segment'],
        // Told the language, Whisper writes Arabic in Arabic script instead of guessing per segment.
        ...(language ? { language } : {}),
        // The terms in their written forms: Whisper follows a prompt's spellings. An English
        // glossary would pull another language (or Whisper's guess of it) towards English, so
        // only for a lecture staff said is in English.
        ...(glossary && language === 'en' ? { prompt: glossary } : {}),
      },
      { signal },
    );
    const text = (result.text ?? '').trim();
    const words =
      result.words && result.words.length > 0
        ? result.words.map((w) => ({ word: w.word.trim(), start: w.start, end: w.end }))
        : wordsFromSegments(result.segments ?? []);
    return { text, words };
  }
}
