import { Injectable, Logger } from '@nestjs/common';
import { AppError, ROLES, type Role } from '@lectures/proto';
import type { Request } from 'express';
import { AuditRepository } from '../audit/audit.repository';
import { clientAddress } from '../security/client-address';
import type { UserEntity } from '../users/user.entity';
import { ApiKeyRepository } from './api-key.repository';
import { hashKey, isApiKeyShaped } from './api-key.service';

/** A key's use is written to the audit log once per this long per key (a script sends thousands of requests). */
const USED_EVERY_MS = 15 * 60_000;
/** Refused keys are written at most once a minute per address and reason. */
const REFUSED_EVERY_MS = 60_000;

const REFUSED = 'Invalid, expired or revoked API key';

/** A request authenticated by an API key carries the key's id (routes that keys may not use check it). */
export interface ApiKeyRequest extends Request {
  apiKeyId?: string;
}

/** The token of `Authorization: Bearer <token>`, or null. */
export function bearerTokenOf(req: Request): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : null;
}

/**
 * Turns an API key into the user it acts for, with the key's role (never more than its
 * maker has now). Uses and refusals go to the audit log like sign-ins; the key itself is
 * never logged or stored, only its SHA-256.
 */
@Injectable()
export class ApiKeyAuthenticator {
  private readonly logger = new Logger('ApiKeys');
  private readonly lastWritten = new Map<string, number>();

  constructor(
    private readonly keys: ApiKeyRepository,
    private readonly audit: AuditRepository,
  ) {}

  async userFor(token: string, req: Request): Promise<{ user: UserEntity; keyId: string }> {
    const holder = isApiKeyShaped(token) ? await this.keys.byHash(hashKey(token)) : null;
    const reason = !holder
      ? 'unknown key'
      : holder.key.revokedAt
        ? 'revoked'
        : new Date(holder.key.expiresAt) <= new Date()
          ? 'expired'
          : holder.user.disabled
            ? 'account disabled'
            : null;
    if (!holder || reason) {
      await this.write('auth.api-key-refused', req, holder, { reason });
      throw new AppError('UNAUTHENTICATED', REFUSED);
    }
    // Acts as its maker, with the lesser of the key's role and the maker's role today.
    const role: Role = ROLES.indexOf(holder.key.role) >= ROLES.indexOf(holder.user.role) ? holder.key.role : holder.user.role;
    await this.keys.touch(holder.key.id);
    await this.write('auth.api-key-used', req, holder, { role }, USED_EVERY_MS);
    const user = { ...holder.user, role, passwordHash: '' };
    return { user, keyId: holder.key.id };
  }

  private async write(
    action: 'auth.api-key-used' | 'auth.api-key-refused',
    req: Request,
    holder: Awaited<ReturnType<ApiKeyRepository['byHash']>>,
    detail: Record<string, unknown>,
    everyMs = REFUSED_EVERY_MS,
  ): Promise<void> {
    const address = clientAddress(req);
    const key = `${action}:${holder?.key.id ?? address}:${typeof detail.reason === 'string' ? detail.reason : ''}`;
    const last = this.lastWritten.get(key) ?? 0;
    if (Date.now() - last < everyMs) return;
    this.lastWritten.set(key, Date.now());
    if (this.lastWritten.size > 10_000) this.lastWritten.clear();
    try {
      await this.audit.add({
        action,
        actorId: holder?.user.id ?? null,
        actorName: holder?.user.username ?? null,
        target: holder?.key.id ?? null,
        targetLabel: holder?.key.name ?? null,
        address,
        detail: { ...detail, ...(holder ? { key: holder.key.name, prefix: holder.key.prefix } : {}) },
      });
    } catch (error) {
      this.logger.error(`audit entry not written: ${action}: ${(error as Error).message}`);
    }
  }
}
