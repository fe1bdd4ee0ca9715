import type Redis from 'ioredis';
import { newSessionId, storedSessionKey } from './session-id';
import type { Session, SessionStore } from './session-store';

const key = (stored: string) => `session:${stored}`;
const userKey = (userId: string) => `user-sessions:${userId}`;

/** What a session's key holds: everything but its id, which only the cookie carries. */
type StoredSession = Omit<Session, 'id'> & Partial<Pick<Session, 'lastSeenAt'>>;

/** Sessions in Redis (distributed mode), keyed by the SHA-256 of their id. */
export class RedisSessionStore implements SessionStore {
  /** A connection of its own (RedisClients), its keys under the deployment's prefix. */
  constructor(private readonly redis: Redis) {}

  async create(userId: string, ttlMs: number): Promise<Session> {
    const now = Date.now();
    const session: Session = { id: newSessionId(), userId, expiresAt: now + ttlMs, lastSeenAt: now };
    const stored = storedSessionKey(session.id);
    await this.redis
      .multi()
      .set(key(stored), JSON.stringify(this.storable(session)), 'PX', ttlMs)
      .sadd(userKey(userId), stored)
      .pexpire(userKey(userId), ttlMs)
      .exec();
    return session;
  }

  async get(id: string): Promise<Session | null> {
    const stored = storedSessionKey(id);
    const raw = (await this.redis.get(key(stored))) ?? (await this.fromLegacyKey(id, stored));
    if (!raw) return null;
    const session = JSON.parse(raw) as StoredSession;
    // Sessions written before the idle timeout existed count as seen now.
    return { id, userId: session.userId, expiresAt: session.expiresAt, lastSeenAt: session.lastSeenAt ?? Date.now() };
  }

  async touch(id: string): Promise<void> {
    const session = await this.get(id);
    if (session) await this.redis.set(key(storedSessionKey(id)), JSON.stringify(this.storable({ ...session, lastSeenAt: Date.now() })), 'KEEPTTL', 'XX');
  }

  async destroy(id: string): Promise<void> {
    const session = await this.get(id);
    const stored = storedSessionKey(id);
    await this.redis.del(key(stored));
    if (session) await this.redis.srem(userKey(session.userId), stored);
  }

  async destroyOthers(userId: string, keepId?: string): Promise<void> {
    const kept = keepId ? storedSessionKey(keepId) : undefined;
    const others = (await this.redis.smembers(userKey(userId))).filter((stored) => stored !== kept);
    if (others.length === 0) return;
    await this.redis.del(...others.map(key));
    await this.redis.srem(userKey(userId), ...others);
  }

  ping(): Promise<string> {
    return this.redis.ping();
  }

  private storable(session: Session): StoredSession {
    return { userId: session.userId, expiresAt: session.expiresAt, lastSeenAt: session.lastSeenAt };
  }

  /**
   * A session from before ids were hashed is still under its clear id: moved under its hash on
   * first use (with its time to live), so the clear id leaves Redis as its holder comes back.
   */
  private async fromLegacyKey(id: string, stored: string): Promise<string | null> {
    const raw = await this.redis.get(key(id));
    if (!raw) return null;
    const session = JSON.parse(raw) as Session;
    const ttl = await this.redis.pttl(key(id));
    if (ttl <= 0) return null;
    await this.redis
      .multi()
      .set(key(stored), JSON.stringify(this.storable(session)), 'PX', ttl)
      .del(key(id))
      .srem(userKey(session.userId), id)
      .sadd(userKey(session.userId), stored)
      .exec();
    return raw;
  }
}
