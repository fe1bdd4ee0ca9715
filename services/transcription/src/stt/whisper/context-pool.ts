interface Waiter<C> {
  resolve: (context: C) => void;
  reject: (error: Error) => void;
}

/**
 * At most `size` contexts, each used by one transcription at a time and created on first
 * need: one per worker slot, so memory is bounded by the model's size times the workers.
 */
export class ContextPool<C> {
  private readonly idle: C[] = [];
  private readonly all: C[] = [];
  private readonly busy = new Set<C>();
  private readonly waiting: Waiter<C>[] = [];
  private creating = 0;
  private closed = false;
  private drained?: () => void;

  constructor(
    private readonly size: number,
    private readonly create: () => Promise<C>,
    private readonly destroy: (context: C) => Promise<void>,
  ) {}

  /** Contexts that exist now (never more than the size). */
  get count(): number {
    return this.all.length + this.creating;
  }

  async acquire(): Promise<C> {
    if (this.closed) throw new Error('the speech engine is shutting down');
    let context = this.idle.pop();
    if (!context && this.count < this.size) {
      this.creating++;
      try {
        context = await this.create();
        this.all.push(context);
      } finally {
        this.creating--;
      }
    }
    if (!context) context = await new Promise<C>((resolve, reject) => this.waiting.push({ resolve, reject }));
    this.busy.add(context);
    return context;
  }

  release(context: C): void {
    this.busy.delete(context);
    const next = this.closed ? undefined : this.waiting.shift();
    if (next) return next.resolve(context);
    this.idle.push(context);
    if (this.closed && this.busy.size === 0) this.drained?.();
  }

  /** Forgets a context that cannot be trusted any more (its run never ended); a new one takes its place when needed. */
  discard(context: C): void {
    this.busy.delete(context);
    const at = this.all.indexOf(context);
    if (at >= 0) this.all.splice(at, 1);
    void this.destroy(context).catch(() => undefined);
    const next = this.closed ? undefined : this.waiting.shift();
    if (next) this.acquire().then(next.resolve, next.reject);
    if (this.closed && this.busy.size === 0) this.drained?.();
  }

  /** Frees every context once its work is done (a native run is never cut short under it). */
  async close(): Promise<void> {
    this.closed = true;
    for (const waiter of this.waiting.splice(0)) waiter.reject(new Error('the speech engine is shutting down'));
    if (this.busy.size > 0) await new Promise<void>((resolve) => (this.drained = resolve));
    for (const context of this.all.splice(0)) await this.destroy(context);
    this.idle.length = 0;
  }
}
