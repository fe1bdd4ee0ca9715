import path from 'node:path';
import type { PageLanguage } from '../page-language';
import { PageMessages } from '../page-messages';
import { siteIn, type SiteMeta } from '../page-meta';

/** The web app's own catalogues (web/src/locales), for tests that run without the web build. */
export const WEB_MESSAGES = new PageMessages(path.resolve(__dirname, '../../../../../../web/src/locales'));

/** The site at https://lectures.example.org in `language`, with the web app's messages. */
export function siteWithWebMessages(language: PageLanguage = 'en'): SiteMeta {
  return siteIn('https://lectures.example.org', language, WEB_MESSAGES.in(language));
}
