import compression from 'compression';
import type { Request, RequestHandler, Response } from 'express';

/**
 * gzip (or deflate) for clients that accept it, embedded mode included: the
 * public list and search answers shrink several times. Live streams are never
 * buffered for compression, and media is already compressed.
 */
export function compressResponses(): RequestHandler {
  return compression({
    threshold: 1024,
    filter: (req: Request, res: Response) => {
      const type = String(res.getHeader('Content-Type') ?? '');
      if (type.startsWith('text/event-stream') || req.path.startsWith('/api/media/') || req.path.startsWith('/api/objects/')) return false;
      return compression.filter(req, res);
    },
  });
}
