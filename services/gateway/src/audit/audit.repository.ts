import { Inject, Injectable } from '@nestjs/common';
import { DATA_SOURCE } from '@lectures/platform';
import type { DataSource } from 'typeorm';
import type { AuditAction, AuditEntry } from '@lectures/proto';

/** What a route writes; the database adds the id and the time. */
export type NewAuditEntry = Omit<AuditEntry, 'id' | 'at'>;

interface Row {
  id: string;
  at: Date;
  action: AuditAction;
  actor_id: string | null;
  actor_name: string | null;
  target: string | null;
  address: string;
  detail: Record<string, unknown>;
}

/** The audit log's table: rows are only ever added and read. */
@Injectable()
export class AuditRepository {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  async add(entry: NewAuditEntry): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO "gateway"."audit_log" (action, actor_id, actor_name, target, address, detail) VALUES ($1, $2, $3, $4, $5, $6)`,
      [entry.action, entry.actorId, entry.actorName, entry.target, entry.address, JSON.stringify(entry.detail)],
    );
  }

  /**
   * Adds an entry unless one of the same action already carries this `key` in its detail:
   * for entries that arrive as events, which a broker may deliver twice.
   */
  async addOnce(entry: NewAuditEntry, key: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      // Two deliveries at once wait for each other here; the second then sees the first's row.
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('audit:' || $1))`, [key]);
      await manager.query(
        `INSERT INTO "gateway"."audit_log" (action, actor_id, actor_name, target, address, detail)
         SELECT $1, $2, $3, $4, $5, $6
          WHERE NOT EXISTS (SELECT 1 FROM "gateway"."audit_log" WHERE action = $1 AND detail->>'key' = $7)`,
        [entry.action, entry.actorId, entry.actorName, entry.target, entry.address, JSON.stringify({ ...entry.detail, key }), key],
      );
    });
  }

  /** Newest first, `limit` rows older than `beforeId`, optionally of one action and one actor. */
  async list(filter: { action?: AuditAction; actor?: string; beforeId?: string; limit: number }): Promise<AuditEntry[]> {
    const params: unknown[] = [filter.limit];
    const where: string[] = [];
    if (filter.action) where.push(`action = $${params.push(filter.action)}`);
    if (filter.actor) where.push(`lower(actor_name) = lower($${params.push(filter.actor)})`);
    if (filter.beforeId) where.push(`id < $${params.push(filter.beforeId)}::bigint`);
    const rows = await this.dataSource.query<Row[]>(
      `SELECT id::text, at, action, actor_id, actor_name, target, address, detail FROM "gateway"."audit_log"
        ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY id DESC LIMIT $1`,
      params,
    );
    return rows.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      action: r.action,
      actorId: r.actor_id,
      actorName: r.actor_name,
      target: r.target,
      address: r.address,
      detail: r.detail,
    }));
  }
}
