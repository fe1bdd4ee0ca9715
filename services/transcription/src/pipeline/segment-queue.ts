import { Inject, Injectable } from '@nestjs/common';
import { MESSAGE_BUS, type MessageBus } from '@lectures/platform';
import { SEGMENT_QUEUE, TranscriptionPatterns, type SegmentTask } from '@lectures/proto';
import { JobRepository } from '../jobs/job.repository';
import type { SegmentEntity } from '../jobs/segment.entity';
import type { TranscriptionJobEntity } from '../jobs/transcription-job.entity';

/** Puts one task per segment on the competing-consumer queue every worker reads. */
@Injectable()
export class SegmentQueue {
  constructor(
    @Inject(MESSAGE_BUS) private readonly bus: MessageBus,
    private readonly jobs: JobRepository,
  ) {}

  async enqueue(job: TranscriptionJobEntity, segments: SegmentEntity[]): Promise<void> {
    for (const segment of segments) {
      const task: SegmentTask = { jobId: job.id, contentId: job.contentId, generation: job.generation, index: segment.index };
      // Resolves once the broker confirmed it; only then is the row marked queued.
      await this.bus.emitTo(SEGMENT_QUEUE, TranscriptionPatterns.segment, task);
      await this.jobs.markQueued(segment.id);
    }
  }
}
