import { Controller } from '@nestjs/common';
import { EventPattern, MessagePattern } from '@nestjs/microservices';
import { BusPayload } from '@lectures/platform';
import {
  AuthorizeMediaReadRequest,
  ContentDeletedEvent,
  ContentPatterns,
  ContentVisibilityChangedEvent,
  CreateUploadUrlRequest,
  DiscardUploadRequest,
  MediaPatterns,
  RegisterUploadRequest,
  type AuthorizeMediaReadReply,
  type CreateUploadUrlReply,
  type DiscardUploadReply,
  type RegisteredMedia,
} from '@lectures/proto';
import { MediaService } from './media.service';

/** Bus entry points of the media-storage service: validate, then one service call. */
@Controller()
export class MediaHandlers {
  constructor(private readonly media: MediaService) {}

  @MessagePattern(MediaPatterns.createUploadUrl)
  createUploadUrl(@BusPayload(CreateUploadUrlRequest) request: CreateUploadUrlRequest): Promise<CreateUploadUrlReply> {
    return this.media.createUploadUrl(request);
  }

  @MessagePattern(MediaPatterns.registerUpload)
  registerUpload(@BusPayload(RegisterUploadRequest) request: RegisterUploadRequest): Promise<RegisteredMedia> {
    return this.media.registerUpload(request);
  }

  @MessagePattern(MediaPatterns.discardUpload)
  discardUpload(@BusPayload(DiscardUploadRequest) request: DiscardUploadRequest): Promise<DiscardUploadReply> {
    return this.media.discardUpload(request);
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
