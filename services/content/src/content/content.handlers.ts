import { Controller } from '@nestjs/common';
import { EventPattern, MessagePattern } from '@nestjs/microservices';
import { BusPayload } from '@lectures/platform';
import {
  ContentActionRequest,
  ContentPatterns,
  CreateContentRequest,
  CreateFromUploadRequest,
  SearchContentRequest,
  type SearchContentReply,
  MediaPatterns,
  MediaRegisteredEvent,
  MediaRejectedEvent,
  GetContentRequest,
  ListContentRequest,
  MediaProbedEvent,
  PublicVersionRequest,
  ReprocessContentRequest,
  type PublicVersionReply,
  TranscriptionCompletedEvent,
  TranscriptionCompletedV2Event,
  TranscriptionCompletedV3Event,
  TranscriptionFailedEvent,
  TranscriptionPatterns,
  UpdateContentRequest,
  type ContentRecord,
  type ContentRecordV1,
  type DeleteContentReply,
} from '@lectures/proto';
import { ContentService } from './content.service';
import { SearchService } from '../search/search.service';
import { UploadIntakeService } from './upload-intake.service';
import { resultOfV2, resultOfV3 } from '../transcript/transcript-result';

/** Bus entry points of the content service: validate, then one service call. */
@Controller()
export class ContentHandlers {
  constructor(
    private readonly content: ContentService,
    private readonly uploads: UploadIntakeService,
    private readonly search: SearchService,
  ) {}

  @MessagePattern(ContentPatterns.search)
  find(@BusPayload(SearchContentRequest) request: SearchContentRequest): Promise<SearchContentReply> {
    return this.search.find(request);
  }

  @MessagePattern(ContentPatterns.list)
  list(@BusPayload(ListContentRequest) request: ListContentRequest): Promise<ContentRecord[]> {
    return this.content.list(request);
  }

  @MessagePattern(ContentPatterns.publicVersion)
  async publicVersion(@BusPayload(PublicVersionRequest) _request: PublicVersionRequest): Promise<PublicVersionReply> {
    return { version: await this.content.publicVersion() };
  }

  @MessagePattern(ContentPatterns.get)
  get(@BusPayload(GetContentRequest) request: GetContentRequest): Promise<ContentRecord> {
    return this.content.get(request);
  }

  @MessagePattern(ContentPatterns.getV1)
  getV1(@BusPayload(GetContentRequest) request: GetContentRequest): Promise<ContentRecordV1> {
    return this.content.getV1(request);
  }

  @MessagePattern(ContentPatterns.create)
  create(@BusPayload(CreateContentRequest) request: CreateContentRequest): Promise<ContentRecord> {
    return this.content.create(request);
  }

  @MessagePattern(ContentPatterns.createFromUpload)
  createFromUpload(@BusPayload(CreateFromUploadRequest) request: CreateFromUploadRequest): Promise<ContentRecord> {
    return this.uploads.createFromUpload(request);
  }

  /** The gateway stopped waiting and told the uploader it is on its way: made now, once, whatever the retries. */
  @EventPattern(ContentPatterns.createFromUploadRequested)
  async createFromUploadRequested(@BusPayload(CreateFromUploadRequest) request: CreateFromUploadRequest): Promise<void> {
    await this.uploads.createFromUpload(request);
  }

  @EventPattern(MediaPatterns.registered)
  mediaRegistered(@BusPayload(MediaRegisteredEvent) event: MediaRegisteredEvent): Promise<void> {
    return this.uploads.applyRegistered(event);
  }

  @EventPattern(MediaPatterns.rejected)
  mediaRejected(@BusPayload(MediaRejectedEvent) event: MediaRejectedEvent): Promise<void> {
    return this.uploads.applyRejected(event);
  }

  @MessagePattern(ContentPatterns.update)
  update(@BusPayload(UpdateContentRequest) request: UpdateContentRequest): Promise<ContentRecord> {
    return this.content.update(request.id, request.actor, request.patch);
  }

  @MessagePattern(ContentPatterns.approve)
  approve(@BusPayload(ContentActionRequest) request: ContentActionRequest): Promise<ContentRecord> {
    return this.content.approve(request);
  }

  @MessagePattern(ContentPatterns.delete)
  delete(@BusPayload(ContentActionRequest) request: ContentActionRequest): Promise<DeleteContentReply> {
    return this.content.delete(request);
  }

  @MessagePattern(ContentPatterns.reprocess)
  reprocess(@BusPayload(ReprocessContentRequest) request: ReprocessContentRequest): Promise<ContentRecord> {
    return this.content.reprocess(request);
  }

  @EventPattern(TranscriptionPatterns.mediaProbed)
  mediaProbed(@BusPayload(MediaProbedEvent) event: MediaProbedEvent): Promise<void> {
    return this.content.applyMediaProbe(event);
  }

  @EventPattern(TranscriptionPatterns.completed)
  completed(@BusPayload(TranscriptionCompletedV3Event) event: TranscriptionCompletedV3Event): Promise<void> {
    return this.content.applyTranscription(resultOfV3(event));
  }

  @EventPattern(TranscriptionPatterns.completedV2)
  completedV2(@BusPayload(TranscriptionCompletedV2Event) event: TranscriptionCompletedV2Event): Promise<void> {
    return this.content.applyTranscription(resultOfV2(event));
  }

  @EventPattern(TranscriptionPatterns.completedV1)
  completedV1(@BusPayload(TranscriptionCompletedEvent) event: TranscriptionCompletedEvent): Promise<void> {
    return this.content.applyTranscriptionV1(event);
  }

  @EventPattern(TranscriptionPatterns.failed)
  failed(@BusPayload(TranscriptionFailedEvent) event: TranscriptionFailedEvent): Promise<void> {
    return this.content.applyFailure(event);
  }
}
