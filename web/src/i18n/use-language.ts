import { useTranslation } from 'react-i18next';
import { currentLanguage } from './i18n';
import { keepLanguage, markDocument } from './language-preference';
import { type Language } from '@proto/i18n/languages';
import { switchLanguage } from './load-language';

/** The interface's language, and a way to choose another (kept for later visits). */
export function useLanguage(): { language: Language; choose: (language: Language) => Promise<void> } {
  useTranslation();
  return {
    language: currentLanguage(),
    choose: async (language) => {
      await switchLanguage(language);
      keepLanguage(language);
      markDocument(language);
    },
  };
}
