import * as amqp from 'amqplib';
import type { DataSource } from 'typeorm';
import type { TransportConfig } from '../transport/transport-config';
import type { HealthCheck } from './health.service';

export function databaseCheck(dataSource: DataSource): HealthCheck {
  return { name: 'database', check: async () => void (await dataSource.query('SELECT 1')) };
}

/** Opens a short connection to the broker: proves it accepts us now. */
export function brokerCheck(transport: TransportConfig): HealthCheck {
  return {
    name: 'broker',
    check: async () => {
      if (transport.kind === 'in-process') return;
      const connection = await amqp.connect(transport.url);
      await connection.close();
    },
  };
}
