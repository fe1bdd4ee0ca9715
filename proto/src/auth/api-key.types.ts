import type { Role } from '../common/actor';

/**
 * A key scripts and the importer send as `Authorization: Bearer <key>`. The key itself is
 * shown once, when it is made; the gateway keeps only its SHA-256.
 */
export interface ApiKeyDto {
  id: string;
  name: string;
  /** The key's first characters, so people can tell their keys apart. */
  prefix: string;
  role: Role;
  createdBy: string;
  createdByName: string | null;
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
  lastUsedAt: string | null;
}

/** The answer to creating a key: the only time its secret is shown. */
export interface CreatedApiKeyDto extends ApiKeyDto {
  key: string;
}
