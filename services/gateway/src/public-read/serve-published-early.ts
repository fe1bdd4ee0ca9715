import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { INestApplication } from '@nestjs/common';
import { httpMetricsMiddleware, newRequestId, processMetrics, UNMATCHED_ROUTE, type RoutedRequest } from '@lectures/platform';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { pageReplayKey } from './pages/page-language';
import { gzipped, PublishedSetCache, REMEMBER_ANSWER, type CachedBody, type RememberAnswer } from './published-set.cache';

const REQUEST_ID = /^[\w.-]{1,100}$/;
/** Headers that belong to one response, never replayed. */
const PER_RESPONSE = new Set(['x-request-id', 'x-next-cursor', 'content-length', 'content-encoding', 'date', 'set-cookie', 'connection', 'keep-alive', 'transfer-encoding']);

/** Public answers already sent go out again before Express; routed ones are remembered for that. */
export function servePublishedEarly(app: INestApplication): void {
  const published = app.get(PublishedSetCache, { strict: false });
  answerPublishedEarly(app.getHttpServer() as Server, published);
  app.use(rememberPublishedAnswers(published));
}

/**
 * Public answers already sent (the list's pages, its figures, searches) go out again before
 * Express sees the request (its request objects, security-header middlewares, compression, body
 * parsing, cookies, routing, guards, validation): on a cached first page that pipeline cost far
 * more than the answer. Only a URL a route has answered in the current version of the published
 * set is answered here, with the headers that answer had, so what was refused (a bad cursor, a
 * limit too high) still reaches its route; everything else goes on to Express as before. Pages
 * written only from kept answers (a series', a speaker's) are replayed the same way, under their
 * URL in the visitor's language (the cookie or Accept-Language the page was chosen by).
 */
export function answerPublishedEarly(server: Server, cache: PublishedSetCache): void {
  const routed = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  server.removeAllListeners('request');
  const observe = httpMetricsMiddleware(processMetrics());
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const sent = req.method === 'GET' && req.url ? (cache.answered(req.url) ?? (req.url.startsWith('/api/') ? undefined : cache.answered(pageReplayKey(req, req.url)))) : undefined;
    if (!sent) {
      for (const listener of routed) listener(req, res);
      return;
    }
    (req as RoutedRequest).route = { path: sent.route };
    observe(req, res, () => replay(req, res, sent.body, sent.headers));
  });
}

function replay(req: IncomingMessage, res: ServerResponse, body: CachedBody, headers: Record<string, string | string[]>): void {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  const given = req.headers['x-request-id'];
  res.setHeader('x-request-id', typeof given === 'string' && REQUEST_ID.test(given) ? given : newRequestId());
  if (body.nextCursor) res.setHeader('X-Next-Cursor', body.nextCursor);
  if (req.headers['if-none-match'] === body.etag) {
    res.statusCode = 304;
    res.end();
    return;
  }
  const bytes = body.json.length >= 1024 && acceptsGzip(req.headers['accept-encoding']) ? gzipped(body) : Buffer.from(body.json);
  if (bytes === body.gzipped) res.setHeader('Content-Encoding', 'gzip');
  res.setHeader('Content-Length', bytes.length);
  res.end(bytes);
}

/** Whether an Accept-Encoding header takes gzip (named, or `*`, with a weight above zero). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    if (coding !== 'gzip' && coding !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/**
 * Runs before routing: a public answer sent for this request is recorded, with its headers and
 * route, so the next request for the same URL is answered by `answerPublishedEarly`.
 */
export function rememberPublishedAnswers(cache: PublishedSetCache): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET') return next();
    const url = req.originalUrl;
    const remember: RememberAnswer = (body, key) => {
      const headers = Object.fromEntries(
        Object.entries(res.getHeaders()).flatMap(([name, value]) => (PER_RESPONSE.has(name) || value === undefined ? [] : [[name, Array.isArray(value) ? value : String(value)]])),
      );
      const path = (req as RoutedRequest).route?.path;
      const route = typeof path === 'string' ? `${req.baseUrl}${path}` : UNMATCHED_ROUTE;
      cache.remember(key ?? url, { body, headers, route });
    };
    res.locals[REMEMBER_ANSWER as unknown as string] = remember;
    next();
  };
}
