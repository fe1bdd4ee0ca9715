/**
 * The languages the interface is written in, read by the web app (its messages,
 * web/src/locales/<language>/) and by the gateway (the pages it renders). English is SPEC's
 * wording; every other language has the same messages (web/src/i18n/catalogue.spec.ts).
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

/** The tags of an Accept-Language header, most wanted first (by q, then by order); q=0 ones left out. */
export function acceptedLanguages(header: string): string[] {
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(/^\s*q=([\d.]+)/.exec(params.join(';'))?.[1] ?? 1);
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}
