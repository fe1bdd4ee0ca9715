import { Controller, Module } from '@nestjs/common';
import { EventPattern, MessagePattern } from '@nestjs/microservices';
import * as amqp from 'amqplib';
import { RETRY_POLICY } from './bus-message.interceptor';
import { DEADLINE_HEADER } from './message-bus';
import { startTestStack, TEST_AMQP_URL, type TestStack } from '../testing/test-stack';
import type { ServiceDefinition } from '../bootstrap/start-service';
import { InProcessBus } from '../transport/in-process-bus';
import { queueName } from '../transport/transport-config';
import { currentRequestId, requestContext } from '../logging/request-context';
import { MessageBus } from './message-bus';
import { startTcpProxy } from '../testing/tcp-proxy';

const calls: Record<string, number> = {};
const QUEUE = 'content';

@Controller()
class ProbeHandlers {
  @MessagePattern('content.get.v1')
  get(data: { id: string }): { echoed: string; requestId?: string } {
    calls[data.id] = (calls[data.id] ?? 0) + 1;
    return data.id === 'which-request' ? { echoed: data.id, requestId: currentRequestId() } : { echoed: data.id };
  }

  @EventPattern('transcription.failed.v1')
  failing(data: { contentId: string }): void {
    calls[data.contentId] = (calls[data.contentId] ?? 0) + 1;
    throw new Error('always fails');
  }

  @EventPattern('transcription.media-probed.v1')
  waitsForDatabase(data: { contentId: string }): void {
    calls[data.contentId] = (calls[data.contentId] ?? 0) + 1;
    if (calls[data.contentId] <= 6) throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
  }

  @EventPattern('transcription.completed.v1')
  flaky(data: { contentId: string }): void {
    calls[data.contentId] = (calls[data.contentId] ?? 0) + 1;
    if (calls[data.contentId] < 3) throw new Error('fails twice');
  }
}

@Module({ controllers: [ProbeHandlers] })
class ProbeModule {}

const probe = (): ServiceDefinition => ({
  name: 'probe',
  schema: 'probe',
  entities: [],
  migrations: [],
  consumers: [{ queue: QUEUE, prefetch: 4 }],
  module: ProbeModule,
  config: {},
  outbox: false,
});

async function waitFor(check: () => boolean | Promise<boolean>, ms = 10000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe.each(['rmq', 'in-process'] as const)('messaging over %s', (transport) => {
  let stack: TestStack;
  const savedPolicy = { ...RETRY_POLICY };

  beforeAll(async () => {
    RETRY_POLICY.baseDelayMs = 50;
    RETRY_POLICY.maxAttempts = 3;
    RETRY_POLICY.maxOutageDelayMs = 100;
    stack = await startTestStack(transport, () => [probe()]);
  });
  afterAll(async () => {
    Object.assign(RETRY_POLICY, savedPolicy);
    await stack.close();
  });

  const deadLetters = async (): Promise<number> => {
    const name = queueName(stack.runtime.transport, QUEUE);
    if (stack.runtime.transport.kind === 'in-process') return stack.runtime.transport.bus.deadLetters(name).length;
    const connection = await amqp.connect(TEST_AMQP_URL);
    const channel = await connection.createChannel();
    const { messageCount } = await channel.checkQueue(`${name}.dlq`);
    await connection.close();
    return messageCount;
  };

  it('should answer a request with the handler reply', async () => {
    const bus = stack.services[0].bus;
    await expect(bus.request('content.get.v1', { id: 'abc', scope: 'staff' })).resolves.toEqual({ echoed: 'abc' });
  });

  it('should report a failure that is not an outage as an internal error, not as the service being unavailable', async () => {
    const bus = stack.services[0].bus;
    // A payload the wire cannot carry: a bug on the caller's side, whichever transport.
    const unsendable = { id: 10n, scope: 'staff' } as unknown as { id: string; scope: 'staff' };
    await expect(bus.request('content.get.v1', unsendable)).rejects.toMatchObject({ code: 'INTERNAL', message: 'Internal error' });
    await expect(bus.request('content.get.v1', { id: 'still-fine', scope: 'staff' })).resolves.toEqual({ echoed: 'still-fine' });
  });

  it("should carry the caller's request id across the hop", async () => {
    const bus = stack.services[0].bus;
    const reply = await requestContext.run({ requestId: `req-${transport}` }, () =>
      bus.request('content.get.v1', { id: 'which-request', scope: 'staff' }),
    );
    expect(reply).toEqual({ echoed: 'which-request', requestId: `req-${transport}` });
  });

  it('should retry a failing event with back-off until it succeeds', async () => {
    await stack.services[0].bus.emit('transcription.completed.v1', {
      contentId: `flaky-${transport}`,
      generation: 1,
      transcriptText: '',
      aiMetadata: {},
    });
    await waitFor(() => calls[`flaky-${transport}`] === 3);
    await new Promise((r) => setTimeout(r, 300));
    expect(calls[`flaky-${transport}`]).toBe(3);
  });

  it('should keep an event waiting through a dependency outage longer than its attempts, never dead-lettered', async () => {
    const before = await deadLetters();
    await stack.services[0].bus.emit('transcription.media-probed.v1', { contentId: `outage-${transport}`, generation: 1 });
    await waitFor(() => calls[`outage-${transport}`] === 7);
    await new Promise((r) => setTimeout(r, 300));
    expect(calls[`outage-${transport}`]).toBe(7);
    expect(await deadLetters()).toBe(before);
  });

  it('should dead-letter an event that keeps failing, after the bounded attempts', async () => {
    const before = await deadLetters();
    await stack.services[0].bus.emit('transcription.failed.v1', { contentId: `fail-${transport}`, generation: 1, error: 'x' });
    await waitFor(async () => (await deadLetters()) === before + 1);
    expect(calls[`fail-${transport}`]).toBe(3);
    // The consumer is still alive for other work.
    await expect(stack.services[0].bus.request('content.get.v1', { id: 'after', scope: 'staff' })).resolves.toEqual({ echoed: 'after' });
  });

  it('should drop a request whose caller gave up before it was taken: never run, never dead-lettered', async () => {
    if (stack.runtime.transport.kind !== 'rmq') return; // in-process requests cannot wait in a queue
    const before = await deadLetters();
    const connection = await amqp.connect(TEST_AMQP_URL);
    const channel = await connection.createChannel();
    const { queue: replyTo } = await channel.assertQueue('', { exclusive: true });
    // What MessageBus sends, but its caller's deadline passed while no consumer was there.
    const message = { pattern: 'content.get.v1', data: { id: 'too-late', scope: 'staff' }, id: 'late-1' };
    channel.sendToQueue(queueName(stack.runtime.transport, QUEUE), Buffer.from(JSON.stringify(message)), {
      replyTo,
      correlationId: 'late-1',
      headers: { [DEADLINE_HEADER]: String(Date.now() - 1000) },
    });
    await channel.close();
    await connection.close();
    // Requests behind it still run; the late one never does, and nothing reaches the DLQ.
    await expect(stack.services[0].bus.request('content.get.v1', { id: 'after-late', scope: 'staff' })).resolves.toEqual({ echoed: 'after-late' });
    await new Promise((r) => setTimeout(r, 300));
    expect(calls['too-late']).toBeUndefined();
    expect(await deadLetters()).toBe(before);
  });

  it('should reject a message whose pattern has no handler instead of leaving it unacked', async () => {
    const before = await deadLetters();
    await stack.services[0].bus.emitTo(QUEUE, 'nobody.handles.this.v1', { x: 1 });
    await waitFor(async () => (await deadLetters()) === before + 1);
    await expect(stack.services[0].bus.request('content.get.v1', { id: 'still', scope: 'staff' })).resolves.toEqual({ echoed: 'still' });
  });
});

describe('a request while RabbitMQ is down', () => {
  it('should be UNAVAILABLE (503 at the gateway), not an internal error, and work again once the broker is back', async () => {
    const proxy = await startTcpProxy(Number(new URL(TEST_AMQP_URL).port || 5672));
    const url = new URL(TEST_AMQP_URL);
    url.port = String(proxy.port);
    const stack = await startTestStack('rmq', () => [probe()]);
    const caller = new MessageBus({ kind: 'rmq', url: url.toString(), prefix: stack.runtime.transport.prefix }, 1500);
    try {
      await expect(caller.request('content.get.v1', { id: 'before', scope: 'staff' })).resolves.toEqual({ echoed: 'before' });
      proxy.cut();
      // The client library's own words while it reconnects ('Connection lost. Trying to reconnect...'), and plain timeouts.
      for (let i = 0; i < 3; i++) await expect(caller.request('content.get.v1', { id: `down-${i}`, scope: 'staff' })).rejects.toMatchObject({ code: 'UNAVAILABLE' });
      proxy.restore();
      await waitFor(async () => (await caller.request('content.get.v1', { id: 'after', scope: 'staff' }).catch(() => null)) !== null, 30000);
    } finally {
      await caller.close();
      await stack.close();
      await proxy.close();
    }
  }, 60_000);
});

describe(InProcessBus.name, () => {
  it('should never give a consumer more unacked messages than its prefetch, and share work between consumers', async () => {
    const bus = new InProcessBus();
    const held: Record<string, (() => void)[]> = { a: [], b: [] };
    bus.consume('q', 1, (d) => held.a.push(() => d.ack()));
    bus.consume('q', 2, (d) => held.b.push(() => d.ack()));
    for (let i = 0; i < 6; i += 1) bus.publish('q', { pattern: 'p', data: i, headers: {} });
    await new Promise((r) => setTimeout(r, 20));
    expect(held.a).toHaveLength(1);
    expect(held.b).toHaveLength(2);
    expect(bus.depth('q')).toBe(3);
    held.a.shift()!();
    await new Promise((r) => setTimeout(r, 20));
    expect(held.a).toHaveLength(1);
    expect(bus.depth('q')).toBe(2);
  });
});
