import type { RmqContext } from '@nestjs/microservices';
import type { Channel, ConsumeMessage } from 'amqplib';
import { InProcessContext } from '../transport/in-process-context';
import { retryQueueName } from '../transport/rmq-topology';
import { retryHeaders } from './retry-headers';

/** Ack, dead-letter and delayed retry, the same for RabbitMQ and the in-process bus. */
export interface MessageControl {
  readonly isRequest: boolean;
  /** Failures so far; waits for a dependency outage do not count. */
  readonly attempt: number;
  /** Deliveries put off by a dependency outage so far (their back-off grows with it). */
  readonly outageWaits: number;
  readonly headers: Record<string, unknown>;
  ack(): void;
  deadLetter(): void;
  /** Delivered again after `delayMs`, as one more failure or (`outage`) one more wait. */
  retryLater(delayMs: number, outage?: boolean): void;
}


export function messageControl(context: unknown): MessageControl {
  if (context instanceof InProcessContext) {
    const delivery = context.getDelivery();
    return {
      isRequest: delivery.message.reply !== undefined,
      attempt: Number(delivery.message.headers['x-attempt'] ?? 0),
      outageWaits: Number(delivery.message.headers['x-outage-waits'] ?? 0),
      headers: delivery.message.headers,
      ack: () => delivery.ack(),
      deadLetter: () => delivery.nack(),
      retryLater: (delayMs, outage = false) => delivery.retryLater(delayMs, outage),
    };
  }
  const rmq = context as RmqContext;
  const message = rmq.getMessage() as ConsumeMessage;
  const channel = rmq.getChannelRef() as Channel;
  const headers = (message.properties.headers ?? {}) as Record<string, unknown>;
  const queue = message.fields.routingKey;
  return {
    isRequest: Boolean(message.properties.replyTo),
    attempt: Number(headers['x-attempt'] ?? 0),
    outageWaits: Number(headers['x-outage-waits'] ?? 0),
    headers,
    ack: () => channel.ack(message),
    deadLetter: () => channel.nack(message, false, false),
    retryLater: (delayMs, outage = false) => {
      channel.sendToQueue(retryQueueName(queue), message.content, {
        ...message.properties,
        headers: retryHeaders(headers, outage),
        expiration: String(delayMs),
        persistent: true,
      });
      channel.ack(message);
    },
  };
}
