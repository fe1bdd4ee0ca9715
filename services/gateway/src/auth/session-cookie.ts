import type { IncomingMessage } from 'node:http';
import type { Request, Response } from 'express';

/** The session cookie's name over plain HTTP (embedded mode on localhost). */
export const SESSION_COOKIE = 'sid';
/**
 * Its name when Secure: the `__Host-` prefix makes browsers refuse it unless it is Secure, has
 * Path=/ and no Domain, so a sibling subdomain or a plain-HTTP page cannot plant or shadow it.
 */
export const SECURE_SESSION_COOKIE = '__Host-sid';

/** HttpOnly, SameSite=Lax, Secure over TLS (or when forced), `__Host-` prefixed when Secure. */
export function setSessionCookie(req: Request, res: Response, id: string, secure: boolean | 'auto', maxAgeMs: number): void {
  const isSecure = secure === 'auto' ? req.secure : secure;
  res.cookie(isSecure ? SECURE_SESSION_COOKIE : SESSION_COOKIE, id, {
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecure,
    maxAge: maxAgeMs,
    path: '/',
  });
}

export function clearSessionCookie(res: Response): void {
  res.clearCookie(SESSION_COOKIE, { path: '/' });
  res.clearCookie(SECURE_SESSION_COOKIE, { path: '/', secure: true });
}

const valid = (id: unknown): id is string => typeof id === 'string' && id.length > 0 && id.length < 200;

export function sessionIdOf(req: Request): string | undefined {
  const cookies = req.cookies as Record<string, string> | undefined;
  const id = cookies?.[SECURE_SESSION_COOKIE] ?? cookies?.[SESSION_COOKIE];
  return valid(id) ? id : undefined;
}

/** The same, from a raw request (the WebSocket handshake has no Express cookie parser). */
export function sessionIdOfRaw(req: IncomingMessage): string | undefined {
  const pairs = (req.headers.cookie ?? '').split(';').map((part) => {
    const [key, ...rest] = part.trim().split('=');
    return [key, rest.join('=')] as const;
  });
  const read = (name: string) => {
    const raw = pairs.find(([key]) => key === name)?.[1];
    try {
      return raw === undefined ? undefined : decodeURIComponent(raw);
    } catch {
      return undefined;
    }
  };
  const id = read(SECURE_SESSION_COOKIE) ?? read(SESSION_COOKIE);
  return valid(id) ? id : undefined;
}
