import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { OUTBOX, PLATFORM_RUNTIME, type OutboxRelay, type PlatformRuntime } from '@lectures/platform';
import { ContentRepository } from './content.repository';

const SWEEP_MS = 60_000;
/** An upload unanswered this long lost its request or its answer (a crash, the in-process bus). */
const WAITING_MS = 2 * 60_000;

/**
 * The tables say which uploads still wait for media-storage: on start and then
 * every minute their upload-accepted event is sent again. media-storage decides
 * each upload once and repeats its decision, so a repeat is harmless.
 */
@Injectable()
export class UploadResumer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('UploadResumer');
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly repository: ContentRepository,
    @Inject(OUTBOX) private readonly outbox: OutboxRelay,
    @Inject(PLATFORM_RUNTIME) private readonly runtime: PlatformRuntime,
  ) {}

  onApplicationBootstrap(): void {
    // The in-process bus lost what was queued with the old process: resume at once.
    void this.resume(this.runtime.transport.kind === 'in-process' ? 0 : WAITING_MS);
    this.timer = setInterval(() => void this.resume(WAITING_MS), SWEEP_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  async resume(waitingMs: number): Promise<number> {
    try {
      const waiting = await this.repository.uploadsAwaitingMedia(waitingMs);
      if (waiting.length === 0) return 0;
      await this.repository.transaction(async (manager) => {
        for (const item of waiting) {
          await this.outbox.add(manager, 'content.upload-accepted.v1', { contentId: item.id, uploadKey: item.uploadKey!, uploadedBy: item.uploadedBy });
        }
      });
      this.outbox.kick();
      this.logger.log({ msg: 'asked again for uploads still waiting for their media', count: waiting.length });
      return waiting.length;
    } catch (error) {
      this.logger.warn({ msg: 'upload resume failed', error: String(error) });
      return 0;
    }
  }
}
