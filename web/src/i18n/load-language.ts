import { DEFAULT_LANGUAGE, type Language } from '@proto/i18n/languages';
import { addMessages, i18n, type Messages } from './i18n';

type Part = 'site' | 'admin';
type Chunk = () => Promise<{ default: Partial<Messages> }>;

/**
 * Messages come in two parts per language, each a chunk of its own: the public site's (English's
 * is part of the app's code) and the admin area's, fetched with the admin area. So a visitor
 * fetches only the site's messages, and only in the language they read.
 */
const chunks: Record<Language, Record<Part, Chunk | null>> = {
  en: { site: null, admin: () => import('@/locales/en/admin') },
  ar: { site: () => import('@/locales/ar/site'), admin: () => import('@/locales/ar/admin') },
};

const loaded = new Set<string>([`${DEFAULT_LANGUAGE}:site`]);
const wanted = new Set<Part>(['site']);

async function load(language: Language, part: Part): Promise<void> {
  const chunk = chunks[language][part];
  if (loaded.has(`${language}:${part}`) || !chunk) return;
  addMessages(language, (await chunk()).default);
  loaded.add(`${language}:${part}`);
}

/** Makes `language` the interface's language, fetching its messages first when needed. */
export async function switchLanguage(language: Language): Promise<void> {
  await Promise.all([...wanted].map((part) => load(language, part)));
  await i18n.changeLanguage(language);
}

/** The admin area's messages in the current language (and English, which any missing one falls back to). */
export async function loadAdminMessages(): Promise<void> {
  wanted.add('admin');
  const language = i18n.language as Language;
  await Promise.all([load(DEFAULT_LANGUAGE, 'admin'), language in chunks ? load(language, 'admin') : undefined]);
}
