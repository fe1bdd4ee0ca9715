import { Inject, Injectable } from '@nestjs/common';
import { MESSAGE_BUS, type MessageBus } from '@lectures/platform';
import type { Actor, ContentDto } from '@lectures/proto';
import type { AdminContentQuery, DeleteContentResponse, UpdateContentDto } from './content.dto';

/** The gateway's side of content: one bus request per route. */
@Injectable()
export class ContentGatewayService {
  constructor(@Inject(MESSAGE_BUS) private readonly bus: MessageBus) {}

  getPublic(id: string): Promise<ContentDto> {
    return this.bus.request('content.get.v1', { id, scope: 'public' });
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
