import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { MESSAGE_BUS, type MessageBus } from '@lectures/platform';
import { MediaPatterns } from '@lectures/proto';
import { MEDIA_SETTINGS, type MediaSettings } from '../media/media.tokens';
import { RenditionRepository } from './rendition.repository';

/**
 * Puts rendition jobs back on the queue from the table: new jobs whose message was lost,
 * jobs whose worker died (lease lapsed), and the backfill of lectures stored before
 * renditions existed, a few at a time and only while no new lecture waits for its own.
 * Runs in every rendition worker; the table's locks give each job to one of them.
 */
@Injectable()
export class RenditionResumer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('RenditionResumer');
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;

  constructor(
    private readonly jobs: RenditionRepository,
    @Inject(MESSAGE_BUS) private readonly bus: MessageBus,
    @Inject(MEDIA_SETTINGS) private readonly settings: MediaSettings,
  ) {}

  onApplicationBootstrap(): void {
    if (this.settings.renditionResumeIntervalMs <= 0) return;
    this.timer = setInterval(() => void this.tick(), this.settings.renditionResumeIntervalMs);
    this.timer.unref();
    void this.tick();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  /** One round; tests call it. Answers the media keys sent. */
  async resume(): Promise<string[]> {
    const requeueMs = Math.max(this.settings.renditionLeaseMs * 4, 10 * 60_000);
    const stalled = await this.jobs.takeStalled(requeueMs);
    const backlog = await this.jobs.takeBacklog(this.settings.renditionBackfillInFlight, requeueMs);
    const sent: string[] = [];
    for (const mediaKey of [...stalled, ...backlog]) {
      await this.bus.emit(MediaPatterns.renditionRequested, { mediaKey });
      sent.push(mediaKey);
    }
    if (sent.length > 0) this.logger.log({ msg: 'rendition jobs queued again', stalled: stalled.length, backfill: backlog.length });
    return sent;
  }

  private async tick(): Promise<void> {
    if (this.running) return;
    this.running = this.resume()
      .then(() => undefined)
      .catch((error: unknown) => this.logger.warn({ msg: 'rendition resume failed; tried again later', error: String(error) }))
      .finally(() => (this.running = undefined));
    await this.running;
  }
}
