import { Inject, Injectable } from '@nestjs/common';
import { MESSAGE_BUS, type MessageBus } from '@lectures/platform';
import type { Actor, ContentDto, ContentScope, SpeakerChange, SpeakerLecturesPage, SpeakerRecord, SpeakerRef, SpeakerSummary, SplitSpeakerReply } from '@lectures/proto';
import { toContentDto } from '../content/content-urls';
import type { CreateSpeakerDto, UpdateSpeakerDto } from './speakers.dto';

/** A page of a speaker's lectures as HTTP answers it: URLs, not keys. */
export interface SpeakerLecturesDto extends Omit<SpeakerLecturesPage, 'items'> {
  items: ContentDto[];
}

const LECTURES_PAGE = 24;

/** The gateway's side of speakers: one bus request per route. */
@Injectable()
export class SpeakersGatewayService {
  constructor(@Inject(MESSAGE_BUS) private readonly bus: MessageBus) {}

  list(scope: ContentScope, query: { q?: string; limit?: number; offset?: number }): Promise<SpeakerSummary[]> {
    return this.bus.request('content.speakers.list.v1', { scope, q: query.q?.trim() || undefined, limit: query.limit, offset: query.offset });
  }

  get(id: string): Promise<SpeakerRecord> {
    return this.bus.request('content.speakers.get.v1', { id, scope: 'staff' });
  }

  getPublic(address: string): Promise<SpeakerRecord> {
    return this.bus.request('content.speakers.public.v1', { key: address });
  }

  async lectures(id: string, scope: ContentScope, query: { limit?: number; cursor?: string }): Promise<SpeakerLecturesDto> {
    const page = await this.bus.request('content.speakers.lectures.v1', { id, scope, limit: query.limit ?? LECTURES_PAGE, cursor: query.cursor });
    return { items: page.items.map((item) => toContentDto(item)), nextCursor: page.nextCursor };
  }

  create(actor: Actor, body: CreateSpeakerDto): Promise<SpeakerRecord> {
    return this.bus.request('content.speakers.create.v1', { actor, fields: body });
  }

  update(actor: Actor, id: string, patch: UpdateSpeakerDto): Promise<SpeakerRecord> {
    return this.bus.request('content.speakers.update.v1', { id, actor, patch });
  }

  merge(actor: Actor, id: string, from: string[]): Promise<SpeakerRecord> {
    return this.bus.request('content.speakers.merge.v1', { id, actor, from });
  }

  split(actor: Actor, id: string, body: { name: string; contentIds: string[]; spellings?: string[] }): Promise<SplitSpeakerReply> {
    return this.bus.request('content.speakers.split.v1', { id, actor, ...body });
  }

  changes(limit?: number): Promise<SpeakerChange[]> {
    return this.bus.request('content.speakers.changes.v1', { limit });
  }

  seriesSpeakers(seriesId: string): Promise<SpeakerRef[]> {
    return this.bus.request('content.speakers.series.v1', { seriesId });
  }

  /** A published series' speakers (a series visitors cannot see is not found). */
  async publicSeriesSpeakers(slug: string): Promise<SpeakerRef[]> {
    const series = await this.bus.request('content.series.public.v1', { slug });
    return this.seriesSpeakers(series.id);
  }

  setSeriesSpeakers(actor: Actor, seriesId: string, names: string[]): Promise<SpeakerRef[]> {
    return this.bus.request('content.speakers.series.set.v1', { seriesId, actor, names });
  }
}
