import { createHash } from 'node:crypto';
import type Redis from 'ioredis';

export interface SharedAnswer {
  json: string;
  nextCursor?: string | null;
}

/** Long enough to serve a version's busy minutes, short enough that old versions leave Redis. */
const TTL_SEC = 600;
/** Bigger answers (the unparameterised whole list of a large library) stay per replica: a multi-megabyte value blocks Redis. */
const MAX_SHARED_CHARS = 1_000_000;
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
  ) {}

  async get(version: string, key: string, load: () => Promise<SharedAnswer>): Promise<SharedAnswer> {
    const redis = this.redis;
    if (!redis) return load();
    const redisKey = `${this.prefix}:${createHash('sha1').update(`${version}\n${key}`).digest('base64url')}`;
    const held = await this.read(redis, redisKey);
    if (held) return held;
    const answer = await load();
    if (redis.status === 'ready' && answer.json.length <= MAX_SHARED_CHARS) {
      const value = JSON.stringify({ json: answer.json, nextCursor: answer.nextCursor });
      redis.set(redisKey, value, 'EX', TTL_SEC).catch(() => undefined);
    }
    return answer;
  }

  private async read(redis: Redis, redisKey: string): Promise<SharedAnswer | undefined> {
    // Not connected (an outage, a restart): straight to the content service, no queueing.
    if (redis.status !== 'ready') return undefined;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), READ_TIMEOUT_MS);
    });
    try {
      const value = await Promise.race([redis.get(redisKey).catch(() => null), timeout]);
      if (!value) return undefined;
      const parsed = JSON.parse(value) as Partial<SharedAnswer>;
      return typeof parsed.json === 'string' ? { json: parsed.json, nextCursor: parsed.nextCursor } : undefined;
    } catch {
      return undefined;
    } finally {
      clearTimeout(timer);
    }
  }
}
