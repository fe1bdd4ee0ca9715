/**
 * A key scripts and the importer send as `Authorization: Bearer <key>`. The key itself is
 * shown once, when it is made; the gateway keeps only its SHA-256.
 */
export interface ApiKeyDto {
  id: string;
  name: string;
  /** The key's first characters, so people can tell their keys apart. */
  prefix: string;
  /** The roles of `common/actor` (kept here as a union: the web app reads this file, without decorators). */
  role: 'admin' | 'contributor' | 'viewer';
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
