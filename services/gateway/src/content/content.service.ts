import { Inject, Injectable } from '@nestjs/common';
import { MESSAGE_BUS, type MessageBus } from '@lectures/platform';
import { AppError, type Actor, type ContentDto, type ContentFiguresReply, type ContentRecord, type ContentScope } from '@lectures/proto';
import { isUUID } from 'class-validator';
import { MediaExtras } from './media-extras';
import type { AdminContentQuery, AnalysisSettingsResponse, ContentGroupsResponse, DeleteContentResponse, FiguresQuery, GroupsQuery, UpdateContentDto } from './content.dto';
import { toContentDto } from './content-urls';
import { decodePageCursor, encodePageCursor } from './page-cursor';

const DEFAULT_PAGE = 24;

export interface ContentPage {
  items: ContentDto[];
  nextCursor: string | null;
}

/** The gateway's side of content: one bus request per route. */
@Injectable()
export class ContentGatewayService {
  private readonly extras: MediaExtras;

  constructor(@Inject(MESSAGE_BUS) private readonly bus: MessageBus) {
    this.extras = new MediaExtras(bus);
  }

  /** A published item with its transcript, and a presigned URL straight to object storage where there is one (S3). */
  async getPublic(address: string): Promise<ContentDto> {
    const id = isUUID(address) ? address : await this.idOfPublished(address);
    const { item, transcript } = await this.bus.request('content.read.v1', { id, scope: 'public' });
    const [directMediaUrl, renditions] = await Promise.all([this.extras.directUrl(item.mediaKey), this.extras.renditions(item.mediaKey)]);
    return toContentDto(item, { transcript, directMediaUrl, renditions });
  }

  /** The published lecture a readable address (current or earlier) names; 404 as for an unknown id. */
  private async idOfPublished(address: string): Promise<string> {
    const found = await this.bus.request('content.address.resolve.v1', { address });
    if (!found?.published) throw new AppError('NOT_FOUND', 'Content not found');
    return found.id;
  }

  /** An item as staff see it, with its transcript (a waiting one first). */
  async getStaff(id: string): Promise<ContentDto> {
    const { item, transcript } = await this.bus.request('content.read.v1', { id, scope: 'staff' });
    return toContentDto(item, { transcript, renditions: await this.extras.renditions(item.mediaKey) });
  }

  /** What a write left, read whole as staff see it (the record and its transcript as one). */
  async whole(written: Promise<ContentRecord>): Promise<ContentDto> {
    return this.getStaff((await written).id);
  }

  /** SPEC's unparameterised public list: every published item. */
  async listPublic(): Promise<ContentDto[]> {
    const items = await this.bus.request('content.list.v1', { scope: 'public' });
    return items.map((item) => toContentDto(item));
  }

  async listStaff(query: AdminContentQuery): Promise<ContentDto[]> {
    const items = await this.bus.request('content.list.v1', {
      scope: 'staff',
      q: query.q,
      status: query.status,
      tags: query.tags,
      speaker: query.speaker,
      since: query.since,
    });
    return items.map((item) => toContentDto(item));
  }

  /** One page in keyset order; the public scope sees published items only. Items `withRenditions` picks carry theirs. */
  async page(scope: ContentScope, query: AdminContentQuery, withRenditions?: (item: ContentRecord) => boolean): Promise<ContentPage> {
    const sort = query.sort ?? 'newest';
    const reply = await this.bus.request('content.page.v1', {
      scope,
      sort,
      limit: query.limit ?? DEFAULT_PAGE,
      after: decodePageCursor(query.cursor, sort),
      q: query.q,
      status: scope === 'staff' ? query.status : undefined,
      tags: query.tags,
      speaker: query.speaker,
      since: query.since,
    });
    const items = await Promise.all(reply.items.map((item) => this.extras.listed(item, withRenditions)));
    return { items, nextCursor: encodePageCursor(sort, reply.next) };
  }

  async groups(scope: ContentScope, query: GroupsQuery): Promise<ContentGroupsResponse> {
    const reply = await this.bus.request('content.groups.v1', {
      scope,
      by: query.by,
      sort: query.sort ?? 'newest',
      size: query.size ?? 6,
      groups: query.groups ?? 24,
      q: query.q,
      status: scope === 'staff' ? query.status : undefined,
      tags: query.tags,
      speaker: query.speaker,
      since: query.since,
    });
    return { total: reply.total, groups: reply.groups.map((group) => ({ ...group, items: group.items.map((item) => toContentDto(item)) })) };
  }

  figures(scope: ContentScope, filter: FiguresQuery = {}): Promise<ContentFiguresReply> {
    const { q, status, tags, speaker, since } = filter;
    return this.bus.request('content.figures.v1', { scope, q, status, tags, speaker, since });
  }

  update(id: string, actor: Actor, patch: UpdateContentDto): Promise<ContentDto> {
    return this.whole(this.bus.request('content.update.v1', { id, actor, patch }));
  }

  approve(id: string, actor: Actor): Promise<ContentDto> {
    return this.whole(this.bus.request('content.approve.v1', { id, actor }));
  }

  reprocess(id: string, actor: Actor, keepEditedPassages?: boolean): Promise<ContentDto> {
    return this.whole(this.bus.request('content.reprocess.v1', { id, actor, ...(keepEditedPassages !== undefined ? { keepEditedPassages } : {}) }));
  }

  analyseAgain(id: string, actor: Actor): Promise<ContentDto> {
    return this.whole(this.bus.request('content.analyse-again.v1', { id, actor }));
  }

  analysisSettings(): Promise<AnalysisSettingsResponse> {
    return this.bus.request('content.analysis-settings.get.v1', {});
  }

  updateAnalysisSettings(actor: Actor, autoAccept: boolean): Promise<AnalysisSettingsResponse> {
    return this.bus.request('content.analysis-settings.update.v1', { actor, autoAccept });
  }

  delete(id: string, actor: Actor): Promise<DeleteContentResponse> {
    return this.bus.request('content.delete.v1', { id, actor });
  }
}
