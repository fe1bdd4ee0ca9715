import { Global, Module } from '@nestjs/common';
import { DATA_SOURCE, PLATFORM_RUNTIME, type PlatformRuntime } from '@lectures/platform';
import type { DataSource } from 'typeorm';
import { PgSessionStore } from './pg-session-store';
import { RedisSessionStore } from './redis-session-store';
import { RedisClients } from '../redis/redis-clients';
import { SESSION_STORE, type SessionStore } from './session-store';

@Global()
@Module({
  providers: [
    {
      provide: SESSION_STORE,
      inject: [PLATFORM_RUNTIME, DATA_SOURCE, RedisClients],
      useFactory: (runtime: PlatformRuntime, dataSource: DataSource, redis: RedisClients): SessionStore => {
        const client = redis.open('sessions', { keyPrefix: `${runtime.transport.prefix}lectures:` });
        return client ? new RedisSessionStore(client) : new PgSessionStore(dataSource);
      },
    },
  ],
  exports: [SESSION_STORE],
})
export class SessionsModule {}
