import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { MessageBus, PLATFORM_RUNTIME, type PlatformRuntime } from '@lectures/platform';

/**
 * Registration inspects the file (ffprobe) and, on S3, copies up to 500 MB
 * server-side: it may take longer than the shared bus's 5 s request timeout.
 * This bus waits up to 2 minutes and is used for registration only.
 */
export const REGISTRATION_TIMEOUT_MS = 120_000;

@Injectable()
export class SlowMediaBus implements OnApplicationShutdown {
  readonly bus: MessageBus;

  constructor(@Inject(PLATFORM_RUNTIME) runtime: PlatformRuntime) {
    this.bus = new MessageBus(runtime.transport, REGISTRATION_TIMEOUT_MS);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.bus.close();
  }
}
