import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { ResumableUploads } from './resumable-uploads.service';

const EVERY_MS = 15 * 60 * 1000;

/**
 * Removes unfinished resumable uploads past their time, at start and every 15 minutes.
 * Every replica may run it: removing what is already gone changes nothing.
 */
@Injectable()
export class UploadExpiry implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('UploadExpiry');
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;

  constructor(private readonly uploads: ResumableUploads) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => this.tick(), EVERY_MS);
    this.timer.unref();
    this.tick();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  private tick(): void {
    if (this.running) return;
    this.running = this.uploads
      .removeExpired()
      .then((removed) => {
        if (removed > 0) this.logger.log({ msg: 'removed expired uploads', removed });
      })
      .catch((error: unknown) => this.logger.error({ msg: 'removing expired uploads failed', error: String(error) }))
      .finally(() => (this.running = undefined));
  }
}
