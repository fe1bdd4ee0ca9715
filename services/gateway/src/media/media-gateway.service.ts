import { Inject, Injectable } from '@nestjs/common';
import { MESSAGE_BUS, type MessageBus } from '@lectures/platform';
import { AppError, type Actor, type AuthorizeMediaReadReply, type ContentDto, type CreateFromUploadRequest, type MediaTags } from '@lectures/proto';
import { incomingKeyOfResumableUpload } from '@lectures/object-store';
import { toContentDto } from '../content/content-urls';
import { ResumableUploads } from '../uploads/resumable-uploads.service';
import { DuplicateUpload } from './duplicate-upload';
import { PublicMediaGrants } from './public-media-grants';
import type { MediaUploadDto } from './media.dto';

/** The check hashes the whole file (500 MB from S3 takes seconds): far past the bus's 5 s default. */
const CHECK_TIMEOUT_MS = 120_000;

/** How long the second ask for an upload's item waits (tests shorten it). */
export const REGISTRATION_WAIT = { secondAskMs: 20_000 };

/** What registering an upload gave: the item, or the promise of it (content too slow to answer). */
export type Registration = { item: ContentDto } | { accepted: true };

/** The gateway's side of media: upload URLs, the upload saga's first step, and read checks. */
@Injectable()
export class MediaGatewayService {
  constructor(
    @Inject(MESSAGE_BUS) private readonly bus: MessageBus,
    private readonly resumable: ResumableUploads,
    private readonly grants: PublicMediaGrants,
  ) {}

  async createUploadUrl(actor: Actor): Promise<{ uploadURL: string }> {
    const { uploadURL } = await this.bus.request('media.upload-url.create.v1', { actor });
    return { uploadURL };
  }

  /**
   * Two requests, both safe to repeat: media-storage checks what it can at once
   * (the caller's upload, size, type by its bytes: 413/415/400 now), then
   * content makes the item, keyed by the upload. Inspection, the move to its
   * final key and the thumbnail follow on the bus; the item shows as processing.
   * A file whose bytes are already a lecture's original is refused with 409 naming it.
   * `mediaURL` may be a single PUT's URL or a finished resumable upload's.
   */
  async registerUpload(actor: Actor, body: MediaUploadDto): Promise<Registration> {
    const resumable = incomingKeyOfResumableUpload(body.mediaURL);
    if (resumable) await this.resumable.ensureFinished(resumable);
    const upload = await this.bus.request('media.upload.check.v1', { actor, mediaURL: body.mediaURL }, { timeoutMs: CHECK_TIMEOUT_MS });
    if (upload.duplicateOf) throw new DuplicateUpload({ id: upload.duplicateOf, title: await this.titleOfItem(upload.duplicateOf) });
    return this.createItem({
      title: titleOf(body, upload.tags),
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
  }

  /**
   * Content makes the item, keyed by the upload, so asking again is safe. A slow content service
   * may have made it after the first ask timed out: asked once more with time to finish, and if
   * it still does not answer the request is handed to the broker (durable), which delivers it when
   * content can take it. Never a failure for an upload that is kept and will become an item.
   */
  private async createItem(request: CreateFromUploadRequest): Promise<Registration> {
    for (const timeoutMs of [undefined, REGISTRATION_WAIT.secondAskMs]) {
      try {
        return { item: toContentDto(await this.bus.request('content.create-from-upload.v1', request, timeoutMs ? { timeoutMs } : {})) };
      } catch (error) {
        if (!(error instanceof AppError && error.code === 'UNAVAILABLE')) throw error;
      }
    }
    await this.bus.emit('content.create-from-upload.requested.v1', request);
    return { accepted: true };
  }

  private async titleOfItem(id: string): Promise<string | null> {
    try {
      // The light record: a title needs neither the transcript nor the analysis.
      return (await this.bus.request('content.get.v2', { id, scope: 'staff' })).title;
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
      throw error;
    }
  }

  /** Whether the caller may read the object; a public object's answer is kept while the published set stands. */
  authorizeRead(objectKey: string, actor: Actor | undefined): Promise<AuthorizeMediaReadReply> {
    return this.grants.read(objectKey, () => this.bus.request('media.read.authorize.v1', { objectKey, actor: actor ?? null }));
  }
}

/** The given title, else the file's own title tag, else the file name without its extension. */
function titleOf(body: MediaUploadDto, tags: MediaTags): string {
  const title = (body.title?.trim() || tags.title)?.slice(0, 500);
  if (title) return title;
  const name = body.fileName?.trim().replace(/\.[^.]+$/, '');
  return name || 'Untitled upload';
}
