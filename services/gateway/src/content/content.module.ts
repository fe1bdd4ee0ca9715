import { Module } from '@nestjs/common';
import { ContentController } from './content.controller';
import { ContentGatewayService } from './content.service';
import { PublishedSetCache } from './published-set.cache';

@Module({
  controllers: [ContentController],
  providers: [ContentGatewayService, PublishedSetCache],
  exports: [ContentGatewayService, PublishedSetCache],
})
export class ContentGatewayModule {}
