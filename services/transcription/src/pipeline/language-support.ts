import { LANGUAGE_NAMES, type ContentLanguage } from '@lectures/proto';
import type { SttConfig } from '../stt/speech-to-text.factory';

/**
 * Whether the configured engine transcribes speech in the language staff chose. PocketSphinx
 * and Whisper's `.en` models know English only; an OpenAI-compatible engine and a multilingual
 * Whisper model know them all. No choice: the engine transcribes as it always has.
 */
export function engineSpeaks(stt: SttConfig, language: ContentLanguage | null): boolean {
  if (language === null || language === 'en') return true;
  switch (stt.engine) {
    case 'openai':
      return true;
    case 'whisper':
      return stt.multilingual;
    case 'pocketsphinx':
      return false;
  }
}

/** What staff read when the item finishes without a transcript for want of an engine. */
export function noEngineMessage(language: ContentLanguage): string {
  const name = language === 'other' ? 'this language' : LANGUAGE_NAMES[language];
  return `No speech engine for ${name} is configured: the recording can be published without a transcript`;
}

/** The ISO 639-1 code an engine is told; none for 'other' or no choice (the engine detects it). */
export function speechLanguageCode(language: ContentLanguage | null): string | undefined {
  return language && language !== 'other' ? language : undefined;
}
