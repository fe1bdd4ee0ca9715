import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import { SESSION_COOKIE } from '../auth/session-cookie';

/**
 * Headers on every response. The SPA loads only its own scripts, styles and fonts; media,
 * artwork and direct uploads may also come from the object store's public origin(s).
 * Styles allow inline because Radix's scroll lock and Uppy insert <style> elements at run
 * time; scripts never do (the theme's no-flash snippet is a file).
 */
export function securityHeaders(mediaOrigins: string[]): RequestHandler[] {
  const media = ["'self'", 'blob:', ...mediaOrigins];
  return [
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          fontSrc: ["'self'", 'data:'],
          imgSrc: [...media, 'data:'],
          mediaSrc: media,
          connectSrc: ["'self'", ...mediaOrigins],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
      // Helmet sends HSTS always; a browser ignores it over plain HTTP, and it must only be
      // promised where TLS is really served, so it is set below per request instead.
      strictTransportSecurity: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
      // Media and artwork are fetched cross-origin by podcast apps and players.
      crossOriginResourcePolicy: { policy: 'cross-origin' },
    }),
    (req: Request, res: Response, next: NextFunction) => {
      res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()');
      if (req.secure) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
      // Signed-in API answers hold private data: never stored by a browser or shared cache.
      if (req.path.startsWith('/api/') && req.headers.cookie?.includes(`${SESSION_COOKIE}=`)) res.setHeader('Cache-Control', 'no-store');
      next();
    },
  ];
}
