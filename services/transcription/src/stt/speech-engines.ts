import type { ContentLanguage } from '@lectures/proto';
import { engineForLanguage } from './engine-per-language';
import type { SpeechToText } from './speech-to-text';

/**
 * The engines a worker transcribes with: the default one, and those STT_ENGINES names for
 * some lecture languages. Each engine is made once, however many languages use it.
 */
export class SpeechEngines {
  constructor(
    readonly fallback: SpeechToText,
    private readonly byLanguage: Partial<Record<ContentLanguage, SpeechToText>> = {},
  ) {}

  /** The engine for a lecture in this language (null: staff chose none). */
  for(language: ContentLanguage | null): SpeechToText {
    return engineForLanguage(this.fallback, this.byLanguage, language);
  }

  /** Frees what the engines hold (whisper.cpp's contexts) when the service stops. */
  async onModuleDestroy(): Promise<void> {
    const engines = new Set<SpeechToText>([this.fallback, ...Object.values(this.byLanguage)]);
    for (const engine of engines) await (engine as Partial<{ onModuleDestroy(): Promise<void> }>).onModuleDestroy?.();
  }
}
