import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { INestApplication } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type NextFunction, type Request, type Response } from 'express';
import { MESSAGE_BUS, settleWithin, type MessageBus } from '@lectures/platform';
import type { GatewayConfig } from '../../gateway.config';
import { SeriesGatewayService } from '../../series/series-gateway.service';
import { SpeakersGatewayService } from '../../speakers/speakers-gateway.service';
import { PublishedSetCache, sendCached } from '../published-set.cache';
import { defaultHeadTags, siteIn, type SiteMeta } from './page-meta';
import { FirstViewRenderer, withFirstView } from './first-view';
import { PageMessages } from './page-messages';
import { pageLanguageOf, pageReplayKey, withPageLanguage } from './page-language';
import { LecturePages } from './lecture-pages';
import { SeriesPages } from './series-pages';
import { SpeakerPages } from './speaker-pages';
import { PublicPages } from './public-pages';
import type { PageAnswer } from './page-answer';

/** Paths Nest's routes answer (the sitemap and robots.txt are the sitemap folder's). */
const API_PREFIXES = ['/api/', '/health/', '/metrics', '/ws', '/feed.xml', '/sitemap.xml', '/sitemaps/', '/robots.txt'];
const HEAD_MARKER = '<!--app-head-->';
/** Where the web build puts its server bundle (web/vite.config.ts). */
const SERVER_BUNDLE = '/server';
/** Where the web build puts the messages the server writes head tags with (web/vite.config.ts). */
const MESSAGES = 'server/messages';
/** A slow content service must not hold the page: after this, the page is served with default tags. */
const LOOKUP_TIMEOUT_MS = 1500;

/** The podcast feeds' texts: a feed has one language, the library's (web/src/locales/en/common.json). */
export const SITE = {
  brand: 'Lecture Library',
  description: 'Islamic scholarly lectures in audio and video, transcribed and searchable.',
} as const;

/**
 * Serves the built SPA: hashed assets cached for a year, index.html never cached, and every
 * other path answered by what PublicPages says of it: a page (index.html whose head carries the
 * page's title, social-card tags and schema.org description, and whose body carries the first
 * view of the pages the server renders, see FirstViewRenderer), a 301 to where a page lives now,
 * or a 404 with the same index.html, so the app shows its not-found screen.
 */
export function serveWebApp(app: INestApplication, config: GatewayConfig): void {
  const indexFile = path.join(config.webDist, 'index.html');
  if (!existsSync(indexFile)) return;
  const nest = app as NestExpressApplication;
  nest.useStaticAssets(path.join(config.webDist, 'assets'), { prefix: '/assets/', immutable: true, maxAge: '365d' });
  // The server bundle is for this process, not for browsers.
  app.use(SERVER_BUNDLE, (_req: Request, res: Response) => res.status(404).type('text').send('Not Found'));
  // Files of web/public; robots.txt is written with the sitemap's address (public-read/sitemap).
  const files = express.static(config.webDist, { index: false, maxAge: '1h' });
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.path === '/robots.txt') next();
    else void files(req, res, next);
  });
  // The built page's own <title> is the fallback for static hosting; here the tags replace it.
  const raw = readFileSync(indexFile, 'utf8');
  const template = raw.includes(HEAD_MARKER) ? raw.replace(/<title>[\s\S]*?<\/title>\s*/, '') : raw;
  const bus = app.get<symbol, MessageBus>(MESSAGE_BUS, { strict: false });
  const cache = app.get(PublishedSetCache, { strict: false });
  const pages = new PublicPages([
    new LecturePages(bus, cache),
    new SeriesPages(app.get(SeriesGatewayService, { strict: false }), cache),
    new SpeakerPages(app.get(SpeakersGatewayService, { strict: false }), cache),
  ]);
  const firstView = new FirstViewRenderer(path.join(config.webDist, SERVER_BUNDLE, 'server-entry.js'));
  const messages = new PageMessages(path.join(config.webDist, MESSAGES));
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (API_PREFIXES.some((p) => req.path.startsWith(p)) || req.path === '/api') return next();
    // The page is in the visitor's language: kept choice, else the browser's preference; its
    // links name the configured public origin, whatever Host the request claimed.
    const language = pageLanguageOf(req);
    answerOf(pages, req.path, siteIn(config.publicUrl, language, messages.in(language)))
      .then(async (answer) => {
        res.setHeader('Cache-Control', 'no-cache');
        res.vary('Cookie').vary('Accept-Language').vary('Save-Data');
        if (answer.kind === 'moved') {
          // Kept by browsers only until they ask again: a title changed back makes the old address current again.
          res.redirect(301, `${answer.path}${queryOf(req.originalUrl)}`);
          return;
        }
        const view = answer.kind === 'page' && req.method === 'GET' ? await firstView.render(req, language) : null;
        const page = withFirstView(withPageLanguage(template.replace(HEAD_MARKER, () => answer.head), language), view);
        if (answer.kind === 'page' && answer.from && req.method === 'GET') {
          // Written from a kept answer alone: gzipped once, 304 to a visitor holding it, replayed before Express.
          sendCached(req, res, cache.derived(answer.from, page), 'html', pageReplayKey(req, req.originalUrl));
          return;
        }
        res.status(answer.kind === 'page' ? 200 : 404).type('html').send(page);
      })
      .catch(next);
  });
}

/** The path's answer; when the content service is slow or down, the page as before (default tags): a 404 must be certain. */
async function answerOf(pages: PublicPages, pathname: string, site: SiteMeta): Promise<PageAnswer> {
  const fallback: PageAnswer = { kind: 'page', head: defaultHeadTags(site, pathname) };
  try {
    return await settleWithin(pages.answer(pathname, site), LOOKUP_TIMEOUT_MS, fallback);
  } catch {
    return fallback;
  }
}

function queryOf(url: string): string {
  const at = url.indexOf('?');
  return at < 0 ? '' : url.slice(at);
}
