import type { CustomStrategy } from '@nestjs/microservices';
import { InProcessServer } from './in-process-server';
import { RmqServer } from './rmq-server';
import { consumerQueueArguments } from './rmq-topology';
import { queueName, RMQ_SOCKET_OPTIONS, type TransportConfig } from './transport-config';

/**
 * Microservice options consuming `queue`. Nest's RMQ defaults (noAck, unlimited
 * prefetch, transient messages) are all overridden on purpose.
 */
export function serverOptions(transport: TransportConfig, queue: string, prefetch: number): CustomStrategy {
  const name = queueName(transport, queue);
  if (transport.kind === 'in-process') {
    return { strategy: new InProcessServer(transport.bus, name, prefetch) };
  }
  return {
    strategy: new RmqServer({
      urls: [transport.url],
      queue: name,
      noAck: false,
      prefetchCount: prefetch,
      persistent: true,
      queueOptions: { durable: true, arguments: consumerQueueArguments(name) },
      socketOptions: RMQ_SOCKET_OPTIONS,
    }),
  };
}
