import { Controller } from '@nestjs/common';
import { Ctx, EventPattern, MessagePattern } from '@nestjs/microservices';
import { BusPayload, RETRY_POLICY, messageControl } from '@lectures/platform';
import {
  ContentDeletedEvent,
  ContentPatterns,
  ProgressStateRequest,
  SegmentTask,
  TranscriptionPatterns,
  TranscriptionRequestedEvent,
  type ProgressStateReply,
} from '@lectures/proto';
import { JobRepository } from './jobs/job.repository';
import { JobPlanner } from './pipeline/job-planner.service';
import { SegmentWorker } from './pipeline/segment-worker.service';
import { ProgressStateService } from './progress/progress-state.service';

/** The last delivery before the platform dead-letters the message. */
function isLastAttempt(context: unknown): boolean {
  return messageControl(context).attempt + 1 >= RETRY_POLICY.maxAttempts;
}

/** Bus entry points of the transcription service: validate, then one service call. */
@Controller()
export class TranscriptionHandlers {
  constructor(
    private readonly planner: JobPlanner,
    private readonly worker: SegmentWorker,
    private readonly state: ProgressStateService,
    private readonly jobs: JobRepository,
  ) {}

  @EventPattern(TranscriptionPatterns.requested)
  requested(@BusPayload(TranscriptionRequestedEvent) event: TranscriptionRequestedEvent, @Ctx() context: unknown): Promise<void> {
    return this.planner.onRequested(event, isLastAttempt(context));
  }

  @EventPattern(TranscriptionPatterns.segment)
  segment(@BusPayload(SegmentTask) task: SegmentTask, @Ctx() context: unknown): Promise<void> {
    return this.worker.run(task, isLastAttempt(context));
  }

  @MessagePattern(TranscriptionPatterns.progressState)
  progressState(@BusPayload(ProgressStateRequest) request: ProgressStateRequest): Promise<ProgressStateReply> {
    return this.state.get(request);
  }

  @EventPattern(ContentPatterns.deleted)
  async contentDeleted(@BusPayload(ContentDeletedEvent) event: ContentDeletedEvent): Promise<void> {
    await this.jobs.cancelContent(event.contentId);
  }
}
