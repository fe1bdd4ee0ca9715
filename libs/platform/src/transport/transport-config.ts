import type { InProcessBus } from './in-process-bus';

/** How a service reaches the others: RabbitMQ, or the bus of this process. */
export type TransportConfig =
  | { kind: 'rmq'; url: string; prefix: string }
  | { kind: 'in-process'; bus: InProcessBus; prefix: string };

export function queueName(transport: TransportConfig, queue: string): string {
  return `${transport.prefix}${queue}`;
}
