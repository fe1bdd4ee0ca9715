import type { ChannelWrapper } from 'amqp-connection-manager';
import { ServerRMQ, type OutgoingResponse, type RmqContext } from '@nestjs/microservices';

/**
 * Nest's RMQ server, except that a reply still waiting for its publisher confirm
 * when the channel closes (a shutdown right after answering) is logged instead of
 * becoming an unhandled rejection: Nest's ServerRMQ.sendMessage drops the promise.
 */
export class RmqServer extends ServerRMQ {
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
