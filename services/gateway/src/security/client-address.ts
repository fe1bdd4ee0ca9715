import type { Request } from 'express';

/** The client's address as Express derives it under the configured trusted proxies (TRUST_PROXY). */
export function clientAddress(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}
