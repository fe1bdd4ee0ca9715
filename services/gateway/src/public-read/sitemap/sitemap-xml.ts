import { xml } from '../feeds/rss';

/** One address of a sitemap or one file of the index, as the sitemaps protocol (0.9) writes it. */
export interface SitemapLink {
  /** Absolute and percent-encoded. */
  loc: string;
  /** ISO 8601; written to the second (W3C Datetime). */
  lastModified?: string;
}

const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

const lastmod = (iso: string | undefined): string => (iso ? `<lastmod>${new Date(iso).toISOString().replace(/\.\d{3}Z$/, 'Z')}</lastmod>` : '');

function document(root: string, child: string, links: SitemapLink[]): string {
  const body = links.map((link) => `<${child}><loc>${xml(link.loc)}</loc>${lastmod(link.lastModified)}</${child}>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<${root} xmlns="${NAMESPACE}">\n${body}\n</${root}>\n`;
}

/** A sitemap file: `<urlset>` of page addresses. */
export function urlsetXml(links: SitemapLink[]): string {
  return document('urlset', 'url', links);
}

/** The sitemap index: `<sitemapindex>` of sitemap files. */
export function sitemapIndexXml(links: SitemapLink[]): string {
  return document('sitemapindex', 'sitemap', links);
}
