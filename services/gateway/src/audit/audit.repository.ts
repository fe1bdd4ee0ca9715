import { Inject, Injectable } from '@nestjs/common';
import { DATA_SOURCE } from '@lectures/platform';
import type { DataSource, EntityManager } from 'typeorm';
import type { AuditAction, AuditEntry } from '@lectures/proto';

/** What a route writes; the database adds the id, the time and the count. */
export type NewAuditEntry = Omit<AuditEntry, 'id' | 'at' | 'count'>;

/** A refused attempt, counted in its address's row of the minute. */
export interface RefusedAttempt {
  action: AuditAction;
  claimedName: string | null;
  address: string;
  reason: string;
}

/**
 * Bounds on what one entry keeps, whatever a client sent: a username is at most 100 characters,
 * a title 200; a detail past 1,000 characters of JSON is replaced by a note that it was cut. So
 * a page of the log (at most 200 entries) stays well under half a megabyte.
 */
const NAME_MAX = 100;
const LABEL_MAX = 200;
const DETAIL_MAX = 1000;
/** Distinct names kept in a counted row: enough to see a spraying attempt, never a flood. */
const NAMES_KEPT = 5;

const clip = (text: string | null, max: number): string | null => (text === null ? null : text.slice(0, max));

function boundedDetail(detail: Record<string, unknown>): string {
  const json = JSON.stringify(detail);
  return json.length <= DETAIL_MAX ? json : JSON.stringify({ truncated: true });
}

interface Row {
  id: string;
  at: Date;
  action: AuditAction;
  actor_id: string | null;
  actor_name: string | null;
  target: string | null;
  target_label: string | null;
  address: string;
  detail: Record<string, unknown>;
  count: number;
}

/** The audit log's table: rows are added, counted, read, and removed only past their retention. */
@Injectable()
export class AuditRepository {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  async add(entry: NewAuditEntry): Promise<void> {
    await this.insert(this.dataSource.manager, entry);
  }

  /**
   * Adds an entry unless one of the same action already carries this `key` in its detail:
   * for entries that arrive as events, which a broker may deliver twice.
   */
  async addOnce(entry: NewAuditEntry, key: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      // Two deliveries at once wait for each other here; the second then sees the first's row.
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('audit:' || $1))`, [key]);
      const seen = await manager.query<unknown[]>(`SELECT 1 FROM "gateway"."audit_log" WHERE action = $1 AND detail->>'key' = $2 LIMIT 1`, [entry.action, key]);
      if (seen.length === 0) await this.insert(manager, { ...entry, detail: { ...entry.detail, key } });
    });
  }

  private async insert(manager: EntityManager, entry: NewAuditEntry): Promise<void> {
    await manager.query(
      `INSERT INTO "gateway"."audit_log" (action, actor_id, actor_name, target, target_label, address, detail)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        entry.action,
        entry.actorId,
        clip(entry.actorName, NAME_MAX),
        clip(entry.target, NAME_MAX),
        clip(entry.targetLabel, LABEL_MAX),
        clip(entry.address, NAME_MAX),
        boundedDetail(entry.detail),
      ],
    );
  }

  /**
   * One row per action, address and minute, however many attempts: the first writes it, the
   * rest count. It keeps the last name tried, the first few distinct ones and the last reason.
   */
  async addRefused(attempt: RefusedAttempt): Promise<void> {
    const name = clip(attempt.claimedName, NAME_MAX);
    const reason = attempt.reason.slice(0, NAME_MAX);
    await this.dataSource.query(
      `INSERT INTO "gateway"."audit_log" AS log (action, actor_name, address, detail, minute)
       VALUES ($1, $2, $3, jsonb_build_object('reason', $4::text, 'names', to_jsonb(array_remove(ARRAY[$2::text], NULL))), date_trunc('minute', now()))
       ON CONFLICT (action, address, minute) WHERE minute IS NOT NULL DO UPDATE SET
         count = log.count + 1,
         at = now(),
         actor_name = coalesce(EXCLUDED.actor_name, log.actor_name),
         detail = log.detail || jsonb_build_object('reason', $4::text, 'names',
           CASE WHEN $2::text IS NULL OR log.detail->'names' @> to_jsonb(ARRAY[$2::text]) OR jsonb_array_length(log.detail->'names') >= ${NAMES_KEPT}
                THEN log.detail->'names' ELSE (log.detail->'names') || to_jsonb(ARRAY[$2::text]) END)`,
      [attempt.action, name, clip(attempt.address, NAME_MAX), reason],
    );
  }

  /** Newest first, `limit` rows older than `beforeId`, optionally of one action and one actor. */
  async list(filter: { action?: AuditAction; actor?: string; beforeId?: string; limit: number }): Promise<AuditEntry[]> {
    const params: unknown[] = [filter.limit];
    const where: string[] = [];
    if (filter.action) where.push(`log.action = $${params.push(filter.action)}`);
    if (filter.actor) where.push(`lower(log.actor_name) = lower($${params.push(filter.actor)})`);
    if (filter.beforeId) where.push(`log.id < $${params.push(filter.beforeId)}::bigint`);
    // Ordered by the number itself: the text form sorts '99' after '238'.
    const rows = await this.dataSource.query<Row[]>(
      `SELECT log.id::text AS id, log.at, log.action, log.actor_id, log.actor_name, log.target, log.target_label, log.address, log.detail, log.count
         FROM "gateway"."audit_log" log
        ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY log.id DESC LIMIT $1`,
      params,
    );
    return rows.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      action: r.action,
      actorId: r.actor_id,
      actorName: r.actor_name,
      target: r.target,
      targetLabel: r.target_label,
      address: r.address,
      detail: r.detail,
      count: r.count,
    }));
  }

  /** Removes up to `batch` entries written before `cutoff`; the number removed. */
  async removeOlderThan(cutoff: Date, batch: number): Promise<number> {
    const [row] = await this.dataSource.query<{ n: number }[]>(
      `WITH gone AS (
         DELETE FROM "gateway"."audit_log" WHERE id IN (SELECT id FROM "gateway"."audit_log" WHERE at < $1 ORDER BY id LIMIT $2) RETURNING id
       ) SELECT count(*)::int AS n FROM gone`,
      [cutoff, batch],
    );
    return row.n;
  }
}
