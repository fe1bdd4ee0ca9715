import type { RmqContext } from '@nestjs/microservices';
import type { Channel, ConsumeMessage } from 'amqplib';
import { InProcessContext } from '../transport/in-process-context';
import { retryQueueName } from '../transport/rmq-topology';

/** Ack, dead-letter and delayed retry, the same for RabbitMQ and the in-process bus. */
export interface MessageControl {
  readonly isRequest: boolean;
  readonly attempt: number;
  readonly headers: Record<string, unknown>;
  ack(): void;
  deadLetter(): void;
  retryLater(delayMs: number): void;
}

export function messageControl(context: unknown): MessageControl {
  if (context instanceof InProcessContext) {
    const delivery = context.getDelivery();
    return {
      isRequest: delivery.message.reply !== undefined,
      attempt: Number(delivery.message.headers['x-attempt'] ?? 0),
      headers: delivery.message.headers,
      ack: () => delivery.ack(),
      deadLetter: () => delivery.nack(),
      retryLater: (delayMs) => delivery.retryLater(delayMs),
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
    headers,
    ack: () => channel.ack(message),
    deadLetter: () => channel.nack(message, false, false),
    retryLater: (delayMs) => {
      channel.sendToQueue(retryQueueName(queue), message.content, {
        ...message.properties,
        headers: { ...headers, 'x-attempt': Number(headers['x-attempt'] ?? 0) + 1 },
        expiration: String(delayMs),
        persistent: true,
      });
      channel.ack(message);
    },
  };
}
