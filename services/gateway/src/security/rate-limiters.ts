import { Inject, Injectable } from '@nestjs/common';
import { PLATFORM_RUNTIME, type PlatformRuntime } from '@lectures/platform';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { RedisClients } from '../redis/redis-clients';
import { TooManyRequests } from '../http/too-many-requests';

/**
 * Makes rate limiters that count in Redis in distributed mode (every gateway replica sees the
 * same count) and in memory in embedded mode (one process).
 */
@Injectable()
export class RateLimiters {
  private readonly prefix: string;

  constructor(
    @Inject(PLATFORM_RUNTIME) runtime: PlatformRuntime,
    private readonly redis: RedisClients,
  ) {
    this.prefix = `${runtime.transport.prefix}lectures:throttle`;
  }

  /** `points` per `durationSeconds`; once used up, refused for `blockSeconds` (or the rest of the window). */
  create(name: string, points: number, durationSeconds: number, blockSeconds = 0): RateLimiterAbstract {
    const options = { points, duration: durationSeconds, blockDuration: blockSeconds };
    return this.redis.shared
      ? new RateLimiterRedis({ storeClient: this.redis.shared, keyPrefix: `${this.prefix}:${name}`, ...options })
      : new RateLimiterMemory({ keyPrefix: name, ...options });
  }
}

/** Takes one point, or throws 429 saying what was done too often. */
export async function consumeOrRefuse(limiter: RateLimiterAbstract, key: string, what: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (error) {
    if (error instanceof RateLimiterRes) throw new TooManyRequests(what, error.msBeforeNext);
    throw error;
  }
}

/** Throws 429 when the key has no points left, without taking one. */
export async function refuseWhenUsedUp(limiter: RateLimiterAbstract, key: string, what: string): Promise<void> {
  const used = await limiter.get(key);
  if (used && used.remainingPoints <= 0) throw new TooManyRequests(what, used.msBeforeNext);
}
