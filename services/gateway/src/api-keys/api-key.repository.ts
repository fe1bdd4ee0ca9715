import { Inject, Injectable } from '@nestjs/common';
import { DATA_SOURCE } from '@lectures/platform';
import type { ApiKeyDto, Role } from '@lectures/proto';
import type { DataSource } from 'typeorm';

interface Row {
  id: string;
  name: string;
  prefix: string;
  role: Role;
  created_by: string;
  created_by_name: string | null;
  created_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
  last_used_at: Date | null;
}

/** A key found by its hash, with what its creator's account says now. */
export interface KeyHolder {
  key: ApiKeyDto;
  user: { id: string; username: string; fullName: string | null; role: Role; disabled: boolean; createdAt: Date; updatedAt: Date };
}

const SELECT = `SELECT k.id, k.name, k.prefix, k.role, k.created_by, u.username AS created_by_name, k.created_at, k.expires_at, k.revoked_at, k.last_used_at
                  FROM "gateway"."api_key" k LEFT JOIN "gateway"."users" u ON u.id = k.created_by`;

const toDto = (r: Row): ApiKeyDto => ({
  id: r.id,
  name: r.name,
  prefix: r.prefix,
  role: r.role,
  createdBy: r.created_by,
  createdByName: r.created_by_name,
  createdAt: r.created_at.toISOString(),
  expiresAt: r.expires_at.toISOString(),
  revokedAt: r.revoked_at?.toISOString() ?? null,
  lastUsedAt: r.last_used_at?.toISOString() ?? null,
});

/** Every query on API keys lives here. */
@Injectable()
export class ApiKeyRepository {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  async insert(fields: { name: string; prefix: string; keyHash: string; role: Role; createdBy: string; expiresAt: Date }): Promise<ApiKeyDto> {
    const [row] = await this.dataSource.query<{ id: string }[]>(
      `INSERT INTO "gateway"."api_key" (name, prefix, key_hash, role, created_by, expires_at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [fields.name, fields.prefix, fields.keyHash, fields.role, fields.createdBy, fields.expiresAt],
    );
    return (await this.find(row.id))!;
  }

  async find(id: string): Promise<ApiKeyDto | null> {
    const [row] = await this.dataSource.query<Row[]>(`${SELECT} WHERE k.id = $1`, [id]);
    return row ? toDto(row) : null;
  }

  async list(): Promise<ApiKeyDto[]> {
    const rows = await this.dataSource.query<Row[]>(`${SELECT} ORDER BY k.created_at DESC`);
    return rows.map(toDto);
  }

  async revoke(id: string): Promise<void> {
    await this.dataSource.query(`UPDATE "gateway"."api_key" SET revoked_at = coalesce(revoked_at, now()) WHERE id = $1`, [id]);
  }

  async byHash(keyHash: string): Promise<KeyHolder | null> {
    const [row] = await this.dataSource.query<(Row & { full_name: string | null; user_role: Role | null; disabled: boolean | null; user_created_at: Date; user_updated_at: Date })[]>(
      `SELECT k.id, k.name, k.prefix, k.role, k.created_by, u.username AS created_by_name, k.created_at, k.expires_at, k.revoked_at, k.last_used_at,
              u.full_name, u.role AS user_role, u.disabled, u.created_at AS user_created_at, u.updated_at AS user_updated_at
         FROM "gateway"."api_key" k LEFT JOIN "gateway"."users" u ON u.id = k.created_by WHERE k.key_hash = $1`,
      [keyHash],
    );
    if (!row) return null;
    return {
      key: toDto(row),
      user: {
        id: row.created_by,
        username: row.created_by_name ?? '',
        fullName: row.full_name,
        role: row.user_role ?? 'viewer',
        disabled: row.disabled ?? true,
        createdAt: row.user_created_at,
        updatedAt: row.user_updated_at,
      },
    };
  }

  /** At most one write a minute per key keeps `last used` honest without a write per request. */
  async touch(id: string): Promise<void> {
    await this.dataSource.query(`UPDATE "gateway"."api_key" SET last_used_at = now() WHERE id = $1 AND (last_used_at IS NULL OR last_used_at < now() - interval '1 minute')`, [id]);
  }
}
