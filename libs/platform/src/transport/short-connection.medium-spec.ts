import { startTcpProxy, type TcpProxy } from '../testing/tcp-proxy';
import { TEST_AMQP_URL } from '../testing/test-stack';
import { withShortConnection } from './short-connection';

describe(withShortConnection.name, () => {
  let proxy: TcpProxy;
  const crashes: unknown[] = [];
  const crash = (error: unknown) => crashes.push(error);

  beforeAll(async () => {
    proxy = await startTcpProxy(Number(new URL(TEST_AMQP_URL).port || 5672));
    process.on('uncaughtException', crash);
  });

  afterAll(async () => {
    process.off('uncaughtException', crash);
    await proxy.close();
  });

  const viaProxy = () => {
    const url = new URL(TEST_AMQP_URL);
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    return url.toString();
  };

  it('should answer what the work returns and close its connection', async () => {
    const queue = await withShortConnection(viaProxy(), (channel) => channel.assertQueue('', { exclusive: true }));
    expect(queue.queue).toMatch(/^amq\.gen-/);
  });

  it('should fail the work, and only the work, when the broker goes away in the middle of it', async () => {
    const work = withShortConnection(viaProxy(), async (channel) => {
      proxy.cut();
      // Long enough for the socket's close to reach amqplib, which emits 'error' on the connection.
      await new Promise((resolve) => setTimeout(resolve, 300));
      return channel.checkQueue('no-such-queue-here');
    });
    await expect(work).rejects.toThrow();
    proxy.restore();
    // The 'error' event the drop raised had a listener: nothing escaped to end the process.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(crashes).toEqual([]);
  });
});
