/* Readable addresses (slugs) and the sitemap (issue 28). No decorators: the web app reads these too. */

/**
 * The kinds of public page the sitemap lists, each with the path its addresses live under. A new
 * kind of page is one entry here and one source in content's sitemap folder.
 */
export const SITEMAP_PATHS = {
  lectures: '/content/',
  series: '/series/',
  speakers: '/speakers/',
} as const;
export type SitemapKind = keyof typeof SITEMAP_PATHS;
export const SITEMAP_KINDS = Object.keys(SITEMAP_PATHS) as SitemapKind[];

/** What an address (a lecture's id or any slug it ever had) leads to. */
export interface ResolvedAddress {
  id: string;
  /** The lecture's address now; null only for a lecture made before addresses that has none yet. */
  slug: string | null;
  /** Visitors may read it (status approved). */
  published: boolean;
}

/** One file of the sitemap: how many addresses it holds and when the newest of them changed. */
export interface SitemapChunk {
  count: number;
  /** ISO 8601. */
  lastModified: string;
}

/** One address of a sitemap file: the slug (under its kind's path) and when its page last changed. */
export interface SitemapEntry {
  slug: string;
  lastModified: string;
}
