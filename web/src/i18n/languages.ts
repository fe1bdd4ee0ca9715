/**
 * The languages the interface is written in. English is SPEC's wording; every other language
 * has the same messages (web/src/locales/<language>/, checked by catalogue.spec.ts).
 * The gateway picks the same way for the pages it renders (services/gateway/src/public-read/pages/page-language.ts).
 */
export const LANGUAGES = {
  en: { name: 'English', dir: 'ltr', locale: 'en-US' },
  // Arabic words and order, with the digits the player's clock and most Arabic sites use.
  ar: { name: 'العربية', dir: 'rtl', locale: 'ar-u-nu-latn' },
} as const;

export type Language = keyof typeof LANGUAGES;

export const DEFAULT_LANGUAGE: Language = 'en';

/** Kept choice: a cookie, which the server reads too, to render pages in it. */
export const LANGUAGE_COOKIE = 'lang';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(LANGUAGES, value);
}

/** The first of `preferences` (BCP 47 tags, most wanted first) the interface has, else English. */
export function pickLanguage(preferences: readonly string[]): Language {
  for (const tag of preferences) {
    const primary = tag.trim().toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}
