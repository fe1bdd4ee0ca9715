import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { BusPayload } from '@lectures/platform';
import {
  AddSeriesPartsRequest,
  CreateSeriesRequest,
  GetSeriesRequest,
  ListSeriesRequest,
  MoveSeriesPartRequest,
  PublicSeriesRequest,
  RemoveSeriesPartRequest,
  SeriesActionRequest,
  SeriesPatterns,
  SeriesPlacementRequest,
  SetSeriesArtworkRequest,
  UpdateSeriesRequest,
  type DeleteSeriesReply,
  type SeriesPlacement,
  type SeriesRecord,
  type SeriesSummary,
} from '@lectures/proto';
import { SeriesService } from './series.service';

/** Bus entry points for series: validate, then one service call. */
@Controller()
export class SeriesHandlers {
  constructor(private readonly series: SeriesService) {}

  @MessagePattern(SeriesPatterns.create)
  create(@BusPayload(CreateSeriesRequest) request: CreateSeriesRequest): Promise<SeriesRecord> {
    return this.series.create(request);
  }

  @MessagePattern(SeriesPatterns.update)
  update(@BusPayload(UpdateSeriesRequest) request: UpdateSeriesRequest): Promise<SeriesRecord> {
    return this.series.update(request);
  }

  @MessagePattern(SeriesPatterns.setArtwork)
  setArtwork(@BusPayload(SetSeriesArtworkRequest) request: SetSeriesArtworkRequest): Promise<SeriesRecord> {
    return this.series.setArtwork(request);
  }

  @MessagePattern(SeriesPatterns.delete)
  delete(@BusPayload(SeriesActionRequest) request: SeriesActionRequest): Promise<DeleteSeriesReply> {
    return this.series.delete(request);
  }

  @MessagePattern(SeriesPatterns.list)
  list(@BusPayload(ListSeriesRequest) request: ListSeriesRequest): Promise<SeriesSummary[]> {
    return this.series.list(request);
  }

  @MessagePattern(SeriesPatterns.get)
  get(@BusPayload(GetSeriesRequest) request: GetSeriesRequest): Promise<SeriesRecord> {
    return this.series.get(request.id);
  }

  @MessagePattern(SeriesPatterns.getPublic)
  getPublic(@BusPayload(PublicSeriesRequest) request: PublicSeriesRequest): Promise<SeriesRecord> {
    return this.series.getPublic(request.slug);
  }

  @MessagePattern(SeriesPatterns.addParts)
  addParts(@BusPayload(AddSeriesPartsRequest) request: AddSeriesPartsRequest): Promise<SeriesRecord> {
    return this.series.addParts(request);
  }

  @MessagePattern(SeriesPatterns.movePart)
  movePart(@BusPayload(MoveSeriesPartRequest) request: MoveSeriesPartRequest): Promise<SeriesRecord> {
    return this.series.movePart(request);
  }

  @MessagePattern(SeriesPatterns.removePart)
  removePart(@BusPayload(RemoveSeriesPartRequest) request: RemoveSeriesPartRequest): Promise<SeriesRecord> {
    return this.series.removePart(request);
  }

  @MessagePattern(SeriesPatterns.placement)
  placement(@BusPayload(SeriesPlacementRequest) request: SeriesPlacementRequest): Promise<SeriesPlacement> {
    return this.series.placement(request.contentId);
  }
}
