import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { INestApplication } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import { MESSAGE_BUS, settleWithin, type MessageBus } from '@lectures/platform';
import type { GatewayConfig } from '../../gateway.config';
import { toContentDto } from '../../content/content-urls';
import { collectionHeadTags, contentHeadTags, defaultHeadTags, type SiteMeta } from './page-meta';
import { FirstViewRenderer, withFirstView } from './first-view';

const API_PREFIXES = ['/api/', '/health/', '/metrics', '/ws', '/feed.xml'];
const HEAD_MARKER = '<!--app-head-->';
/** Where the web build puts its server bundle (web/vite.config.ts). */
const SERVER_BUNDLE = '/server';
const CONTENT_PATH = /^\/content\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i;
/** A slow content service must not hold the page: after this, default tags are sent. */
const LOOKUP_TIMEOUT_MS = 1500;

/** Brand texts, as in web/src/config/site.ts. */
export const SITE = {
  brand: 'Lecture Library',
  tagline: 'Preserving Knowledge',
  description: 'Islamic scholarly lectures in audio and video, transcribed and searchable.',
} as const;

/** The site's texts and its public origin (PUBLIC_URL, else the request's own). */
/** The site as links show it: its configured public origin, whatever Host the request claimed. */
export function siteFor(config: Pick<GatewayConfig, 'publicUrl'>): SiteMeta {
  return { ...SITE, origin: config.publicUrl };
}

async function headTags(bus: MessageBus, req: Request, site: SiteMeta): Promise<string> {
  const match = CONTENT_PATH.exec(req.path);
  if (!match) return collectionHeadTags(site, req.path) ?? defaultHeadTags(site, req.path);
  try {
    // Only published items: an unpublished or unknown id gets the default tags.
    const item = await settleWithin(bus.request('content.get.v2', { id: match[1].toLowerCase(), scope: 'public' }), LOOKUP_TIMEOUT_MS, null);
    return item ? contentHeadTags(site, toContentDto(item)) : defaultHeadTags(site, req.path);
  } catch {
    return defaultHeadTags(site, req.path);
  }
}

/**
 * Serves the built SPA: hashed assets cached for a year, index.html never
 * cached, and every other non-API path answered with index.html (client routing)
 * whose head carries the page's title and social-card tags, so link previews
 * work without JavaScript, and whose body carries the first view of the public
 * pages the server renders (see FirstViewRenderer).
 */
export function serveWebApp(app: INestApplication, config: GatewayConfig): void {
  const indexFile = path.join(config.webDist, 'index.html');
  if (!existsSync(indexFile)) return;
  const express = app as NestExpressApplication;
  express.useStaticAssets(path.join(config.webDist, 'assets'), { prefix: '/assets/', immutable: true, maxAge: '365d' });
  // The server bundle is for this process, not for browsers.
  app.use(SERVER_BUNDLE, (_req: Request, res: Response) => res.status(404).type('text').send('Not Found'));
  express.useStaticAssets(config.webDist, { index: false, maxAge: '1h' });
  // The built page's own <title> is the fallback for static hosting; here the tags replace it.
  const raw = readFileSync(indexFile, 'utf8');
  const template = raw.includes(HEAD_MARKER) ? raw.replace(/<title>[\s\S]*?<\/title>\s*/, '') : raw;
  const bus = app.get<symbol, MessageBus>(MESSAGE_BUS, { strict: false });
  const firstView = new FirstViewRenderer(path.join(config.webDist, SERVER_BUNDLE, 'server-entry.js'));
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (API_PREFIXES.some((p) => req.path.startsWith(p)) || req.path === '/api') return next();
    Promise.all([headTags(bus, req, siteFor(config)), req.method === 'GET' ? firstView.render(req) : null])
      .then(([tags, view]) => {
        res.setHeader('Cache-Control', 'no-cache');
        res.type('html').send(withFirstView(template.replace(HEAD_MARKER, () => tags), view));
      })
      .catch(next);
  });
}
