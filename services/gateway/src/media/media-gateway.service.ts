import { Inject, Injectable, Logger } from '@nestjs/common';
import { MESSAGE_BUS, type MessageBus } from '@lectures/platform';
import type { Actor, AuthorizeMediaReadReply, ContentDto } from '@lectures/proto';
import type { MediaUploadDto } from './media.dto';

/** Registration may inspect and copy up to 500 MB: it gets minutes, not the bus's 5 s. */
export const REGISTRATION_TIMEOUT_MS = 120_000;

/** The gateway's side of media: upload URLs, registration, and read checks. */
@Injectable()
export class MediaGatewayService {
  private readonly logger = new Logger('MediaGatewayService');

  constructor(@Inject(MESSAGE_BUS) private readonly bus: MessageBus) {}

  async createUploadUrl(actor: Actor): Promise<{ uploadURL: string }> {
    const { uploadURL } = await this.bus.request('media.upload-url.create.v1', { actor });
    return { uploadURL };
  }

  /**
   * Registers the uploaded object (media-storage checks it), then creates the
   * content item; if that fails the object is discarded so nothing is left.
   */
  async registerUpload(actor: Actor, body: MediaUploadDto): Promise<ContentDto> {
    // Inspection and, on S3, a server-side copy of up to 500 MB can take minutes.
    const media = await this.bus.request(
      'media.upload.register.v1',
      { actor, mediaURL: body.mediaURL },
      { timeoutMs: REGISTRATION_TIMEOUT_MS },
    );
    try {
      return await this.bus.request('content.create.v1', {
        title: titleOf(body),
        description: body.description ?? null,
        fileCreatedAt: body.fileCreatedAt ?? null,
        durationSeconds: body.durationSeconds ?? media.durationSeconds,
        uploadedBy: actor.id,
        mediaType: media.mediaType,
        mediaKey: media.objectKey,
        mediaUrl: media.mediaUrl,
        mediaFileSize: media.size,
        mediaMimeType: media.mimeType,
        videoWidth: media.video?.width ?? null,
        videoHeight: media.video?.height ?? null,
        videoFrameRate: media.video?.frameRate ?? null,
      });
    } catch (err) {
      await this.bus
        .request('media.upload.discard.v1', { actor, objectKey: media.objectKey })
        .catch((discardErr: unknown) =>
          this.logger.warn({ msg: 'could not discard upload', objectKey: media.objectKey, error: String(discardErr) }),
        );
      throw err;
    }
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
