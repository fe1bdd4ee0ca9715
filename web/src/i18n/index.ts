export { i18n, currentLanguage, currentLocale } from './i18n';
export { LANGUAGES, DEFAULT_LANGUAGE, pickLanguage, isLanguage, type Language } from './languages';
export { NAMESPACES, type Namespace } from './namespaces';
export { switchLanguage } from './load-language';
export { useLanguage } from './use-language';
