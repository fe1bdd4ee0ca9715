import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { PeriodicTask } from '@lectures/platform';
import { MediaService } from './media.service';
import { MEDIA_SETTINGS, type MediaSettings } from './media.tokens';

/**
 * Runs the sweep of never-registered uploads at start and then on a timer.
 * Every replica may run it: deleting what is already gone changes nothing.
 */
@Injectable()
export class UploadSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('UploadSweeper');
  private readonly task: PeriodicTask;

  constructor(
    media: MediaService,
    @Inject(MEDIA_SETTINGS) private readonly settings: MediaSettings,
  ) {
    this.task = new PeriodicTask(
      async () => {
        const result = await media.sweep();
        if (result.removedUploads + result.removedOrphans > 0) this.logger.log({ msg: 'swept uploads', ...result });
      },
      (error) => this.logger.error({ msg: 'upload sweep failed', error: String(error) }),
    );
  }

  onApplicationBootstrap(): void {
    if (this.settings.sweepIntervalMs > 0) this.task.start(this.settings.sweepIntervalMs);
  }

  onApplicationShutdown(): Promise<void> {
    return this.task.stop();
  }
}
