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
  /** verbose_json: the mean log-probability of the segment's tokens, and the chance it holds no speech at all. */
  avg_logprob?: number;
  no_speech_prob?: number;
}

/** verbose_json's word; `probability` is not in OpenAI's answer, but whisper.cpp's and faster-whisper's servers give it. */
interface VerboseWord {
  word: string;
  start: number;
  end: number;
  probability?: number;
}

const finite = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);
const round3 = (n: number) => Math.round(n * 1000) / 1000;

/**
 * How sure Whisper was of a segment's words, 0-1: its mean token probability (e^avg_logprob) times
 * the chance it is speech at all (1 - no_speech_prob: Whisper writes words into silence and noise
 * when that is high). Undefined when the server reports neither.
 */
export function segmentConfidence(segment: Pick<TimedSegment, 'avg_logprob' | 'no_speech_prob'>): number | undefined {
  if (!finite(segment.avg_logprob) && !finite(segment.no_speech_prob)) return undefined;
  const tokens = finite(segment.avg_logprob) ? Math.exp(Math.min(0, segment.avg_logprob)) : 1;
  const speech = finite(segment.no_speech_prob) ? 1 - Math.min(1, Math.max(0, segment.no_speech_prob)) : 1;
  return round3(tokens * speech);
}

/** A word's confidence: its own probability where the server gives one, else its segment's; both weighed by the segment's chance of being speech. */
function wordConfidence(word: VerboseWord, segments: TimedSegment[]): number | undefined {
  const middle = (word.start + word.end) / 2;
  const segment = segments.find((s) => middle >= s.start && middle <= s.end);
  if (finite(word.probability)) {
    const speech = segment && finite(segment.no_speech_prob) ? 1 - Math.min(1, Math.max(0, segment.no_speech_prob)) : 1;
    return round3(Math.min(1, Math.max(0, word.probability)) * speech);
  }
  return segment ? segmentConfidence(segment) : undefined;
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
    const conf = segmentConfidence(segment);
    for (const token of tokens) {
      const length = (span * token.length) / letters;
      words.push({ word: token, start: round3(at), end: round3(at + length), ...(conf !== undefined ? { conf } : {}) });
      at += length;
    }
  }
  return words;
}

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
    const segments: TimedSegment[] = result.segments ?? [];
    const heard = (result.words ?? []) as VerboseWord[];
    const words =
      heard.length > 0
        ? heard.map((w) => {
            const conf = wordConfidence(w, segments);
            return { word: w.word.trim(), start: w.start, end: w.end, ...(conf !== undefined ? { conf } : {}) };
          })
        : wordsFromSegments(segments);
    const heardIn = typeof result.language === 'string' && result.language.trim() ? result.language.trim() : undefined;
    return { text, words, ...(heardIn ? { language: heardIn } : {}) };
  }
}
