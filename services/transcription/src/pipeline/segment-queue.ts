import { Inject, Injectable, Logger } from '@nestjs/common';
import { MESSAGE_BUS, PLATFORM_RUNTIME, SERVICE_CONFIG, queueName, withShortConnection, type MessageBus, type PlatformRuntime, type TransportConfig } from '@lectures/platform';
import type * as amqp from 'amqplib';
import type { EntityManager } from 'typeorm';
import { SEGMENT_QUEUE, TranscriptionPatterns, type SegmentTask } from '@lectures/proto';
import { JobRepository } from '../jobs/job.repository';
import type { SegmentEntity } from '../jobs/segment.entity';
import type { TranscriptionJobEntity } from '../jobs/transcription-job.entity';
import type { TranscriptionConfig } from '../transcription.config';

/** Puts one task per segment on the competing-consumer queue every worker reads. */
@Injectable()
export class SegmentQueue {
  private readonly logger = new Logger('SegmentQueue');

  constructor(
    @Inject(MESSAGE_BUS) private readonly bus: MessageBus,
    private readonly jobs: JobRepository,
    @Inject(PLATFORM_RUNTIME) private readonly runtime: PlatformRuntime,
    @Inject(SERVICE_CONFIG) private readonly config: TranscriptionConfig,
  ) {}

  /** Segment tasks waiting on the queue, not yet taken by any worker. */
  async waitingTasks(): Promise<number> {
    const { transport } = this.runtime;
    if (transport.kind === 'in-process') return transport.bus.depth(queueName(transport, SEGMENT_QUEUE));
    return (await checkSegmentQueue(transport)).messageCount;
  }

  /**
   * Segment tasks all workers run at once, for the plan: every process reading the queue is
   * one consumer, and each is taken to run as many as this one (the pods of one deployment
   * share their settings). This process's own count when the broker cannot say.
   */
  async workerSlots(): Promise<number> {
    const { transport } = this.runtime;
    if (transport.kind === 'in-process') return transport.bus.capacity(queueName(transport, SEGMENT_QUEUE)) || this.config.workers;
    try {
      return Math.max(1, (await checkSegmentQueue(transport)).consumerCount) * this.config.workers;
    } catch (error) {
      this.logger.warn({ msg: 'worker count unknown: planning for this process alone', error: String(error) });
      return this.config.workers;
    }
  }

  /** `manager`: mark the rows queued inside the caller's transaction (the backlog feeder's). */
  async enqueue(job: TranscriptionJobEntity, segments: SegmentEntity[], manager?: EntityManager): Promise<void> {
    for (const segment of segments) {
      const task: SegmentTask = { jobId: job.id, contentId: job.contentId, generation: job.generation, index: segment.index };
      // Resolves once the broker confirmed it; only then is the row marked queued.
      await this.bus.emitTo(SEGMENT_QUEUE, TranscriptionPatterns.segment, task);
      await this.jobs.markQueued(segment.id, manager);
    }
  }
}

/** What the broker says of the segment queue: tasks waiting, processes reading it. */
async function checkSegmentQueue(transport: Extract<TransportConfig, { kind: 'rmq' }>): Promise<amqp.Replies.AssertQueue> {
  // A broker that does not answer must not hold the plan (or the resumer) for long.
  return withShortConnection(transport.url, (channel) => channel.checkQueue(queueName(transport, SEGMENT_QUEUE)), { timeoutMs: 5000 });
}
