/** Injection tokens of the transcription service's adapters. */
export const SPEECH_TO_TEXT = Symbol('SPEECH_TO_TEXT');
export const ANALYSER = Symbol('ANALYSER');
export const MEDIA_STORE = Symbol('MEDIA_STORE');
export const VOCABULARY = Symbol('VOCABULARY');
