import { createHash } from 'node:crypto';
import type Redis from 'ioredis';
import { settleWithin } from '@lectures/platform';

export interface SharedAnswer {
  json: string;
  nextCursor?: string | null;
}

/** Long enough to serve a version's busy minutes, short enough that old versions leave Redis. */
const TTL_SEC = 600;
/**
 * Bigger answers stay per replica: the unparameterised whole list of a large library (a
 * multi-megabyte value blocks Redis). A page, a search or a feed is 20-100 KB.
 */
const MAX_SHARED_CHARS = 256_000;
/**
 * Answers shared per version: searches are as many as the words visitors type, and a flood of
 * made-up ones must not fill the Redis that also holds the sessions. Past this, a version's
 * further answers stay per replica (at most ~250 MB, typically a few MB, per version).
 */
const MAX_SHARED_PER_VERSION = 1000;
/**
 * Bytes shared by all versions together per ten-minute window (answers live ten minutes, so at
 * most two windows' worth, 64 MB, are held): edits and new versions cannot multiply the
 * per-version budget in the Redis that also holds the sessions.
 */
const MAX_SHARED_BYTES_PER_WINDOW = 32 * 1024 * 1024;
/** A slow Redis must not make visitors wait: past this the answer is computed here. */
const READ_TIMEOUT_MS = 100;

/**
 * Public answers in Redis, shared by the gateway replicas, under the published set's version:
 * a change gives a new version and so new keys (nothing to delete); old keys expire. Redis is
 * only a shortcut: when it is down, slow or holds nothing, the answer is loaded as without it.
 */
export class SharedAnswers {
  constructor(
    private readonly redis: Redis | null,
    private readonly prefix: string,
    private readonly maxPerVersion = MAX_SHARED_PER_VERSION,
    private readonly maxBytesPerWindow = MAX_SHARED_BYTES_PER_WINDOW,
  ) {}

  async get(version: string, key: string, load: () => Promise<SharedAnswer>): Promise<SharedAnswer> {
    const redis = this.redis;
    if (!redis) return load();
    const versionKey = `${this.prefix}:${createHash('sha1').update(version).digest('base64url')}`;
    const redisKey = `${versionKey}:${createHash('sha1').update(key).digest('base64url')}`;
    const held = await this.read(redis, redisKey);
    if (held) return held;
    const answer = await load();
    if (redis.status === 'ready' && answer.json.length <= MAX_SHARED_CHARS) this.share(redis, versionKey, redisKey, answer).catch(() => undefined);
    return answer;
  }

  /** Stored while the version's count of answers and the window's bytes are within their budgets. */
  private async share(redis: Redis, versionKey: string, redisKey: string, answer: SharedAnswer): Promise<void> {
    const value = JSON.stringify({ json: answer.json, nextCursor: answer.nextCursor });
    const windowKey = `${this.prefix}#bytes:${Math.floor(Date.now() / (TTL_SEC * 1000))}`;
    const counted = await redis
      .multi()
      .incr(`${versionKey}#count`)
      .expire(`${versionKey}#count`, TTL_SEC)
      .incrby(windowKey, value.length)
      .expire(windowKey, 2 * TTL_SEC)
      .exec();
    const count = Number(counted?.[0]?.[1] ?? Infinity);
    const bytes = Number(counted?.[2]?.[1] ?? Infinity);
    if (count > this.maxPerVersion || bytes > this.maxBytesPerWindow) return;
    await redis.set(redisKey, value, 'EX', TTL_SEC);
  }

  private async read(redis: Redis, redisKey: string): Promise<SharedAnswer | undefined> {
    // Not connected (an outage, a restart): straight to the content service, no queueing.
    if (redis.status !== 'ready') return undefined;
    const value = await settleWithin(redis.get(redisKey).catch(() => null), READ_TIMEOUT_MS, null);
    if (!value) return undefined;
    try {
      const parsed = JSON.parse(value) as Partial<SharedAnswer>;
      return typeof parsed.json === 'string' ? { json: parsed.json, nextCursor: parsed.nextCursor } : undefined;
    } catch {
      return undefined;
    }
  }
}
