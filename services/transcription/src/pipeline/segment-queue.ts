import { Inject, Injectable } from '@nestjs/common';
import { MESSAGE_BUS, PLATFORM_RUNTIME, queueName, type MessageBus, type PlatformRuntime } from '@lectures/platform';
import * as amqp from 'amqplib';
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
    @Inject(PLATFORM_RUNTIME) private readonly runtime: PlatformRuntime,
  ) {}

  /** Segment tasks waiting on the queue, not yet taken by any worker. */
  async waitingTasks(): Promise<number> {
    const { transport } = this.runtime;
    const name = queueName(transport, SEGMENT_QUEUE);
    if (transport.kind === 'in-process') return transport.bus.depth(name);
    const connection = await amqp.connect(transport.url);
    try {
      const channel = await connection.createChannel();
      return (await channel.checkQueue(name)).messageCount;
    } finally {
      await connection.close();
    }
  }

  async enqueue(job: TranscriptionJobEntity, segments: SegmentEntity[]): Promise<void> {
    for (const segment of segments) {
      const task: SegmentTask = { jobId: job.id, contentId: job.contentId, generation: job.generation, index: segment.index };
      // Resolves once the broker confirmed it; only then is the row marked queued.
      await this.bus.emitTo(SEGMENT_QUEUE, TranscriptionPatterns.segment, task);
      await this.jobs.markQueued(segment.id);
    }
  }
}
