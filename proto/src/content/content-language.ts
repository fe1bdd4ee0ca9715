/**
 * The language an item is spoken in. Staff choose it at upload or in the editor; when they
 * did not, the analysis's language detector fills it. 'other' is any further language.
 */
export const CONTENT_LANGUAGES = ['en', 'ar', 'ur', 'other'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

export const LANGUAGE_NAMES: Record<ContentLanguage, string> = {
  en: 'English',
  ar: 'Arabic',
  ur: 'Urdu',
  other: 'Other',
};

/** A detector's or engine's language code ('en', 'eng', 'ar-SA', 'arabic') as one of ours; null when unknown. */
export function contentLanguageOf(code: string | null | undefined): ContentLanguage | null {
  const c = code?.trim().toLowerCase();
  if (!c || c === 'und' || c === 'unknown') return null;
  if (/^(en|eng)(\b|[-_])|^english$/.test(c)) return 'en';
  if (/^(ar|ara)(\b|[-_])|^arabic$/.test(c)) return 'ar';
  if (/^(ur|urd)(\b|[-_])|^urdu$/.test(c)) return 'ur';
  return 'other';
}
