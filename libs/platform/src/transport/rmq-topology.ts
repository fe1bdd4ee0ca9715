import { withShortConnection } from './short-connection';

/** Every consumer queue is a durable quorum queue dead-lettering to `<queue>.dlq`. */
export function consumerQueueArguments(queue: string): Record<string, string> {
  return {
    'x-queue-type': 'quorum',
    'x-dead-letter-exchange': '',
    'x-dead-letter-routing-key': `${queue}.dlq`,
  };
}

export function retryQueueName(queue: string): string {
  return `${queue}.retry`;
}

/**
 * Declares a consumer queue with its retry queue (messages wait out their
 * per-message TTL, then dead-letter back to the queue) and its dead-letter queue.
 */
export async function assertQueueTopology(url: string, queues: readonly string[]): Promise<void> {
  await withShortConnection(url, async (channel) => {
    for (const queue of queues) {
      await channel.assertQueue(`${queue}.dlq`, { durable: true, arguments: { 'x-queue-type': 'quorum' } });
      await channel.assertQueue(retryQueueName(queue), {
        durable: true,
        arguments: { 'x-dead-letter-exchange': '', 'x-dead-letter-routing-key': queue },
      });
      await channel.assertQueue(queue, { durable: true, arguments: consumerQueueArguments(queue) });
    }
  });
}
