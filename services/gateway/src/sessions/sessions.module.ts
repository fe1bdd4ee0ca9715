import { Global, Module, type OnApplicationShutdown, Inject } from '@nestjs/common';
import { DATA_SOURCE, PLATFORM_RUNTIME, type PlatformRuntime } from '@lectures/platform';
import type { DataSource } from 'typeorm';
import { PgSessionStore } from './pg-session-store';
import { RedisSessionStore } from './redis-session-store';
import { SESSION_STORE, type SessionStore } from './session-store';

@Global()
@Module({
  providers: [
    {
      provide: SESSION_STORE,
      inject: [PLATFORM_RUNTIME, DATA_SOURCE],
      useFactory: (runtime: PlatformRuntime, dataSource: DataSource): SessionStore =>
        runtime.redisUrl ? new RedisSessionStore(runtime.redisUrl, runtime.transport.prefix) : new PgSessionStore(dataSource),
    },
  ],
  exports: [SESSION_STORE],
})
export class SessionsModule implements OnApplicationShutdown {
  constructor(@Inject(SESSION_STORE) private readonly store: SessionStore) {}

  async onApplicationShutdown(): Promise<void> {
    await this.store.close();
  }
}
