/**
 * One recognised word; times in seconds from the start of the audio given to the engine.
 * `conf`: how sure the engine was of it, 0-1 (PocketSphinx's posterior probability; Whisper's
 * word probability, or its segment's average token probability); absent when the engine gives none.
 */
export interface TimedWord {
  word: string;
  start: number;
  end: number;
  conf?: number;
}

export interface Transcription {
  text: string;
  words: TimedWord[];
  /** The language the engine says it heard (Whisper's `language`), as it names it; absent when it does not say. */
  language?: string;
}

/** A speech engine. Implementations must be safe to call concurrently. */
export interface SpeechToText {
  readonly name: string;
  /** `language`: the ISO 639-1 code of the speech when staff chose one; an engine that knows one language ignores it. */
  transcribe(wavPath: string, signal?: AbortSignal, language?: string): Promise<Transcription>;
}
