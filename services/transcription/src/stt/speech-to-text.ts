/** One recognised word; times in seconds from the start of the audio given to the engine. */
export interface TimedWord {
  word: string;
  start: number;
  end: number;
}

export interface Transcription {
  text: string;
  words: TimedWord[];
}

/** A speech engine. Implementations must be safe to call concurrently. */
export interface SpeechToText {
  readonly name: string;
  /** `language`: the ISO 639-1 code of the speech when staff chose one; an engine that knows one language ignores it. */
  transcribe(wavPath: string, signal?: AbortSignal, language?: string): Promise<Transcription>;
}
