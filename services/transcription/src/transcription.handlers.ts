import { Controller, Inject } from '@nestjs/common';
import { Ctx, EventPattern, MessagePattern } from '@nestjs/microservices';
import { BusPayload, RETRY_POLICY, SERVICE_CONFIG, messageControl } from '@lectures/platform';
import {
  BacklogStatusRequest,
  SetBacklogPausedRequest,
  type BacklogStatus,
  AnalysisRequestedEvent,
  AnalysisRequestedV2Event,
  ContentDeletedEvent,
  ContentPatterns,
  ProgressStateRequest,
  SpeechEnginesRequest,
  type SpeechEnginesReport,
  SegmentTask,
  TranscriptionPatterns,
  TranscriptionRequestedEvent,
  type ProgressStateReply,
} from '@lectures/proto';
import { JobRepository } from './jobs/job.repository';
import { JobPlanner } from './pipeline/job-planner.service';
import { SegmentWorker } from './pipeline/segment-worker.service';
import { ProgressStateService } from './progress/progress-state.service';
import { BacklogFeeder } from './lanes/backlog-feeder.service';
import { BacklogService } from './lanes/backlog.service';
import { AnalyseAgainService } from './analysis/analyse-again.service';
import { speechEnginesReport } from './stt/engines-report';
import type { TranscriptionConfig } from './transcription.config';

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
    private readonly backlog: BacklogService,
    private readonly feeder: BacklogFeeder,
    private readonly analyseAgain: AnalyseAgainService,
    @Inject(SERVICE_CONFIG) private readonly config: TranscriptionConfig,
  ) {}

  @EventPattern(TranscriptionPatterns.analysisRequested)
  analysisRequested(@BusPayload(AnalysisRequestedV2Event) event: AnalysisRequestedV2Event): Promise<void> {
    return this.analyseAgain.run(event);
  }

  /** The previous release's request: passages without the engine's confidence (all taken as certain). */
  @EventPattern(TranscriptionPatterns.analysisRequestedV1)
  analysisRequestedV1(@BusPayload(AnalysisRequestedEvent) event: AnalysisRequestedEvent): Promise<void> {
    return this.analyseAgain.run(event);
  }

  @EventPattern(TranscriptionPatterns.requested)
  async requested(@BusPayload(TranscriptionRequestedEvent) event: TranscriptionRequestedEvent, @Ctx() context: unknown): Promise<void> {
    await this.planner.onRequested(event, isLastAttempt(context));
    if (event.lane === 'backlog') this.feeder.kick();
  }

  @EventPattern(TranscriptionPatterns.segment)
  async segment(@BusPayload(SegmentTask) task: SegmentTask, @Ctx() context: unknown): Promise<void> {
    try {
      await this.worker.run(task, isLastAttempt(context));
    } finally {
      // A worker came free: the backlog may have a segment for it.
      this.feeder.kick();
    }
  }

  @MessagePattern(TranscriptionPatterns.backlogStatus)
  backlogStatus(@BusPayload(BacklogStatusRequest) _request: BacklogStatusRequest): Promise<BacklogStatus> {
    return this.backlog.status();
  }

  @MessagePattern(TranscriptionPatterns.setBacklogPaused)
  setBacklogPaused(@BusPayload(SetBacklogPausedRequest) request: SetBacklogPausedRequest): Promise<BacklogStatus> {
    return this.backlog.setPaused(request);
  }

  @MessagePattern(TranscriptionPatterns.progressState)
  progressState(@BusPayload(ProgressStateRequest) request: ProgressStateRequest): Promise<ProgressStateReply> {
    return this.state.get(request);
  }

  @MessagePattern(TranscriptionPatterns.engines)
  engines(@BusPayload(SpeechEnginesRequest) _request: SpeechEnginesRequest): SpeechEnginesReport {
    return speechEnginesReport(this.config);
  }

  @EventPattern(ContentPatterns.deleted)
  async contentDeleted(@BusPayload(ContentDeletedEvent) event: ContentDeletedEvent): Promise<void> {
    await this.jobs.cancelContent(event.contentId);
  }
}
