/**
 * Background work on a timer (sweeps, expiry): once at start, then every `everyMs`,
 * never two runs at once, failures handed to `onError` and tried again next time.
 * `stop()` waits for a run in progress, so a shutdown does not cut one in half.
 */
export class PeriodicTask {
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;

  constructor(
    private readonly run: () => Promise<void>,
    private readonly onError: (error: unknown) => void,
  ) {}

  start(everyMs: number): void {
    this.timer = setInterval(() => this.tick(), everyMs);
    this.timer.unref();
    this.tick();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  private tick(): void {
    if (this.running) return;
    this.running = this.run()
      .catch(this.onError)
      .finally(() => (this.running = undefined));
  }
}
