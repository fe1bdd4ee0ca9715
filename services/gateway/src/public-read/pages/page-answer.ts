import type { CachedBody } from '../published-set.cache';
import type { SiteMeta } from './page-meta';

/** What the server answers for a path of the web app. */
export type PageAnswer =
  /**
   * A page that exists: 200 with these head tags, and its first view when the server renders one.
   * `from`: the kept answer the page is written from alone, when it is (a series', a speaker's):
   * its HTML then stands for as long as that answer's version, sent with an ETag and replayed.
   */
  | { kind: 'page'; head: string; from?: CachedBody }
  /** A page that lives at another address now: 301 there (the request's query string kept). */
  | { kind: 'moved'; path: string }
  /** An address that leads nowhere: 404, with the app's not-found screen. */
  | { kind: 'missing'; head: string };

/** A kind of public page: the paths it answers, and what it answers for each. */
export interface PageKind {
  /** The decoded parameters when `path` is one of this kind's pages, else null. */
  match(path: string): string[] | null;
  /** The answer, its head tags in `site`'s language. */
  answer(params: string[], path: string, site: SiteMeta): Promise<PageAnswer>;
}

/** Matches `path` against `pattern`, percent-decoding the captured segments; null when it does not match or cannot be decoded. */
export function matchPath(pattern: RegExp, path: string): string[] | null {
  const match = pattern.exec(path);
  if (!match) return null;
  try {
    return match.slice(1).map((segment) => decodeURIComponent(segment).normalize('NFC'));
  } catch {
    return null;
  }
}
