import { AppError } from '@lectures/proto';

/**
 * Bounds password hashing: argon2 runs on libuv's small thread pool, which file and DNS work
 * share, so unbounded concurrent sign-ins would starve every other request. At most
 * `running` hashes at once, `waiting` more in line, and past that an immediate 503.
 */
export class HashQueue {
  private active = 0;
  private readonly queue: (() => void)[] = [];

  constructor(
    private readonly running = 2,
    private readonly waiting = 16,
  ) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.active >= this.running) {
      if (this.queue.length >= this.waiting) throw new AppError('UNAVAILABLE', 'The server is busy signing other people in. Try again in a moment.');
      await new Promise<void>((resolve) => this.queue.push(resolve));
    } else {
      this.active++;
    }
    try {
      return await work();
    } finally {
      const next = this.queue.shift();
      if (next) next();
      else this.active--;
    }
  }
}
