import { collectionHeadTags, defaultHeadTags, missingHeadTags, type SiteMeta } from './page-meta';
import type { PageAnswer, PageKind } from './page-answer';

/**
 * Paths the web app has a screen for whose existence the server does not check: the home page,
 * index pages, topic pages (made of whatever they are asked for), the staff area
 * (signed-in, client-side), and the old links the app redirects itself (web/src/app/router.tsx).
 */
const APP_PATHS = [/^\/$/, /^\/(series|speakers|topics)\/?$/, /^\/topics\/[^/]+\/?$/, /^\/admin(\/.*)?$/, /^\/(upload|library|settings)\/?$/];

/**
 * What the server answers for each path of the web app: the kinds of page it looks up (a
 * lecture, a series, a speaker), the app's other screens, and 404 for everything else,
 * with the app's not-found screen, so search engines see no soft 404s.
 */
export class PublicPages {
  constructor(private readonly kinds: PageKind[]) {}

  /** The answer for `path`, its head tags in `site`'s language. */
  async answer(path: string, site: SiteMeta): Promise<PageAnswer> {
    for (const kind of this.kinds) {
      const params = kind.match(path);
      if (params) return kind.answer(params, path, site);
    }
    if (APP_PATHS.some((pattern) => pattern.test(path))) {
      return { kind: 'page', head: collectionHeadTags(site, path) ?? defaultHeadTags(site, path) };
    }
    return { kind: 'missing', head: missingHeadTags(site, path) };
  }
}
