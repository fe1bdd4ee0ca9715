import { Logger } from '@nestjs/common';
import { ClientProxy, ClientRMQ, RmqRecordBuilder } from '@nestjs/microservices';
import {
  AppError,
  EVENT_SUBSCRIBERS,
  REQUEST_QUEUE,
  type EventOf,
  type EventPattern,
  type ReplyOf,
  type RequestOf,
  type RequestPattern,
} from '@lectures/proto';
import { firstValueFrom, lastValueFrom, timeout, TimeoutError } from 'rxjs';
import { currentRequestId } from '../logging/request-context';
import { InProcessClient } from '../transport/in-process-client';
import { consumerQueueArguments } from '../transport/rmq-topology';
import { queueName, RMQ_SOCKET_OPTIONS, type TransportConfig } from '../transport/transport-config';

export const DEFAULT_REQUEST_TIMEOUT_MS = 5000;

const busLogger = new Logger('MessageBus');

function requestHeaders(): Record<string, string> {
  const requestId = currentRequestId();
  return requestId ? { 'x-request-id': requestId } : {};
}

/** Header of a request: when its caller stops waiting (epoch ms). */
export const DEADLINE_HEADER = 'x-deadline';

/**
 * The one way services talk to each other: typed by the contracts in proto,
 * routed by pattern, carrying the request id. Replies that are errors come back
 * as AppError; a service that does not answer in time is UNAVAILABLE.
 */
export class MessageBus {
  private readonly clients = new Map<string, ClientProxy>();

  constructor(
    private readonly transport: TransportConfig,
    private readonly requestTimeoutMs = DEFAULT_REQUEST_TIMEOUT_MS,
  ) {}

  /** `timeoutMs` overrides the bus default for work known to be slow. */
  async request<P extends RequestPattern>(
    pattern: P,
    payload: RequestOf<P>,
    { timeoutMs = this.requestTimeoutMs }: { timeoutMs?: number } = {},
  ): Promise<ReplyOf<P>> {
    const queue = REQUEST_QUEUE[pattern];
    const record =
      this.transport.kind === 'rmq'
        ? new RmqRecordBuilder(payload)
            // A request nobody took in time must not run later behind the caller's back: the
            // consumer drops it past this deadline. Not a broker TTL, which would dead-letter
            // it into <queue>.dlq beside real failures, where a replay would run it after all.
            .setOptions({ headers: { ...requestHeaders(), [DEADLINE_HEADER]: String(Date.now() + timeoutMs) }, persistent: false })
            .build()
        : payload;
    try {
      const reply$ = this.client(queue).send<ReplyOf<P>>(pattern, record).pipe(timeout(timeoutMs));
      return await firstValueFrom(reply$);
    } catch (error) {
      throw toAppError(error, queue);
    }
  }

  /** Resolves once every subscriber queue has the event (publisher confirms on RabbitMQ). */
  async emit<P extends EventPattern>(pattern: P, payload: EventOf<P>): Promise<void> {
    for (const queue of EVENT_SUBSCRIBERS[pattern]) {
      const record =
        this.transport.kind === 'rmq'
          ? new RmqRecordBuilder(payload).setOptions({ headers: requestHeaders(), persistent: true }).build()
          : payload;
      await lastValueFrom(this.client(queue).emit(pattern, record), { defaultValue: undefined });
    }
  }

  /** Publishes to one queue by name (segment tasks and other point-to-point work). */
  async emitTo(queue: string, pattern: string, payload: object): Promise<void> {
    const record =
      this.transport.kind === 'rmq'
        ? new RmqRecordBuilder(payload).setOptions({ headers: requestHeaders(), persistent: true }).build()
        : payload;
    await lastValueFrom(this.client(queue).emit(pattern, record), { defaultValue: undefined });
  }

  async close(): Promise<void> {
    await Promise.all([...this.clients.values()].map((c) => c.close() as unknown));
    this.clients.clear();
  }

  private client(queue: string): ClientProxy {
    const existing = this.clients.get(queue);
    if (existing) return existing;
    const name = queueName(this.transport, queue);
    const client: ClientProxy =
      this.transport.kind === 'in-process'
        ? new InProcessClient(this.transport.bus, name, requestHeaders)
        : (new ClientRMQ({
            urls: [this.transport.url],
            queue: name,
            persistent: true,
            queueOptions: { durable: true, arguments: consumerQueueArguments(name) },
            socketOptions: RMQ_SOCKET_OPTIONS,
          }) as unknown as ClientProxy);
    this.clients.set(queue, client);
    return client;
  }
}

// Node's socket errors, amqplib's, and @nestjs/microservices' own words while it reconnects
// ('Connection lost. Trying to reconnect...', a string it rejects with, not an Error).
const CONNECTION_FAILURE = /ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT|EHOSTUNREACH|ENOTFOUND|EAI_AGAIN|disconnected|connection closed|connection lost|trying to reconnect|channel closed|not connected/i;

/**
 * No answer in time or no broker: the service is unavailable (503, worth a
 * retry). Anything else is a bug here or there: INTERNAL (500), logged with
 * the request id so it can be found, never disguised as an outage.
 */
function toAppError(error: unknown, queue: string): AppError {
  if (error instanceof AppError) return error;
  if (AppError.isPayload(error)) return new AppError(error.code, error.message);
  const unavailable = () => new AppError('UNAVAILABLE', `The ${queue} service is unavailable`);
  if (error instanceof TimeoutError) return unavailable();
  const text = error instanceof Error ? `${(error as NodeJS.ErrnoException).code ?? ''} ${error.message}` : String(error);
  if (CONNECTION_FAILURE.test(text)) return unavailable();
  busLogger.error({ msg: 'bus request failed', queue, requestId: currentRequestId(), error: text });
  return new AppError('INTERNAL', 'Internal error');
}
