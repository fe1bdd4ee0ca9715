import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { MESSAGE_BUS, SERVICE_CONFIG, type MessageBus } from '@lectures/platform';
import { SITEMAP_KINDS, SITEMAP_MAX_PER_REPLY, SITEMAP_PATHS, type SitemapChunk, type SitemapKind } from '@lectures/proto';
import type { GatewayConfig } from '../../gateway.config';
import { PublishedSetCache, type CachedBody } from '../published-set.cache';
import { SITEMAP_LIMITS, type SitemapLimits } from './sitemap-limits';
import { sitemapIndexXml, urlsetXml, type SitemapLink } from './sitemap-xml';

/** The file of the site's own pages (home, index pages); every kind of looked-up page has files of its own. */
const PAGES_FILE = 'pages-1.xml';
const KIND_FILE = new RegExp(`^(${SITEMAP_KINDS.join('|')})-([1-9][0-9]{0,5})\\.xml$`);
/** Pages of the site that are always there, and the kind whose newest change is theirs. */
const SITE_PAGES: { path: string; follows: SitemapKind }[] = [
  { path: '/', follows: 'lectures' },
  { path: '/series', follows: 'series' },
  { path: '/speakers', follows: 'speakers' },
  { path: '/topics', follows: 'lectures' },
];
const DEFAULT_ROBOTS = 'User-agent: *\nAllow: /\nDisallow: /admin\n';

const newest = (chunks: SitemapChunk[]): string | undefined => chunks.map((c) => c.lastModified).sort().at(-1);

/**
 * The sitemap (sitemaps.org 0.9): an index naming one file of the site's own pages and, for each
 * kind of published page (lectures, series, speakers; SITEMAP_PATHS in proto), as many files of at most
 * `urlsPerFile` addresses as it takes, each with the time its newest page changed. Pages are
 * listed oldest first, so a new lecture joins the last file and the others keep their dates.
 * Every answer is kept per version of the published set, like the public API's.
 */
@Injectable()
export class SitemapService {
  private robots?: string;

  constructor(
    @Inject(MESSAGE_BUS) private readonly bus: MessageBus,
    private readonly cache: PublishedSetCache,
    @Inject(SERVICE_CONFIG) private readonly config: GatewayConfig,
    @Inject(SITEMAP_LIMITS) private readonly limits: SitemapLimits,
  ) {}

  index(): Promise<CachedBody> {
    return this.cache.get(`sitemap:${this.config.publicUrl}:${this.limits.urlsPerFile}:index`, async () => {
      const links: SitemapLink[] = [{ loc: this.url(`/sitemaps/${PAGES_FILE}`), lastModified: newest((await Promise.all(SITEMAP_KINDS.map((k) => this.chunks(k)))).flat()) }];
      for (const kind of SITEMAP_KINDS) {
        (await this.chunks(kind)).forEach((chunk, i) => links.push({ loc: this.url(`/sitemaps/${kind}-${i + 1}.xml`), lastModified: chunk.lastModified }));
      }
      return { json: sitemapIndexXml(links) };
    });
  }

  /** One file of the index; null for a name it does not list. */
  async file(name: string): Promise<CachedBody | null> {
    if (name === PAGES_FILE) {
      return this.cache.get(`sitemap:${this.config.publicUrl}:${this.limits.urlsPerFile}:${name}`, async () => {
        const links = await Promise.all(SITE_PAGES.map(async (page) => ({ loc: this.url(page.path), lastModified: newest(await this.chunks(page.follows)) })));
        return { json: urlsetXml(links) };
      });
    }
    const match = KIND_FILE.exec(name);
    if (!match) return null;
    const kind = match[1] as SitemapKind;
    const number = Number(match[2]);
    const chunk = (await this.chunks(kind))[number - 1];
    if (!chunk) return null;
    return this.cache.get(`sitemap:${this.config.publicUrl}:${this.limits.urlsPerFile}:${name}`, async () => {
      const links: SitemapLink[] = [];
      const start = (number - 1) * this.limits.urlsPerFile;
      while (links.length < chunk.count) {
        const limit = Math.min(SITEMAP_MAX_PER_REPLY, chunk.count - links.length);
        const entries = await this.bus.request('content.sitemap.entries.v1', { kind, offset: start + links.length, limit });
        for (const entry of entries) links.push({ loc: this.url(`${SITEMAP_PATHS[kind]}${encodeURIComponent(entry.slug)}`), lastModified: entry.lastModified });
        if (entries.length < limit) break;
      }
      return { json: urlsetXml(links) };
    });
  }

  /** web/public/robots.txt with the sitemap's absolute address (the protocol wants one; only the server knows its origin). */
  robotsTxt(): string {
    if (this.robots === undefined) {
      const file = path.join(this.config.webDist, 'robots.txt');
      const rules = existsSync(file) ? readFileSync(file, 'utf8') : DEFAULT_ROBOTS;
      this.robots = `${rules.trimEnd()}\n\nSitemap: ${this.url('/sitemap.xml')}\n`;
    }
    return this.robots;
  }

  /** The kind's files: how many addresses each holds and when its newest page changed. */
  private async chunks(kind: SitemapKind): Promise<SitemapChunk[]> {
    const size = this.limits.urlsPerFile;
    const body = await this.cache.get(`sitemap:chunks:${kind}:${size}`, async () => ({ json: JSON.stringify(await this.bus.request('content.sitemap.chunks.v1', { kind, size })) }));
    return JSON.parse(body.json) as SitemapChunk[];
  }

  private url(pathname: string): string {
    return `${this.config.publicUrl}${pathname}`;
  }
}
