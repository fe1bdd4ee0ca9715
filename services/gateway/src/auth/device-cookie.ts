import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'express';

/**
 * A browser that signed in to an account before carries this cookie: a random device id and
 * the account, signed by the gateway. Guessing from elsewhere slows that account's untrusted
 * sign-ins down, never this device's (OWASP's device cookie). Sent only to the sign-in routes.
 */
export const DEVICE_COOKIE = 'device';
const PATH = '/api/auth';
const LIFETIME_MS = 365 * 24 * 60 * 60 * 1000;

export interface Device {
  /** Random, per browser and account: what its own failures are counted under. */
  id: string;
  /** The account it signed in to, as sign-in keys it (trimmed, lower case). */
  account: string;
}

export const accountKey = (username: string): string => username.trim().toLowerCase();

function mac(secret: string, id: string, account: string): string {
  return createHmac('sha256', secret).update(`device\n${id}\n${account}`).digest('base64url');
}

/** Sets a new device cookie for the account just signed in to. */
export function setDeviceCookie(req: Request, res: Response, username: string, secret: string, secure: boolean | 'auto'): void {
  const id = randomBytes(16).toString('base64url');
  const account = accountKey(username);
  res.cookie(DEVICE_COOKIE, `${id}.${Buffer.from(account).toString('base64url')}.${mac(secret, id, account)}`, {
    httpOnly: true,
    sameSite: 'strict',
    secure: secure === 'auto' ? req.secure : secure,
    maxAge: LIFETIME_MS,
    path: PATH,
  });
}

/** The device the request's cookie names, when the gateway signed it; null otherwise. */
export function deviceOf(req: Request, secret: string): Device | null {
  const raw = (req.cookies as Record<string, unknown> | undefined)?.[DEVICE_COOKIE];
  if (typeof raw !== 'string' || raw.length > 400) return null;
  const [id, encodedAccount, signature] = raw.split('.');
  if (!id || !encodedAccount || !signature) return null;
  const account = Buffer.from(encodedAccount, 'base64url').toString();
  const expected = Buffer.from(mac(secret, id, account));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? { id, account } : null;
}
