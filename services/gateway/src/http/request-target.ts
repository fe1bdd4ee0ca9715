import type { NextFunction, Request, Response } from 'express';

/** Longer than any address the API or the web app makes (a search is at most 200 characters). */
export const MAX_QUERY_CHARS = 4096;

/**
 * Why the path or query string of a request target cannot be read as text, or null when it can.
 * A NUL byte, percent-encoding that is not UTF-8 (overlong forms such as %C0%80 included) or a
 * malformed escape reaches no handler: PostgreSQL cannot store NUL, and a decode that throws
 * deep inside a route would be a 500.
 */
export function badRequestTarget(url: string): string | null {
  const mark = url.indexOf('?');
  const path = mark === -1 ? url : url.slice(0, mark);
  const query = mark === -1 ? '' : url.slice(mark + 1);
  if (query.length > MAX_QUERY_CHARS) return `Query string must be at most ${MAX_QUERY_CHARS} characters`;
  if (!decodes(path)) return 'Path must be valid percent-encoded UTF-8 without NUL bytes';
  for (const part of query.split(/[&=]/)) {
    if (!decodes(part.replace(/\+/g, ' '))) return 'Query string must be valid percent-encoded UTF-8 without NUL bytes';
  }
  return null;
}

function decodes(text: string): boolean {
  try {
    return !decodeURIComponent(text).includes('\u0000');
  } catch {
    return false;
  }
}

/** Answers 400 before routing for a target no route could read (see badRequestTarget). */
export function refuseBadRequestTarget(req: Request, res: Response, next: NextFunction): void {
  const problem = badRequestTarget(req.originalUrl);
  if (problem) {
    res.status(400).json({ message: problem });
    return;
  }
  next();
}
