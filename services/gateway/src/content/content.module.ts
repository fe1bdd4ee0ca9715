import { Module } from '@nestjs/common';
import { diskObjectsProvider } from '../media/disk-objects.provider';
import { ArtworkController } from './artwork.controller';
import { ArtworkGatewayService } from './artwork.service';
import { ContentController } from './content.controller';
import { ContentGatewayService } from './content.service';
import { PublishedSetCache } from './published-set.cache';
import { TranscriptController } from './transcript.controller';

@Module({
  controllers: [ContentController, TranscriptController, ArtworkController],
  providers: [ContentGatewayService, PublishedSetCache, ArtworkGatewayService, diskObjectsProvider],
  exports: [ContentGatewayService, PublishedSetCache],
})
export class ContentGatewayModule {}
