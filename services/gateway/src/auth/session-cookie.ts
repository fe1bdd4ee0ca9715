import type { Request, Response } from 'express';
import { SESSION_TTL_MS } from '../sessions/session-store';

export const SESSION_COOKIE = 'sid';

/** HttpOnly, SameSite=Lax, Secure over TLS (or when forced). */
export function setSessionCookie(req: Request, res: Response, id: string, secure: boolean | 'auto'): void {
  res.cookie(SESSION_COOKIE, id, {
    httpOnly: true,
    sameSite: 'lax',
    secure: secure === 'auto' ? req.secure : secure,
    maxAge: SESSION_TTL_MS,
    path: '/',
  });
}

export function clearSessionCookie(res: Response): void {
  res.clearCookie(SESSION_COOKIE, { path: '/' });
}

export function sessionIdOf(req: Request): string | undefined {
  const cookies = req.cookies as Record<string, string> | undefined;
  const id = cookies?.[SESSION_COOKIE];
  return typeof id === 'string' && id.length > 0 && id.length < 200 ? id : undefined;
}
