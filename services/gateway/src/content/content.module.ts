import { Module } from '@nestjs/common';
import { ContentController } from './content.controller';
import { ContentGatewayService } from './content.service';
import { PublicListCache } from './public-list.cache';

@Module({
  controllers: [ContentController],
  providers: [ContentGatewayService, PublicListCache],
  exports: [ContentGatewayService],
})
export class ContentGatewayModule {}
