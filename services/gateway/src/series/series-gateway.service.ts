import { Inject, Injectable, Logger } from '@nestjs/common';
import { MESSAGE_BUS, type MessageBus } from '@lectures/platform';
import type { Actor, ContentDto, ContentRecord, ContentScope, DeleteSeriesReply, SeriesPlacement, SeriesRecord } from '@lectures/proto';
import { toContentDto } from '../content/content-urls';
import { MediaExtras } from '../content/media-extras';
import type { CreateSeriesDto, UpdateSeriesDto } from './series.dto';
import { toSeriesSummaryDto, type SeriesSummaryDto } from './series-urls';

/** A series as HTTP answers it: its lectures and picture with URLs, not keys. */
export interface SeriesDto extends Omit<SeriesRecord, 'parts'>, Pick<SeriesSummaryDto, 'artworkUrl' | 'podcastImageUrl'> {
  parts: { part: number; content: ContentDto }[];
}

export const toSeriesDto = (record: SeriesRecord): SeriesDto => ({ ...toSeriesSummaryDto(record), parts: record.parts.map((p) => ({ part: p.part, content: toContentDto(p.content) })) });

/** The gateway's side of series: one bus request per route. */
@Injectable()
export class SeriesGatewayService {
  private readonly extras: MediaExtras;
  private readonly logger = new Logger('SeriesGatewayService');

  constructor(@Inject(MESSAGE_BUS) private readonly bus: MessageBus) {
    this.extras = new MediaExtras(bus);
  }

  async list(scope: ContentScope, limit?: number, q?: string): Promise<SeriesSummaryDto[]> {
    const list = await this.bus.request('content.series.list.v1', { scope, limit, q: q?.trim() || undefined });
    return list.map(toSeriesSummaryDto);
  }

  async get(id: string): Promise<SeriesDto> {
    return toSeriesDto(await this.bus.request('content.series.get.v1', { id }));
  }

  /** A series' published parts; those `withRenditions` picks carry their renditions. */
  async getPublic(slug: string, withRenditions?: (item: ContentRecord) => boolean): Promise<SeriesDto> {
    const record = await this.bus.request('content.series.public.v1', { slug });
    if (!withRenditions) return toSeriesDto(record);
    const parts = await Promise.all(
      record.parts.map(async (p) => ({ part: p.part, content: await this.extras.listed(p.content, withRenditions) })),
    );
    return { ...toSeriesSummaryDto(record), parts };
  }

  placement(contentId: string): Promise<SeriesPlacement> {
    return this.bus.request('content.series.placement.v1', { contentId });
  }

  async create(actor: Actor, body: CreateSeriesDto): Promise<SeriesDto> {
    return toSeriesDto(await this.bus.request('content.series.create.v1', { actor, fields: body }));
  }

  async update(actor: Actor, id: string, patch: UpdateSeriesDto): Promise<SeriesDto> {
    return toSeriesDto(await this.bus.request('content.series.update.v1', { id, actor, patch }));
  }

  /** The series goes, and with it any picture uploaded for it (left behind, it harms nothing: a warning). */
  async delete(actor: Actor, id: string): Promise<DeleteSeriesReply> {
    const { artworkVersion } = await this.bus.request('content.series.get.v1', { id });
    const reply = await this.bus.request('content.series.delete.v1', { id, actor });
    if (artworkVersion) {
      await this.bus.request('media.series-artwork.prune.v1', { seriesId: id, keep: null }).catch((error: unknown) => {
        this.logger.warn(`The pictures of deleted series ${id} stay in storage: ${error instanceof Error ? error.message : String(error)}`);
      });
    }
    return reply;
  }

  async addParts(actor: Actor, id: string, contentIds: string[]): Promise<SeriesDto> {
    return toSeriesDto(await this.bus.request('content.series.parts.add.v1', { id, actor, contentIds }));
  }

  async movePart(actor: Actor, id: string, contentId: string, part: number): Promise<SeriesDto> {
    return toSeriesDto(await this.bus.request('content.series.parts.move.v1', { id, actor, contentId, part }));
  }

  async removePart(actor: Actor, id: string, contentId: string): Promise<SeriesDto> {
    return toSeriesDto(await this.bus.request('content.series.parts.remove.v1', { id, actor, contentId }));
  }
}
