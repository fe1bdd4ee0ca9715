import { newRequestId } from '@lectures/platform';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { REMEMBER_ANSWER, sendCached, type CachedBody, type PublishedSetCache } from '../content/published-set.cache';

const REQUEST_ID = /^[\w.-]{1,100}$/;

/**
 * Public answers already sent (the list's pages, its figures, searches) go out again before
 * the rest of the pipeline (compression, body parsing, cookies, routing, guards, validation):
 * on a cached first page that pipeline cost more than the answer. Only a URL a route has
 * answered in the current version of the published set is served here, so what was refused
 * (a bad cursor, a limit too high) still reaches its route; everything else goes on as before.
 * Security headers are set before this runs.
 */
export function servePublishedEarly(cache: PublishedSetCache): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET') return next();
    const url = req.originalUrl;
    const body = cache.answered(url);
    if (!body) {
      res.locals[REMEMBER_ANSWER as unknown as string] = (sent: CachedBody) => cache.remember(url, sent);
      return next();
    }
    const given = req.header('x-request-id');
    res.setHeader('x-request-id', given && REQUEST_ID.test(given) ? given : newRequestId());
    if (body.nextCursor) res.setHeader('X-Next-Cursor', body.nextCursor);
    sendCached(req, res, body);
  };
}
