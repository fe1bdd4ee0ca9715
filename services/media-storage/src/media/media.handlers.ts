import { Controller } from '@nestjs/common';
import { EventPattern, MessagePattern } from '@nestjs/microservices';
import { BusPayload } from '@lectures/platform';
import {
  AuthorizeMediaReadRequest,
  ContentDeletedEvent,
  ContentPatterns,
  ContentVisibilityChangedEvent,
  CreateUploadSlotRequest,
  CreateUploadUrlRequest,
  CheckUploadRequest,
  MediaPatterns,
  UploadAcceptedEvent,
  type AuthorizeMediaReadReply,
  type CheckedUpload,
  type CreateUploadSlotReply,
  type CreateUploadUrlReply,
} from '@lectures/proto';
import { UploadCheckService } from '../registration/upload-check.service';
import { UploadRegistrationService } from '../registration/upload-registration.service';
import { MediaService } from './media.service';

/** Bus entry points of the media-storage service: validate, then one service call. */
@Controller()
export class MediaHandlers {
  constructor(
    private readonly media: MediaService,
    private readonly checks: UploadCheckService,
    private readonly registration: UploadRegistrationService,
  ) {}

  @MessagePattern(MediaPatterns.createUploadUrl)
  createUploadUrl(@BusPayload(CreateUploadUrlRequest) request: CreateUploadUrlRequest): Promise<CreateUploadUrlReply> {
    return this.media.createUploadUrl(request);
  }

  @MessagePattern(MediaPatterns.createUploadSlot)
  createUploadSlot(@BusPayload(CreateUploadSlotRequest) request: CreateUploadSlotRequest): Promise<CreateUploadSlotReply> {
    return this.media.createUploadSlot(request);
  }

  @MessagePattern(MediaPatterns.checkUpload)
  checkUpload(@BusPayload(CheckUploadRequest) request: CheckUploadRequest): Promise<CheckedUpload> {
    return this.checks.check(request);
  }

  @EventPattern(ContentPatterns.uploadAccepted)
  uploadAccepted(@BusPayload(UploadAcceptedEvent) event: UploadAcceptedEvent): Promise<void> {
    return this.registration.register(event);
  }

  @MessagePattern(MediaPatterns.authorizeRead)
  authorizeRead(@BusPayload(AuthorizeMediaReadRequest) request: AuthorizeMediaReadRequest): Promise<AuthorizeMediaReadReply> {
    return this.media.authorizeRead(request);
  }

  @EventPattern(ContentPatterns.deleted)
  contentDeleted(@BusPayload(ContentDeletedEvent) event: ContentDeletedEvent): Promise<void> {
    return this.media.deleteObjects(event);
  }

  @EventPattern(ContentPatterns.visibilityChanged)
  visibilityChanged(@BusPayload(ContentVisibilityChangedEvent) event: ContentVisibilityChangedEvent): Promise<void> {
    return this.media.applyVisibility(event);
  }
}
