import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { MediaService } from './media.service';
import { MEDIA_SETTINGS, type MediaSettings } from './media.tokens';

/**
 * Runs the sweep of never-registered uploads at start and then on a timer.
 * Every replica may run it: deleting what is already gone changes nothing.
 */
@Injectable()
export class UploadSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('UploadSweeper');
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;

  constructor(
    private readonly media: MediaService,
    @Inject(MEDIA_SETTINGS) private readonly settings: MediaSettings,
  ) {}

  onApplicationBootstrap(): void {
    if (this.settings.sweepIntervalMs <= 0) return;
    this.timer = setInterval(() => this.tick(), this.settings.sweepIntervalMs);
    this.timer.unref();
    this.tick();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  private tick(): void {
    if (this.running) return;
    this.running = this.media
      .sweep()
      .then((result) => {
        if (result.removedUploads + result.removedOrphans > 0) this.logger.log({ msg: 'swept uploads', ...result });
      })
      .catch((err: unknown) => this.logger.error({ msg: 'upload sweep failed', error: String(err) }))
      .finally(() => (this.running = undefined));
  }
}
