import { Inject, Injectable } from '@nestjs/common';
import { MESSAGE_BUS, type MessageBus } from '@lectures/platform';
import type { Actor, AuthorizeMediaReadReply, ContentDto } from '@lectures/proto';
import { toContentDto } from '../content/content-urls';
import type { MediaUploadDto } from './media.dto';

/** The gateway's side of media: upload URLs, the upload saga's first step, and read checks. */
@Injectable()
export class MediaGatewayService {
  constructor(@Inject(MESSAGE_BUS) private readonly bus: MessageBus) {}

  async createUploadUrl(actor: Actor): Promise<{ uploadURL: string }> {
    const { uploadURL } = await this.bus.request('media.upload-url.create.v1', { actor });
    return { uploadURL };
  }

  /**
   * Two requests, both safe to repeat: media-storage checks what it can at once
   * (the caller's upload, size, type by its bytes: 413/415/400 now), then
   * content makes the item, keyed by the upload. Inspection, the move to its
   * final key and the thumbnail follow on the bus; the item shows as processing.
   */
  async registerUpload(actor: Actor, body: MediaUploadDto): Promise<ContentDto> {
    const upload = await this.bus.request('media.upload.check.v1', { actor, mediaURL: body.mediaURL });
    const item = await this.bus.request('content.create-from-upload.v1', {
      title: titleOf(body),
      description: body.description ?? null,
      fileCreatedAt: body.fileCreatedAt ?? null,
      durationSeconds: body.durationSeconds ?? null,
      uploadedBy: actor.id,
      uploadKey: upload.uploadKey,
      mediaType: upload.mediaType,
      mediaFileSize: upload.size,
      mediaMimeType: upload.mimeType,
      ...(body.language ? { language: body.language } : {}),
    });
    return toContentDto(item);
  }

  authorizeRead(objectKey: string, actor: Actor | undefined): Promise<AuthorizeMediaReadReply> {
    return this.bus.request('media.read.authorize.v1', { objectKey, actor: actor ?? null });
  }
}

/** The given title, else the file name without its extension. */
function titleOf(body: MediaUploadDto): string {
  const title = body.title?.trim();
  if (title) return title;
  const name = body.fileName?.trim().replace(/\.[^.]+$/, '');
  return name || 'Untitled upload';
}
