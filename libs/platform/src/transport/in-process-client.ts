import { ClientProxy, type ReadPacket, type WritePacket } from '@nestjs/microservices';
import type { InProcessBus } from './in-process-bus';

/** What a message looks like after the wire: embedded mode sees exactly what RabbitMQ would deliver. */
function overTheWire(data: unknown): unknown {
  return data === undefined ? undefined : JSON.parse(JSON.stringify(data));
}

/** Nest client sending to one queue of the in-process bus. */
export class InProcessClient extends ClientProxy {
  constructor(
    private readonly bus: InProcessBus,
    private readonly queueName: string,
    private readonly headers: () => Record<string, string>,
  ) {
    super();
  }

  async connect(): Promise<void> {}

  close(): void {}

  unwrap<T>(): T {
    return this.bus as T;
  }

  protected publish(packet: ReadPacket, callback: (packet: WritePacket) => void): () => void {
    let live = true;
    this.bus.publish(this.queueName, {
      pattern: String(packet.pattern),
      data: overTheWire(packet.data),
      headers: this.headers(),
      reply: (reply) => {
        if (live) callback(reply);
      },
    });
    return () => {
      live = false;
    };
  }

  protected async dispatchEvent<T = unknown>(packet: ReadPacket): Promise<T> {
    this.bus.publish(this.queueName, { pattern: String(packet.pattern), data: overTheWire(packet.data), headers: this.headers() });
    return undefined as T;
  }
}
