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
  transcribe(wavPath: string, signal?: AbortSignal): Promise<Transcription>;
}
