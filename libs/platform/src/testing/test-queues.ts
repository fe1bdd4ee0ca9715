import * as amqp from 'amqplib';
import { RENDITION_QUEUE, SEGMENT_QUEUE, SERVICE_QUEUES } from '@lectures/proto';

/**
 * Deletes the queues a test created under its prefix (with their retry and
 * dead-letter queues), so test runs leave the broker as they found it.
 */
export async function deleteTestQueues(url: string, prefix: string): Promise<void> {
  const connection = await amqp.connect(url);
  try {
    const channel = await connection.createChannel();
    for (const queue of [...SERVICE_QUEUES, SEGMENT_QUEUE, RENDITION_QUEUE]) {
      for (const name of [queue, `${queue}.retry`, `${queue}.dlq`]) await channel.deleteQueue(`${prefix}${name}`);
    }
    await channel.close();
  } finally {
    await connection.close();
  }
}
