import type { Request } from 'express';
import { LANGUAGE_COOKIE, LANGUAGES, acceptedLanguages, isLanguage, pickLanguage, type Language } from '@lectures/proto';

/** A language of the pages the server renders: one of the web app's (proto/src/i18n/languages.ts). */
export type PageLanguage = Language;

const COOKIE = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`);

/** The visitor's kept choice (the `lang` cookie), else the best of Accept-Language the app speaks, else English. */
export function pageLanguageOf(req: Pick<Request, 'headers'>): PageLanguage {
  const cookie = COOKIE.exec(req.headers.cookie ?? '')?.[1];
  if (isLanguage(cookie)) return cookie;
  return pickLanguage(acceptedLanguages(req.headers['accept-language'] ?? ''));
}

/** The page's root element in `language`: `<html lang="ar" dir="rtl">`. */
export function withPageLanguage(page: string, language: PageLanguage): string {
  return page.replace(/<html\b[^>]*>/, `<html lang="${language}" dir="${LANGUAGES[language].dir}">`);
}

/** What the request says of the visitor's browser (web/src/app/server-entry.tsx). */
export interface VisitorHints {
  saveData: boolean;
}

/** The Save-Data client hint: the page fetches nothing ahead (the serving code varies on the header). */
export function visitorHints(req: Pick<Request, 'headers'>): VisitorHints {
  const hint: unknown = req.headers['save-data'];
  return { saveData: typeof hint === 'string' && hint.trim().toLowerCase() === 'on' };
}

/** The key a page sent to `req` is replayed under (see answerPublishedEarly): its URL in the visitor's language, and with Save-Data. */
export function pageReplayKey(req: Pick<Request, 'headers'>, url: string): string {
  return `${pageLanguageOf(req)}${visitorHints(req).saveData ? ' save-data' : ''} ${url}`;
}
