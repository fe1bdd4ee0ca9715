import { settleWithin } from '../async/settle-within';

/** Bus messages whose handler is running in this process, so a shutdown can wait for them. */
class InFlight {
  private count = 0;
  private waiters: (() => void)[] = [];

  get size(): number {
    return this.count;
  }

  started(): void {
    this.count += 1;
  }

  ended(): void {
    this.count = Math.max(0, this.count - 1);
    if (this.count === 0) for (const wake of this.waiters.splice(0)) wake();
  }

  /** True once nothing is in hand; false when `timeoutMs` passed first. */
  async idle(timeoutMs: number): Promise<boolean> {
    if (this.count === 0) return true;
    return settleWithin(new Promise<true>((resolve) => this.waiters.push(() => resolve(true))), timeoutMs, false);
  }
}

export const inFlight = new InFlight();
