import { detectAll } from 'tinyld';

/** Fewer words than this cannot tell a language apart from its neighbours. */
export const MIN_DETECT_WORDS = 8;
/** The detector's best language must score at least this many times the next one's. */
export const MIN_DETECT_LEAD = 3;

export interface LanguageDecision {
  /** ISO 639-1 code; absent when neither the engine nor the text says it for sure: staff are asked. */
  language?: string;
  source: 'engine' | 'text' | 'none';
  /** The text detector's share of its two best scores (1 for the engine's word). */
  confidence: number;
}

/** Whisper's names of the languages a library of Islamic lectures meets (OpenAI answers names, whisper.cpp codes). */
const WHISPER_NAMES: Record<string, string> = {
  english: 'en', arabic: 'ar', urdu: 'ur', persian: 'fa', turkish: 'tr', french: 'fr', german: 'de', spanish: 'es',
  indonesian: 'id', malay: 'ms', bengali: 'bn', hindi: 'hi', somali: 'so', swahili: 'sw', hausa: 'ha', pashto: 'ps',
  punjabi: 'pa', sindhi: 'sd', tamil: 'ta', gujarati: 'gu', russian: 'ru', chinese: 'zh', bosnian: 'bs', albanian: 'sq',
  dutch: 'nl', italian: 'it', portuguese: 'pt', japanese: 'ja', korean: 'ko', yoruba: 'yo', uzbek: 'uz', kazakh: 'kk',
  azerbaijani: 'az', tajik: 'tg', turkmen: 'tk', kurdish: 'ku', malayalam: 'ml', telugu: 'te', kannada: 'kn', marathi: 'mr',
};

/** An engine's language ('english', 'en', 'ar-SA') as ISO 639-1; undefined when it is not one we can name. */
export function isoLanguageOf(engine: string | undefined): string | undefined {
  const name = engine?.trim().toLowerCase();
  if (!name) return undefined;
  const code = /^([a-z]{2})(?:[-_][a-z0-9]+)?$/.exec(name)?.[1];
  return code ?? WHISPER_NAMES[name];
}

/**
 * The lecture's language: the engine's where it reports one (Whisper hears it in the audio),
 * else the text detector's (tinyld) when the text is long enough and one language clearly leads
 * (a lecture half in Arabic, half in English, is not guessed). Otherwise none: staff choose.
 */
export function decideLanguage(text: string, engineLanguage?: string): LanguageDecision {
  const fromEngine = isoLanguageOf(engineLanguage);
  if (fromEngine) return { language: fromEngine, source: 'engine', confidence: 1 };
  const sample = text.slice(0, 5000);
  if (sample.trim().split(/\s+/).filter(Boolean).length < MIN_DETECT_WORDS) return { source: 'none', confidence: 0 };
  const [best, next] = detectAll(sample);
  if (!best) return { source: 'none', confidence: 0 };
  const confidence = Math.round((best.accuracy / (best.accuracy + (next?.accuracy ?? 0))) * 100) / 100;
  if (next && best.accuracy < MIN_DETECT_LEAD * next.accuracy) return { source: 'none', confidence };
  return { language: best.lang, source: 'text', confidence };
}
