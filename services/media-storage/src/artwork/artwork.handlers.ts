import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { BusPayload } from '@lectures/platform';
import {
  ArtworkRequest,
  MediaPatterns,
  PruneSeriesArtworkRequest,
  SeriesArtworkRequest,
  StoreSeriesArtworkRequest,
  type ArtworkReply,
  type PruneSeriesArtworkReply,
  type StoreSeriesArtworkReply,
} from '@lectures/proto';
import { ArtworkService } from './artwork.service';
import { SeriesArtworkService } from './series-artwork.service';

/** Bus entry point of the artwork: validate, then one service call. */
@Controller()
export class ArtworkHandlers {
  constructor(
    private readonly artwork: ArtworkService,
    private readonly seriesArtwork: SeriesArtworkService,
  ) {}

  @MessagePattern(MediaPatterns.artwork)
  draw(@BusPayload(ArtworkRequest) request: ArtworkRequest): Promise<ArtworkReply> {
    return this.artwork.artwork(request);
  }

  @MessagePattern(MediaPatterns.storeSeriesArtwork)
  storeSeries(@BusPayload(StoreSeriesArtworkRequest) request: StoreSeriesArtworkRequest): Promise<StoreSeriesArtworkReply> {
    return this.seriesArtwork.store(request);
  }

  @MessagePattern(MediaPatterns.seriesArtwork)
  findSeries(@BusPayload(SeriesArtworkRequest) request: SeriesArtworkRequest): Promise<ArtworkReply> {
    return this.seriesArtwork.find(request);
  }

  @MessagePattern(MediaPatterns.pruneSeriesArtwork)
  pruneSeries(@BusPayload(PruneSeriesArtworkRequest) request: PruneSeriesArtworkRequest): Promise<PruneSeriesArtworkReply> {
    return this.seriesArtwork.prune(request);
  }
}
