import { Controller } from '@nestjs/common';
import { EventPattern } from '@nestjs/microservices';
import { BusPayload } from '@lectures/platform';
import { MediaPatterns, RenditionRequestedEvent } from '@lectures/proto';
import { RenditionWorker } from './rendition.worker';

/** The rendition queue's one message: make (or finish) an original's renditions. */
@Controller()
export class RenditionHandlers {
  constructor(private readonly worker: RenditionWorker) {}

  /** Acknowledged once the job is claimed (or left to the resumer), not when its renditions are made. */
  @EventPattern(MediaPatterns.renditionRequested)
  async requested(@BusPayload(RenditionRequestedEvent) event: RenditionRequestedEvent): Promise<void> {
    await this.worker.accept(event.mediaKey);
  }
}
