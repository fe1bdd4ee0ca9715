import { Inject, Injectable } from '@nestjs/common';
import { MESSAGE_BUS, type MessageBus } from '@lectures/platform';
import type { Actor, ContentDto } from '@lectures/proto';
import type { AdminContentQuery, DeleteContentResponse, UpdateContentDto } from './content.dto';

const MEDIA_ROUTE = '/api/media/';

/** The gateway's side of content: one bus request per route. */
@Injectable()
export class ContentGatewayService {
  constructor(@Inject(MESSAGE_BUS) private readonly bus: MessageBus) {}

  /** A published item, with a presigned URL straight to object storage where there is one (S3). */
  async getPublic(id: string): Promise<ContentDto> {
    const item = await this.bus.request('content.get.v1', { id, scope: 'public' });
    return { ...item, directMediaUrl: await this.directUrl(item.mediaUrl) };
  }

  private async directUrl(mediaUrl: string | null): Promise<string | null> {
    if (!mediaUrl?.startsWith(MEDIA_ROUTE)) return null;
    const objectKey = decodeURIComponent(mediaUrl.slice(MEDIA_ROUTE.length));
    try {
      return (await this.bus.request('media.read.authorize.v1', { objectKey, actor: null })).directUrl;
    } catch {
      // The item plays through mediaUrl all the same.
      return null;
    }
  }

  listStaff(query: AdminContentQuery): Promise<ContentDto[]> {
    return this.bus.request('content.list.v1', {
      scope: 'staff',
      q: query.q,
      status: query.status,
      tags: query.tags,
      speaker: query.speaker,
    });
  }

  getStaff(id: string): Promise<ContentDto> {
    return this.bus.request('content.get.v1', { id, scope: 'staff' });
  }

  update(id: string, actor: Actor, patch: UpdateContentDto): Promise<ContentDto> {
    return this.bus.request('content.update.v1', { id, actor, patch });
  }

  approve(id: string, actor: Actor): Promise<ContentDto> {
    return this.bus.request('content.approve.v1', { id, actor });
  }

  reprocess(id: string, actor: Actor): Promise<ContentDto> {
    return this.bus.request('content.reprocess.v1', { id, actor });
  }

  delete(id: string, actor: Actor): Promise<DeleteContentResponse> {
    return this.bus.request('content.delete.v1', { id, actor });
  }
}
