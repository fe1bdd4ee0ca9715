import { randomBytes } from 'node:crypto';
import type { Channel } from 'amqplib';
import type { ChannelWrapper } from 'amqp-connection-manager';
import { ServerRMQ, type OutgoingResponse, type RmqContext, type RmqOptions } from '@nestjs/microservices';

/** The RMQ servers of this process, so a shutdown can stop them all taking messages. */
const consuming = new Set<RmqServer>();

/**
 * Nest's RMQ server, with two changes. A reply still waiting for its publisher confirm
 * when the channel closes (a shutdown right after answering) is logged instead of becoming
 * an unhandled rejection (Nest's ServerRMQ.sendMessage drops the promise). And it can stop
 * taking messages while its channel stays open, so the ones in hand are finished and
 * acknowledged before the process exits.
 */
export class RmqServer extends ServerRMQ {
  private readonly consumerTag: string;
  private consumingChannel?: Channel;
  private draining = false;

  constructor(options: Required<RmqOptions>['options']) {
    const consumerTag = `${options.queue ?? 'queue'}.${process.pid}.${randomBytes(4).toString('hex')}`;
    super({ ...options, consumerTag });
    this.consumerTag = consumerTag;
    consuming.add(this);
  }

  override async setupChannel(channel: Channel, callback: () => void): Promise<void> {
    // A reconnect while draining must not start taking messages again.
    if (this.draining) return callback();
    this.consumingChannel = channel;
    return super.setupChannel(channel, callback);
  }

  /** Stops delivery to this process; messages not yet delivered stay on the queue for others. */
  async stopConsuming(): Promise<void> {
    this.draining = true;
    await this.consumingChannel?.cancel(this.consumerTag).catch(() => undefined);
  }

  override async close(): Promise<void> {
    consuming.delete(this);
    await super.close();
  }

  override sendMessage<T>(message: T, replyTo: unknown, correlationId: string, context: RmqContext): void {
    const { options, ...packet } = this.serializer.serialize(message as OutgoingResponse) as { options?: Record<string, unknown> };
    this.onProcessingEndHook?.(this.transportId, context);
    const channel = this.channel as ChannelWrapper | null;
    channel
      ?.sendToQueue(String(replyTo), Buffer.from(JSON.stringify(packet)), { correlationId, ...options })
      .catch((error: unknown) => {
        this.logger.warn(`reply to ${String(replyTo)} not confirmed: ${String(error)}`);
      });
  }
}

/** Every RMQ server of this process stops taking messages. */
export async function stopConsuming(): Promise<number> {
  const servers = [...consuming];
  await Promise.all(servers.map((server) => server.stopConsuming()));
  return servers.length;
}
