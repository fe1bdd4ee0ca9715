import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { PLATFORM_RUNTIME, type PlatformRuntime } from '@lectures/platform';
import { AppError } from '@lectures/proto';
import type Redis from 'ioredis';
import { RedisClients } from '../redis/redis-clients';

/** Live streams (SSE and WebSocket together) one account may hold open across every gateway replica. */
export const MAX_STREAMS_PER_USER = 12;
/** A slot of a replica that died without freeing it lapses after this long. */
const SLOT_TTL_MS = 60_000;
const REFRESH_MS = 20_000;

/** Drops lapsed slots, then takes one if fewer than the cap are held: atomically, for every replica. */
const TAKE_SLOT = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[2], ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[5])
return 1`;

const tooMany = () => new AppError('TOO_MANY_REQUESTS', `Too many live views open (${MAX_STREAMS_PER_USER}). Close a tab and try again.`);

/**
 * Caps each account's open live streams, so one signed-in user (a self-registered viewer is
 * enough) cannot pin thousands of sockets and heartbeats. A normal editor has one per open
 * tab. In distributed mode the slots live in Redis, so the cap holds across replicas; each
 * open stream keeps its slot fresh, and one whose replica died lapses within a minute.
 */
@Injectable()
export class StreamQuota {
  private readonly open = new Map<string, number>();
  private readonly prefix: string;

  constructor(
    @Inject(PLATFORM_RUNTIME) runtime: PlatformRuntime,
    private readonly redis: RedisClients,
  ) {
    this.prefix = `${runtime.transport.prefix}lectures:streams`;
  }

  /** Takes a slot for `userId`, or refuses with 429; call the returned function once the stream ends. */
  async acquire(userId: string): Promise<() => void> {
    const redis = this.redis.shared;
    const release = redis ? await this.takeShared(redis, userId) : this.takeLocal(userId);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      release();
    };
  }

  private takeLocal(userId: string): () => void {
    const count = this.open.get(userId) ?? 0;
    if (count >= MAX_STREAMS_PER_USER) throw tooMany();
    this.open.set(userId, count + 1);
    return () => {
      const left = (this.open.get(userId) ?? 1) - 1;
      if (left > 0) this.open.set(userId, left);
      else this.open.delete(userId);
    };
  }

  private async takeShared(redis: Redis, userId: string): Promise<() => void> {
    const key = `${this.prefix}:${userId}`;
    const slot = randomUUID();
    const now = Date.now();
    const taken = await redis.eval(TAKE_SLOT, 1, key, now, now + SLOT_TTL_MS, MAX_STREAMS_PER_USER, slot, SLOT_TTL_MS * 2);
    if (taken !== 1) throw tooMany();
    const keepFresh = setInterval(() => {
      void redis.zadd(key, 'XX', Date.now() + SLOT_TTL_MS, slot).catch(() => undefined);
      void redis.pexpire(key, SLOT_TTL_MS * 2).catch(() => undefined);
    }, REFRESH_MS);
    keepFresh.unref();
    return () => {
      clearInterval(keepFresh);
      void redis.zrem(key, slot).catch(() => undefined);
    };
  }
}
