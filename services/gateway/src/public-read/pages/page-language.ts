import type { Request } from 'express';

/**
 * The languages the web app speaks and which way each reads (web/src/i18n/languages.ts, which
 * picks the same way in the browser).
 */
const LANGUAGES = { en: 'ltr', ar: 'rtl' } as const;
export type PageLanguage = keyof typeof LANGUAGES;

const isLanguage = (value: string | undefined): value is PageLanguage => value !== undefined && Object.prototype.hasOwnProperty.call(LANGUAGES, value);

/** The visitor's kept choice (the `lang` cookie), else the best of Accept-Language the app speaks, else English. */
export function pageLanguageOf(req: Pick<Request, 'headers'>): PageLanguage {
  const cookie = /(?:^|;\s*)lang=([^;]*)/.exec(req.headers.cookie ?? '')?.[1];
  if (isLanguage(cookie)) return cookie;
  const wanted = (req.headers['accept-language'] ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(/^\s*q=([\d.]+)/.exec(params.join(';'))?.[1] ?? 1);
      return { primary: tag.trim().toLowerCase().split('-')[0], q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return wanted.map((entry) => entry.primary).find(isLanguage) ?? 'en';
}

/** The page's root element in `language`: `<html lang="ar" dir="rtl">`. */
export function withPageLanguage(page: string, language: PageLanguage): string {
  return page.replace(/<html\b[^>]*>/, `<html lang="${language}" dir="${LANGUAGES[language]}">`);
}
