import { Global, Inject, Injectable, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import { PLATFORM_RUNTIME, type PlatformRuntime } from '@lectures/platform';
import Redis, { type RedisOptions } from 'ioredis';

/**
 * Every Redis connection the gateway opens, in one place (distributed mode; none in embedded
 * mode, where one process keeps everything in memory or PostgreSQL): `shared` for counters and
 * shared answers (rate limits, live-stream slots, public answers), and connections of their own
 * for what must not share one (sessions under their key prefix, the upload locks' blocking
 * commands). Errors are logged with what the connection is for; all close at shutdown.
 */
@Injectable()
export class RedisClients implements OnApplicationShutdown {
  readonly shared: Redis | null;
  private readonly opened: Redis[] = [];
  private readonly logger = new Logger('Redis');

  constructor(@Inject(PLATFORM_RUNTIME) private readonly runtime: PlatformRuntime) {
    this.shared = runtime.redisUrl ? this.open('shared counters and answers') : null;
  }

  /** A connection of its own; null in embedded mode. */
  open(purpose: string, options: RedisOptions = {}): Redis | null {
    if (!this.runtime.redisUrl) return null;
    const client = new Redis(this.runtime.redisUrl, { maxRetriesPerRequest: 2, ...options });
    client.on('error', (error) => this.logger.warn({ msg: 'redis connection error', purpose, error: String(error) }));
    this.opened.push(client);
    return client;
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all(this.opened.map((client) => client.quit().catch(() => undefined)));
  }
}

@Global()
@Module({ providers: [RedisClients], exports: [RedisClients] })
export class RedisModule {}
