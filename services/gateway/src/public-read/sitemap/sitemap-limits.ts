import { SITEMAP_MAX_PER_FILE } from '@lectures/proto';

/** How many addresses one sitemap file holds: the protocol's 50,000; tests set fewer to see files split. */
export interface SitemapLimits {
  urlsPerFile: number;
}

export const SITEMAP_LIMITS = Symbol('sitemap limits');

export const sitemapLimitsProvider = { provide: SITEMAP_LIMITS, useFactory: (): SitemapLimits => ({ urlsPerFile: SITEMAP_MAX_PER_FILE }) };
