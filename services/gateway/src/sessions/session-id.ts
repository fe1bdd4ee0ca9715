import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: what the cookie carries. */
export function newSessionId(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * What a store keeps instead of the id: its SHA-256. Someone who reads Redis or the sessions
 * table (a backup, a replica, a debugging session) cannot sign in with what they read.
 */
export function storedSessionKey(id: string): string {
  return createHash('sha256').update(id).digest('hex');
}
