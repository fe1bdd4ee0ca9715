import { PROGRESS_EXCHANGE, type ProgressMessage } from '@lectures/proto';
import { queueName, type TransportConfig } from '@lectures/platform';
import * as amqp from 'amqp-connection-manager';
import type { ConfirmChannel } from 'amqplib';

/** Sends live progress to every gateway replica. */
export interface ProgressPublisher {
  publish(message: ProgressMessage): Promise<void>;
  close(): Promise<void>;
}

/** RabbitMQ: the `progress` fanout exchange; each gateway binds its own exclusive queue. */
class RmqProgressPublisher implements ProgressPublisher {
  private readonly connection: amqp.AmqpConnectionManager;
  private readonly channel: amqp.ChannelWrapper;

  constructor(url: string, private readonly exchange: string) {
    this.connection = amqp.connect([url], { heartbeatIntervalInSeconds: 15, reconnectTimeInSeconds: 2 });
    this.channel = this.connection.createChannel({
      json: false,
      setup: (channel: ConfirmChannel) => channel.assertExchange(exchange, 'fanout', { durable: true }),
    });
  }

  async publish(message: ProgressMessage): Promise<void> {
    // Live progress is worth nothing later: not persisted, dropped after a minute unread.
    await this.channel.publish(this.exchange, '', Buffer.from(JSON.stringify(message)), {
      contentType: 'application/json',
      persistent: false,
      expiration: '60000',
    });
  }

  async close(): Promise<void> {
    await this.channel.close();
    await this.connection.close();
  }
}

export function createProgressPublisher(transport: TransportConfig): ProgressPublisher {
  const exchange = queueName(transport, PROGRESS_EXCHANGE);
  switch (transport.kind) {
    case 'rmq':
      return new RmqProgressPublisher(transport.url, exchange);
    case 'in-process':
      return {
        publish: async (message) => transport.bus.broadcast(exchange, message),
        close: async () => undefined,
      };
  }
}
