import { Module } from '@nestjs/common';
import { ContentController } from './content.controller';
import { ContentGatewayService } from './content.service';
import { PublishedSetCache } from './published-set.cache';
import { TranscriptController } from './transcript.controller';

@Module({
  controllers: [ContentController, TranscriptController],
  providers: [ContentGatewayService, PublishedSetCache],
  exports: [ContentGatewayService, PublishedSetCache],
})
export class ContentGatewayModule {}
