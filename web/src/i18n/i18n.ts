import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type allMessages from '@/locales/en';
import englishSite from '@/locales/en/site';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@proto/i18n/languages';
import { NAMESPACES } from './namespaces';

/**
 * The app's one i18next instance. English for the public site is part of the app's code (SPEC's
 * wording, and what any message missing elsewhere falls back to); the rest is fetched when needed
 * (load-language.ts), or given at once by the server bundle, which has it all.
 */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: Object.keys(LANGUAGES),
  ns: [...NAMESPACES],
  defaultNS: 'common',
  resources: { en: englishSite },
  // Messages load with the code: nothing to wait for.
  initAsync: false,
  // React escapes what it renders.
  interpolation: { escapeValue: false },
  returnNull: false,
  react: { useSuspense: false },
});

export type Messages = typeof allMessages;

/** Adds a language's messages (from its own chunk in the browser). */
export function addMessages(language: Language, messages: Partial<Messages>): void {
  for (const [namespace, tree] of Object.entries(messages)) i18n.addResourceBundle(language, namespace, tree, true, true);
}

/** The language the interface speaks now. */
export function currentLanguage(): Language {
  const language = i18n.language;
  return language in LANGUAGES ? (language as Language) : DEFAULT_LANGUAGE;
}

/** The Intl locale of the current language, for dates, numbers and durations. */
export function currentLocale(): string {
  return LANGUAGES[currentLanguage()].locale;
}
