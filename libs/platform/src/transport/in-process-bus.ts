import { retryHeaders } from '../messaging/retry-headers';

/**
 * An in-memory broker with RabbitMQ's semantics where our handlers rely on them:
 * named queues, competing consumers with a prefetch limit, manual ack, nack to a
 * dead-letter list, delayed retry, request/reply, and fan-out topics.
 * It holds nothing across a crash: services resume unfinished work from their tables.
 */
export interface BusMessage {
  pattern: string;
  data: unknown;
  headers: Record<string, string | number>;
  /** Present on requests: called once with the reply packet. */
  reply?: (packet: { err?: unknown; response?: unknown; isDisposed?: boolean }) => void;
}

export interface Delivery {
  message: BusMessage;
  ack(): void;
  /** Drop the message to the queue's dead letters. */
  nack(): void;
  /** Put the message back after a delay with its attempt counter raised. */
  retryLater(delayMs: number, outage: boolean): void;
}

type ConsumerFn = (delivery: Delivery) => void;

interface Consumer {
  prefetch: number;
  inFlight: number;
  fn: ConsumerFn;
}

class Queue {
  readonly pending: BusMessage[] = [];
  readonly consumers: Consumer[] = [];
  readonly deadLetters: BusMessage[] = [];
  private next = 0;

  constructor(readonly name: string) {}

  drain(): void {
    while (this.pending.length > 0) {
      const consumer = this.pickConsumer();
      if (!consumer) return;
      const message = this.pending.shift()!;
      consumer.inFlight += 1;
      let settled = false;
      const settle = (after: () => void) => {
        if (settled) return;
        settled = true;
        consumer.inFlight -= 1;
        after();
        setImmediate(() => this.drain());
      };
      const delivery: Delivery = {
        message,
        ack: () => settle(() => undefined),
        nack: () => settle(() => this.deadLetters.push(message)),
        retryLater: (delayMs, outage) =>
          settle(() => {
            const again = { ...message, headers: retryHeaders(message.headers, outage) };
            setTimeout(() => this.push(again), delayMs).unref();
          }),
      };
      setImmediate(() => consumer.fn(delivery));
    }
  }

  push(message: BusMessage): void {
    this.pending.push(message);
    this.drain();
  }

  private pickConsumer(): Consumer | undefined {
    for (let i = 0; i < this.consumers.length; i += 1) {
      const candidate = this.consumers[(this.next + i) % this.consumers.length];
      if (candidate.inFlight < candidate.prefetch) {
        this.next = (this.next + i + 1) % this.consumers.length;
        return candidate;
      }
    }
    return undefined;
  }
}

export class InProcessBus {
  private readonly queues = new Map<string, Queue>();
  private readonly topics = new Map<string, Set<(data: unknown) => void>>();

  private queue(name: string): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name);
      this.queues.set(name, queue);
    }
    return queue;
  }

  /** Messages are copied as JSON, as they would be on the wire. */
  publish(queueName: string, message: BusMessage): void {
    const copy: BusMessage = {
      ...message,
      data: message.data === undefined ? undefined : JSON.parse(JSON.stringify(message.data)),
    };
    this.queue(queueName).push(copy);
  }

  consume(queueName: string, prefetch: number, fn: ConsumerFn): () => void {
    const queue = this.queue(queueName);
    const consumer: Consumer = { prefetch: Math.max(1, prefetch), inFlight: 0, fn };
    queue.consumers.push(consumer);
    queue.drain();
    return () => {
      const i = queue.consumers.indexOf(consumer);
      if (i >= 0) queue.consumers.splice(i, 1);
    };
  }

  hasConsumers(queueName: string): boolean {
    return this.queue(queueName).consumers.length > 0;
  }

  deadLetters(queueName: string): readonly BusMessage[] {
    return this.queue(queueName).deadLetters;
  }

  /** Messages the queue's consumers may hold at once (the sum of their prefetch). */
  capacity(queueName: string): number {
    return this.queue(queueName).consumers.reduce((sum, c) => sum + c.prefetch, 0);
  }

  depth(queueName: string): number {
    return this.queue(queueName).pending.length;
  }

  /** Fan-out: every subscriber gets every message (no ack, like an exclusive queue). */
  broadcast(topic: string, data: unknown): void {
    const copy: unknown = JSON.parse(JSON.stringify(data));
    for (const fn of this.topics.get(topic) ?? []) setImmediate(() => fn(copy));
  }

  subscribe(topic: string, fn: (data: unknown) => void): () => void {
    let set = this.topics.get(topic);
    if (!set) {
      set = new Set();
      this.topics.set(topic, set);
    }
    set.add(fn);
    return () => set.delete(fn);
  }
}
