import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { PeriodicTask } from '@lectures/platform';
import { ResumableUploads } from './resumable-uploads.service';

const EVERY_MS = 15 * 60 * 1000;

/**
 * Removes unfinished resumable uploads past their time, at start and every 15 minutes.
 * Every replica may run it: removing what is already gone changes nothing.
 */
@Injectable()
export class UploadExpiry implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('UploadExpiry');
  private readonly task: PeriodicTask;

  constructor(uploads: ResumableUploads) {
    this.task = new PeriodicTask(
      async () => {
        const removed = await uploads.removeExpired();
        if (removed > 0) this.logger.log({ msg: 'removed expired uploads', removed });
      },
      (error) => this.logger.error({ msg: 'removing expired uploads failed', error: String(error) }),
    );
  }

  onApplicationBootstrap(): void {
    this.task.start(EVERY_MS);
  }

  onApplicationShutdown(): Promise<void> {
    return this.task.stop();
  }
}
