import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AppError, ROLES, type Actor, type ApiKeyDto, type CreatedApiKeyDto, type Role } from '@lectures/proto';
import { ApiKeyRepository } from './api-key.repository';

/** Keys read `llk_` and 43 characters of randomness (256 bits): guessing one is hopeless, so a fast hash is enough. */
const KEY_PREFIX = 'llk_';
export const MAX_KEY_DAYS = 366;

export function hashKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** A bearer token that looks like one of our keys (anything else is not looked up). */
export function isApiKeyShaped(token: string): boolean {
  return /^llk_[A-Za-z0-9_-]{43}$/.test(token);
}

const rank = (role: Role) => ROLES.length - ROLES.indexOf(role);

/** Admins make, list and revoke keys; a key is shown once, when it is made. */
@Injectable()
export class ApiKeyService {
  constructor(private readonly keys: ApiKeyRepository) {}

  async create(actor: Actor, fields: { name: string; role: Role; expiresInDays: number }): Promise<CreatedApiKeyDto> {
    const name = fields.name.trim();
    if (!name) throw new AppError('INVALID', 'Name the key (what uses it)');
    if (rank(fields.role) > rank(actor.role)) throw new AppError('FORBIDDEN', 'A key cannot have more rights than its maker');
    const key = `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
    const created = await this.keys.insert({
      name,
      prefix: key.slice(0, KEY_PREFIX.length + 6),
      keyHash: hashKey(key),
      role: fields.role,
      createdBy: actor.id,
      expiresAt: new Date(Date.now() + fields.expiresInDays * 86_400_000),
    });
    return { ...created, key };
  }

  list(): Promise<ApiKeyDto[]> {
    return this.keys.list();
  }

  async revoke(id: string): Promise<ApiKeyDto> {
    const found = await this.keys.find(id);
    if (!found) throw new AppError('NOT_FOUND', 'No such API key');
    await this.keys.revoke(id);
    return (await this.keys.find(id))!;
  }
}
