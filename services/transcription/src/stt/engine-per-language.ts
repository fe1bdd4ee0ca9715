import { CONTENT_LANGUAGES, type ContentLanguage } from '@lectures/proto';
import { chooseSpeechEngine, type EngineRequest } from './engine-choice';
import type { SttConfig } from './speech-to-text.factory';

export type EngineKind = SttConfig['engine'];
const ENGINE_KINDS: readonly EngineKind[] = ['pocketsphinx', 'whisper', 'openai'];

/** STT_ENGINES as read: the engine named for each lecture language it lists. */
export type EngineMap = Partial<Record<ContentLanguage, EngineKind>>;

/** The engine each listed language uses; a language not listed (or none set) uses the default engine. */
export type EnginesByLanguage = Partial<Record<ContentLanguage, SttConfig>>;

/**
 * Reads `STT_ENGINES=ar:openai,ur:openai,en:whisper`: lecture language (en, ar, ur, other) to
 * engine (pocketsphinx, whisper, openai). Returns the problem in words when it cannot be read.
 */
export function parseEngineMap(value: string | undefined): EngineMap | string {
  const map: EngineMap = {};
  for (const entry of (value ?? '').split(',').map((e) => e.trim()).filter(Boolean)) {
    const [language, engine, ...rest] = entry.split(':').map((p) => p.trim());
    if (rest.length > 0 || !language || !engine) return `STT_ENGINES entry '${entry}' is not language:engine (for example ar:openai)`;
    if (!(CONTENT_LANGUAGES as readonly string[]).includes(language)) return `STT_ENGINES names language '${language}'; use ${CONTENT_LANGUAGES.join(', ')}`;
    if (!(ENGINE_KINDS as readonly string[]).includes(engine)) return `STT_ENGINES names engine '${engine}' for ${language}; use ${ENGINE_KINDS.join(', ')}`;
    if (map[language as ContentLanguage]) return `STT_ENGINES names ${language} twice`;
    map[language as ContentLanguage] = engine as EngineKind;
  }
  return map;
}

export interface EnginesPerLanguage {
  byLanguage: EnginesByLanguage;
  /** What stops the boot: an engine named that this machine does not have. */
  problems: string[];
}

/**
 * The engine for each language STT_ENGINES lists. The default engine (STT_ENGINE) is reused
 * when named again; the OpenAI-compatible engine needs OPENAI_API_KEY, whisper.cpp a usable
 * model in the models folder (WHISPER_MODEL's, else the most accurate present).
 */
export function chooseEnginesPerLanguage(map: EngineMap, fallback: SttConfig, request: Omit<EngineRequest, 'requested'>): EnginesPerLanguage {
  const byLanguage: EnginesByLanguage = {};
  const problems: string[] = [];
  const made = new Map<EngineKind, SttConfig>([[fallback.engine, fallback]]);
  for (const [language, kind] of Object.entries(map) as [ContentLanguage, EngineKind][]) {
    let stt = made.get(kind);
    if (!stt) {
      if (kind === 'openai' && !request.openai) {
        problems.push(`STT_ENGINES names openai for ${language} but OPENAI_API_KEY is not set`);
        continue;
      }
      const choice = chooseSpeechEngine({ ...request, requested: kind });
      if (choice.problem) {
        // The choice's note says what is missing (no usable model); its problem words it for STT_ENGINE.
        problems.push(`STT_ENGINES names ${kind} for ${language} but ${choice.notes.join('; ')}`);
        continue;
      }
      stt = choice.stt;
      made.set(kind, stt);
    }
    if (stt !== fallback) byLanguage[language] = stt;
  }
  return { byLanguage, problems };
}

/**
 * What a lecture in this language is transcribed with: the one STT_ENGINES names, else the default.
 * The one lookup for both an engine's configuration and the engine a worker made from it.
 */
export function engineForLanguage<T>(fallback: NoInfer<T>, byLanguage: Partial<Record<ContentLanguage, T>>, language: ContentLanguage | null): T {
  return (language && byLanguage[language]) || fallback;
}
