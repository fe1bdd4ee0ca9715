import type { DataSource } from 'typeorm';
import { newSessionId, storedSessionKey } from './session-id';
import type { Session, SessionStore } from './session-store';

/** Sessions in PostgreSQL (embedded mode), keyed by the SHA-256 of their id. */
export class PgSessionStore implements SessionStore {
  constructor(private readonly dataSource: DataSource) {}

  async create(userId: string, ttlMs: number): Promise<Session> {
    const now = Date.now();
    const session = { id: newSessionId(), userId, expiresAt: now + ttlMs, lastSeenAt: now };
    await this.dataSource.query(
      `INSERT INTO "gateway"."sessions" (id, user_id, expires_at) VALUES ($1, $2, to_timestamp($3 / 1000.0))`,
      [storedSessionKey(session.id), userId, session.expiresAt],
    );
    // Expired rows go when anyone signs in; no separate sweeper needed.
    await this.dataSource.query(`DELETE FROM "gateway"."sessions" WHERE expires_at < now()`);
    return session;
  }

  async get(id: string): Promise<Session | null> {
    const rows: { user_id: string; expires_ms: string; seen_ms: string }[] = await this.dataSource.query(
      `SELECT user_id, (extract(epoch from expires_at) * 1000)::bigint AS expires_ms,
              (extract(epoch from last_seen_at) * 1000)::bigint AS seen_ms
         FROM "gateway"."sessions" WHERE id = $1 AND expires_at > now()`,
      [storedSessionKey(id)],
    );
    const row = rows[0];
    return row ? { id, userId: row.user_id, expiresAt: Number(row.expires_ms), lastSeenAt: Number(row.seen_ms) } : null;
  }

  async touch(id: string): Promise<void> {
    await this.dataSource.query(`UPDATE "gateway"."sessions" SET last_seen_at = now() WHERE id = $1`, [storedSessionKey(id)]);
  }

  async destroy(id: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM "gateway"."sessions" WHERE id = $1`, [storedSessionKey(id)]);
  }

  async destroyOthers(userId: string, keepId?: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM "gateway"."sessions" WHERE user_id = $1 AND id <> $2`, [userId, keepId ? storedSessionKey(keepId) : '']);
  }

}
