import { Logger } from '@nestjs/common';
import amqp, { type AmqpConnectionManager, type ChannelWrapper } from 'amqp-connection-manager';
import type { Channel, ConsumeMessage } from 'amqplib';
import type { Fanout } from './fanout';
import { RMQ_SOCKET_OPTIONS } from '../transport/transport-config';

/** A fanout exchange per topic; each subscriber gets its own exclusive, auto-deleted queue. */
export class RmqFanout implements Fanout {
  private readonly logger = new Logger('RmqFanout');
  private readonly connection: AmqpConnectionManager;
  private readonly publisher: ChannelWrapper;

  constructor(
    url: string,
    private readonly prefix: string,
  ) {
    this.connection = amqp.connect([url], RMQ_SOCKET_OPTIONS);
    this.publisher = this.connection.createChannel({ json: false });
  }

  private exchange(topic: string): string {
    return `${this.prefix}${topic}`;
  }

  async publish(topic: string, message: object): Promise<void> {
    const exchange = this.exchange(topic);
    await this.publisher.addSetup((channel: Channel) => channel.assertExchange(exchange, 'fanout', { durable: true }));
    await this.publisher.publish(exchange, '', Buffer.from(JSON.stringify(message)), {
      contentType: 'application/json',
      persistent: false,
    });
  }

  async subscribe(topic: string, handler: (message: unknown) => void, resubscribed?: () => void): Promise<() => Promise<void>> {
    const exchange = this.exchange(topic);
    let setups = 0;
    const channel = this.connection.createChannel({
      setup: async (ch: Channel) => {
        await ch.assertExchange(exchange, 'fanout', { durable: true });
        const { queue } = await ch.assertQueue('', { exclusive: true, autoDelete: true });
        await ch.bindQueue(queue, exchange, '');
        await ch.consume(
          queue,
          (msg: ConsumeMessage | null) => {
            if (!msg) return;
            try {
              handler(JSON.parse(msg.content.toString()) as unknown);
            } catch (error) {
              this.logger.warn({ msg: 'bad fanout message dropped', error: String(error) });
            }
          },
          { noAck: true },
        );
        // Set up again after a lost connection: whatever was published meanwhile went nowhere.
        if (++setups > 1) resubscribed?.();
      },
    });
    await channel.waitForConnect();
    return async () => {
      await channel.close();
    };
  }

  async close(): Promise<void> {
    await this.publisher.close();
    await this.connection.close();
  }
}
