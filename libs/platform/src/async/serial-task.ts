/**
 * Work that runs one at a time, now or right after the run under way: `kick()` from anywhere
 * (a row was added, a worker came free) and, with `start(everyMs)`, on a timer too. A kick
 * during a run is not lost: one more run follows it.
 */
export class SerialTask {
  private timer?: NodeJS.Timeout;
  private running = false;
  private again = false;
  private stopped = false;

  constructor(
    private readonly run: () => Promise<void>,
    private readonly onError: (error: unknown) => void,
  ) {}

  start(everyMs: number): void {
    this.stopped = false;
    this.timer = setInterval(() => this.kick(), everyMs);
    this.timer.unref();
    this.kick();
  }

  stop(): void {
    this.stopped = true;
    clearInterval(this.timer);
  }

  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = true;
    void this.run()
      .catch(this.onError)
      .finally(() => {
        this.running = false;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }
}
