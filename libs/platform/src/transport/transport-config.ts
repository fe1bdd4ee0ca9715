import type { InProcessBus } from './in-process-bus';

/** How a service reaches the others: RabbitMQ, or the bus of this process. */
export type TransportConfig =
  | { kind: 'rmq'; url: string; prefix: string }
  | { kind: 'in-process'; bus: InProcessBus; prefix: string };

export function queueName(transport: TransportConfig, queue: string): string {
  return `${transport.prefix}${queue}`;
}

/**
 * How every long-lived RabbitMQ connection is made: heartbeats, reconnects, and no Nagle delay.
 * amqplib leaves Nagle's algorithm on, and a publish is several small frames: the second waited
 * for the broker's delayed ACK of the first, about 40 ms on every request and reply.
 */
export const RMQ_SOCKET_OPTIONS = {
  heartbeatIntervalInSeconds: 15,
  reconnectTimeInSeconds: 2,
  connectionOptions: { noDelay: true },
};
