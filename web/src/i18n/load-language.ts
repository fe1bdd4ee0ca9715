import { DEFAULT_LANGUAGE, type Language } from './languages';
import { addMessages, i18n, type Messages } from './i18n';

/** Each language but English is a chunk of its own, fetched only by those who read it. */
const chunks: Record<Exclude<Language, 'en'>, () => Promise<{ default: Messages }>> = {
  ar: () => import('@/locales/ar'),
};

const loaded = new Set<Language>([DEFAULT_LANGUAGE]);

/** Makes `language` the interface's language, fetching its messages first when needed. */
export async function switchLanguage(language: Language): Promise<void> {
  if (!loaded.has(language) && language !== 'en') {
    addMessages(language, (await chunks[language]()).default);
    loaded.add(language);
  }
  await i18n.changeLanguage(language);
}
