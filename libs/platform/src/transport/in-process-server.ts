import { Server, type CustomTransportStrategy } from '@nestjs/microservices';
import { isObservable } from 'rxjs';
import type { Delivery, InProcessBus } from './in-process-bus';
import { InProcessContext } from './in-process-context';

/** Nest server strategy consuming one queue of the in-process bus. */
export class InProcessServer extends Server implements CustomTransportStrategy {
  private stop?: () => void;

  constructor(
    private readonly bus: InProcessBus,
    private readonly queueName: string,
    private readonly prefetch: number,
  ) {
    super();
  }

  listen(callback: () => void): void {
    this.stop = this.bus.consume(this.queueName, this.prefetch, (delivery) => {
      void this.handle(delivery);
    });
    callback();
  }

  close(): void {
    this.stop?.();
  }

  on(): void {
    // No connection events: the bus lives in this process.
  }

  unwrap<T>(): T {
    return this.bus as T;
  }

  private async handle(delivery: Delivery): Promise<void> {
    const { message } = delivery;
    const context = new InProcessContext(delivery, this.queueName);
    const handler = this.getHandlerByPattern(message.pattern);
    if (!handler) {
      message.reply?.({ err: { code: 'INTERNAL', message: `No handler for ${message.pattern}` }, isDisposed: true });
      delivery.nack();
      return;
    }
    if (!message.reply) {
      await this.handleEvent(message.pattern, { pattern: message.pattern, data: message.data }, context);
      return;
    }
    const reply = message.reply;
    const result: unknown = await handler(message.data, context);
    const stream$ = this.transformToObservable(isObservable(result) ? result : Promise.resolve(result));
    this.send(stream$, (packet) => reply(packet));
  }
}
