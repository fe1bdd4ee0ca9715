import Redis from 'ioredis';
import { newSessionId } from './session-id';
import type { Session, SessionStore } from './session-store';

const key = (id: string) => `session:${id}`;
const userKey = (userId: string) => `user-sessions:${userId}`;

export class RedisSessionStore implements SessionStore {
  private readonly redis: Redis;

  constructor(url: string, prefix: string) {
    this.redis = new Redis(url, { keyPrefix: `${prefix}lectures:`, maxRetriesPerRequest: 2, lazyConnect: false });
  }

  async create(userId: string, ttlMs: number): Promise<Session> {
    const now = Date.now();
    const session: Session = { id: newSessionId(), userId, expiresAt: now + ttlMs, lastSeenAt: now };
    await this.redis
      .multi()
      .set(key(session.id), JSON.stringify(session), 'PX', ttlMs)
      .sadd(userKey(userId), session.id)
      .pexpire(userKey(userId), ttlMs)
      .exec();
    return session;
  }

  async get(id: string): Promise<Session | null> {
    const raw = await this.redis.get(key(id));
    if (!raw) return null;
    const session = JSON.parse(raw) as Partial<Session> & Omit<Session, 'lastSeenAt'>;
    // Sessions written before the idle timeout existed count as seen now.
    return { ...session, lastSeenAt: session.lastSeenAt ?? Date.now() };
  }

  async touch(id: string): Promise<void> {
    const session = await this.get(id);
    if (session) await this.redis.set(key(id), JSON.stringify({ ...session, lastSeenAt: Date.now() }), 'KEEPTTL', 'XX');
  }

  async destroy(id: string): Promise<void> {
    const session = await this.get(id);
    await this.redis.del(key(id));
    if (session) await this.redis.srem(userKey(session.userId), id);
  }

  async destroyOthers(userId: string, keepId?: string): Promise<void> {
    const ids = await this.redis.smembers(userKey(userId));
    const others = ids.filter((id) => id !== keepId);
    if (others.length === 0) return;
    await this.redis.del(...others.map(key));
    await this.redis.srem(userKey(userId), ...others);
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }

  ping(): Promise<string> {
    return this.redis.ping();
  }
}
