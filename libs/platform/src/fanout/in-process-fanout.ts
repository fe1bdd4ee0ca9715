import type { InProcessBus } from '../transport/in-process-bus';
import type { Fanout } from './fanout';

export class InProcessFanout implements Fanout {
  constructor(
    private readonly bus: InProcessBus,
    private readonly prefix: string,
  ) {}

  async publish(topic: string, message: object): Promise<void> {
    this.bus.broadcast(`${this.prefix}${topic}`, message);
  }

  async subscribe(topic: string, handler: (message: unknown) => void): Promise<() => Promise<void>> {
    const off = this.bus.subscribe(`${this.prefix}${topic}`, handler);
    return async () => off();
  }

  async close(): Promise<void> {}
}
