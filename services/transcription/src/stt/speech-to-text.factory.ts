import { OpenAiTranscriptionEngine } from './openai-transcription.engine';
import { PocketsphinxEngine } from './pocketsphinx.engine';
import { SpeechToText } from './speech-to-text';
import { WhisperCppEngine } from './whisper/whisper-cpp.engine';
import type { VocabularyStore } from '../vocabulary/vocabulary-store';

/** whisper.cpp's backend: the CPU, or the binding's CUDA or Vulkan build where the node has a GPU. */
export type WhisperGpu = 'none' | 'cuda' | 'vulkan';

export type SttConfig =
  | { engine: 'pocketsphinx'; command?: string }
  | { engine: 'openai'; baseURL?: string; apiKey: string; model: string }
  | { engine: 'whisper'; model: string; modelPath: string; multilingual: boolean; gpu: WhisperGpu; contexts: number };

export function createSpeechToText(config: SttConfig, vocabulary?: VocabularyStore): SpeechToText {
  switch (config.engine) {
    case 'pocketsphinx':
      return new PocketsphinxEngine({ command: config.command, vocabulary: vocabulary && (() => vocabulary.pocketsphinxFiles()) });
    case 'openai':
      return new OpenAiTranscriptionEngine({ baseURL: config.baseURL, apiKey: config.apiKey, model: config.model, glossary: vocabulary && (() => vocabulary.glossary()) });
    case 'whisper':
      return new WhisperCppEngine({
        modelPath: config.modelPath,
        contexts: config.contexts,
        gpu: config.gpu,
        glossary: vocabulary && (() => vocabulary.glossary()),
      });
  }
}
