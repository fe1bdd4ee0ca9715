import { Inject, Injectable, Logger, type BeforeApplicationShutdown } from '@nestjs/common';
import { inFlight } from '../messaging/in-flight';
import { stopConsuming } from '../transport/rmq-server';
import type { PlatformRuntime } from './platform-runtime';
import { PLATFORM_RUNTIME } from './tokens';

const DEFAULT_GRACE_MS = 25_000;

/**
 * On SIGTERM (a rolling update, a scale-down), before anything closes: stop taking messages,
 * then let the ones in hand finish and be acknowledged, for at most the grace period. What
 * is still running then goes back to its queue when the channel closes, for another process.
 */
@Injectable()
export class ShutdownDrain implements BeforeApplicationShutdown {
  private readonly logger = new Logger('Shutdown');

  constructor(@Inject(PLATFORM_RUNTIME) private readonly runtime: PlatformRuntime) {}

  async beforeApplicationShutdown(signal?: string): Promise<void> {
    if (!signal || this.runtime.transport.kind !== 'rmq') return;
    await stopConsuming();
    const inHand = inFlight.size;
    if (inHand === 0) return;
    const graceMs = this.runtime.shutdownGraceMs ?? DEFAULT_GRACE_MS;
    this.logger.log({ msg: 'draining: no new messages, finishing those in hand', signal, inHand, graceMs });
    const drained = await inFlight.idle(graceMs);
    if (drained) this.logger.log({ msg: 'drained: every message in hand finished' });
    else this.logger.warn({ msg: 'grace period over: unfinished messages go back to their queues', left: inFlight.size });
  }
}
