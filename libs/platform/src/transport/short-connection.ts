import * as amqp from 'amqplib';

/**
 * Runs `work` on a channel of a connection of its own, then closes it. The broker going away
 * meanwhile fails `work` (or the close) and nothing else: amqplib emits an 'error' event on the
 * connection and the channel as well, and an event nobody listens to would end the process.
 * A close that fails after `work` finished changes nothing of what it returned.
 */
export async function withShortConnection<T>(url: string, work: (channel: amqp.Channel) => Promise<T>, options: { timeoutMs?: number } = {}): Promise<T> {
  const connection = await amqp.connect(url, options.timeoutMs ? { timeout: options.timeoutMs } : undefined);
  connection.on('error', () => undefined);
  try {
    const channel = await connection.createChannel();
    channel.on('error', () => undefined);
    return await work(channel);
  } finally {
    await connection.close().catch(() => undefined);
  }
}
