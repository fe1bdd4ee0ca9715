import { OpenAiTranscriptionEngine } from './openai-transcription.engine';
import { PocketsphinxEngine } from './pocketsphinx.engine';
import { SpeechToText } from './speech-to-text';
import type { VocabularyStore } from '../vocabulary/vocabulary-store';

export type SttConfig =
  | { engine: 'pocketsphinx'; command?: string }
  | { engine: 'openai'; baseURL?: string; apiKey: string; model: string };

export function createSpeechToText(config: SttConfig, vocabulary?: VocabularyStore): SpeechToText {
  switch (config.engine) {
    case 'pocketsphinx':
      return new PocketsphinxEngine({ command: config.command, vocabulary: vocabulary && (() => vocabulary.pocketsphinxFiles()) });
    case 'openai':
      return new OpenAiTranscriptionEngine({ baseURL: config.baseURL, apiKey: config.apiKey, model: config.model, glossary: vocabulary && (() => vocabulary.glossary()) });
  }
}
