import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { PLATFORM_RUNTIME, type PlatformRuntime } from '@lectures/platform';
import Redis from 'ioredis';

/**
 * The gateway's one Redis connection for shared counters (rate limits, live-stream slots);
 * none in embedded mode, where one process counts in memory.
 */
@Injectable()
export class SharedRedis implements OnApplicationShutdown {
  readonly client: Redis | null;

  constructor(@Inject(PLATFORM_RUNTIME) runtime: PlatformRuntime) {
    this.client = runtime.redisUrl ? new Redis(runtime.redisUrl, { maxRetriesPerRequest: 2 }) : null;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.client?.quit().catch(() => undefined);
  }
}
