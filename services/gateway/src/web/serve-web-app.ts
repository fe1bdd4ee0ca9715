import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { INestApplication } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import { MESSAGE_BUS, type MessageBus } from '@lectures/platform';
import type { GatewayConfig } from '../gateway.config';
import { toContentDto } from '../content/content-urls';
import { collectionHeadTags, contentHeadTags, defaultHeadTags, type SiteMeta } from './page-meta';

const API_PREFIXES = ['/api/', '/health/', '/metrics', '/ws', '/feed.xml'];
const HEAD_MARKER = '<!--app-head-->';
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
export function siteFor(req: Request, config: Pick<GatewayConfig, 'publicUrl'>): SiteMeta {
  const origin = config.publicUrl ? config.publicUrl.replace(/\/+$/, '') : `${req.protocol}://${req.get('host') ?? 'localhost'}`;
  return { ...SITE, origin };
}

async function headTags(bus: MessageBus, req: Request, site: SiteMeta): Promise<string> {
  const match = CONTENT_PATH.exec(req.path);
  if (!match) return collectionHeadTags(site, req.path) ?? defaultHeadTags(site, req.path);
  let timer: NodeJS.Timeout | undefined;
  try {
    // Only published items: an unpublished or unknown id gets the default tags.
    const item = await Promise.race([
      bus.request('content.get.v1', { id: match[1].toLowerCase(), scope: 'public' }),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('content lookup timed out')), LOOKUP_TIMEOUT_MS);
      }),
    ]);
    return contentHeadTags(site, toContentDto(item));
  } catch {
    return defaultHeadTags(site, req.path);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Serves the built SPA: hashed assets cached for a year, index.html never
 * cached, and every other non-API path answered with index.html (client routing)
 * whose head carries the page's title and social-card tags, so link previews
 * work without JavaScript.
 */
export function serveWebApp(app: INestApplication, config: GatewayConfig): void {
  const indexFile = path.join(config.webDist, 'index.html');
  if (!existsSync(indexFile)) return;
  const express = app as NestExpressApplication;
  express.useStaticAssets(path.join(config.webDist, 'assets'), { prefix: '/assets/', immutable: true, maxAge: '365d' });
  express.useStaticAssets(config.webDist, { index: false, maxAge: '1h' });
  // The built page's own <title> is the fallback for static hosting; here the tags replace it.
  const raw = readFileSync(indexFile, 'utf8');
  const template = raw.includes(HEAD_MARKER) ? raw.replace(/<title>[\s\S]*?<\/title>\s*/, '') : raw;
  const bus = app.get<symbol, MessageBus>(MESSAGE_BUS, { strict: false });
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (API_PREFIXES.some((p) => req.path.startsWith(p)) || req.path === '/api') return next();
    headTags(bus, req, siteFor(req, config))
      .then((tags) => {
        res.setHeader('Cache-Control', 'no-cache');
        res.type('html').send(template.replace(HEAD_MARKER, tags));
      })
      .catch(next);
  });
}
