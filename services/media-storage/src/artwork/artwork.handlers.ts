import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { BusPayload } from '@lectures/platform';
import { ArtworkRequest, MediaPatterns, type ArtworkReply } from '@lectures/proto';
import { ArtworkService } from './artwork.service';

/** Bus entry point of the artwork: validate, then one service call. */
@Controller()
export class ArtworkHandlers {
  constructor(private readonly artwork: ArtworkService) {}

  @MessagePattern(MediaPatterns.artwork)
  draw(@BusPayload(ArtworkRequest) request: ArtworkRequest): Promise<ArtworkReply> {
    return this.artwork.artwork(request);
  }
}
