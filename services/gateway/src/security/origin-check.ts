import type { IncomingMessage } from 'node:http';
import type { NextFunction, Request, Response } from 'express';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function hostOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return 'invalid';
  }
}

/**
 * True when a browser request comes from a page of this site, judged by Origin (or Referer
 * when a browser sent no Origin) against the Host it was sent to, the host a trusted proxy
 * forwarded, or PUBLIC_URL. Requests with neither header (curl, server-to-server) pass: they
 * carry no ambient browser cookies to abuse.
 */
export function fromOwnSite(req: IncomingMessage & { host?: string }, publicUrl?: string): boolean {
  const from = hostOf(req.headers.origin ?? req.headers.referer);
  if (from === undefined) return true;
  const own = [req.headers.host, req.host, hostOf(publicUrl)].filter((h): h is string => typeof h === 'string').map((h) => h.toLowerCase());
  return own.includes(from);
}

/** CSRF defence: every state-changing request from another site's page gets 403. */
export function originCheck(publicUrl?: string) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (SAFE_METHODS.has(req.method) || fromOwnSite(req, publicUrl)) return next();
    res.status(403).json({ message: 'Cross-site request refused' });
  };
}
