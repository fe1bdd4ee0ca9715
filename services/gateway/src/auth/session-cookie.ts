import type { Request, Response } from 'express';

export const SESSION_COOKIE = 'sid';

/** HttpOnly, SameSite=Lax, Secure over TLS (or when forced). */
export function setSessionCookie(req: Request, res: Response, id: string, secure: boolean | 'auto', maxAgeMs: number): void {
  res.cookie(SESSION_COOKIE, id, {
    httpOnly: true,
    sameSite: 'lax',
    secure: secure === 'auto' ? req.secure : secure,
    maxAge: maxAgeMs,
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
