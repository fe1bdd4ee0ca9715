import { LANGUAGE_COOKIE, LANGUAGES, isLanguage, pickLanguage, type Language } from '@proto/i18n/languages';

const YEAR_SECONDS = 365 * 24 * 3600;

/** The language the visitor chose here before, if any. */
export function chosenLanguage(): Language | undefined {
  const match = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`).exec(document.cookie);
  const value = match ? decodeURIComponent(match[1] ?? '') : undefined;
  return isLanguage(value) ? value : undefined;
}

/** Keeps the choice for a year, where the server reads it too (the pages it renders speak it). */
export function keepLanguage(language: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax`;
}

/**
 * The language to start in: the one the server rendered the page in (the app must take it over
 * as it is), else the one chosen before, else the browser's preference.
 */
export function startingLanguage(): Language {
  const root = document.getElementById('root');
  const rendered = document.documentElement.lang;
  if (root?.firstElementChild && isLanguage(rendered)) return rendered;
  return chosenLanguage() ?? pickLanguage(navigator.languages ?? [navigator.language]);
}

/** The page says which language it is in and which way it reads. */
export function markDocument(language: Language): void {
  document.documentElement.lang = language;
  document.documentElement.dir = LANGUAGES[language].dir;
}
