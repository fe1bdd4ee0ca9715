import Redis from 'ioredis';
import type { DataSource } from 'typeorm';
import { withShortConnection } from '../transport/short-connection';
import type { TransportConfig } from '../transport/transport-config';
import type { HealthCheck } from './health.service';

export function databaseCheck(dataSource: DataSource): HealthCheck {
  return { name: 'database', check: async () => void (await dataSource.query('SELECT 1')) };
}

/** Opens a short connection to Redis and PINGs it (sessions, rate limits and fan-out live there). */
export function redisCheck(url: string): HealthCheck {
  return {
    name: 'redis',
    check: async () => {
      const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, connectTimeout: 1500 });
      client.on('error', () => undefined); // reported through the rejected connect/ping
      try {
        await client.connect();
        await client.ping();
      } finally {
        client.disconnect();
      }
    },
  };
}

/** Opens a short connection to the broker: proves it accepts us now. */
export function brokerCheck(transport: TransportConfig): HealthCheck {
  return {
    name: 'broker',
    check: async () => {
      if (transport.kind === 'in-process') return;
      await withShortConnection(transport.url, async () => undefined);
    },
  };
}
