import { createHmac, timingSafeEqual } from 'node:crypto';

export type SignatureCheck = 'valid' | 'expired' | 'invalid';

/** HMAC-signed, expiring URLs bound to one object key and one method. */
export class UrlSigner {
  constructor(
    private readonly secret: string,
    private readonly now: () => number = Date.now,
  ) {
    if (secret.length < 16) throw new Error('Signing secret must be at least 16 characters');
  }

  sign(method: 'PUT' | 'GET', key: string, ttlSeconds: number): { expires: number; sig: string } {
    const expires = Math.floor(this.now() / 1000) + ttlSeconds;
    return { expires, sig: this.digest(method, key, expires) };
  }

  verify(method: 'PUT' | 'GET', key: string, expires: unknown, sig: unknown): SignatureCheck {
    if (typeof expires !== 'string' || typeof sig !== 'string' || !/^\d{1,12}$/.test(expires)) return 'invalid';
    const expected = Buffer.from(this.digest(method, key, Number(expires)));
    const given = Buffer.from(sig);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
    return Number(expires) * 1000 < this.now() ? 'expired' : 'valid';
  }

  private digest(method: string, key: string, expires: number): string {
    return createHmac('sha256', this.secret).update(`${method}\n${key}\n${expires}`).digest('base64url');
  }
}
