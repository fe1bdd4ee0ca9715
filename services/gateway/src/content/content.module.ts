import { Module } from '@nestjs/common';
import { ContentController } from './content.controller';
import { ContentGatewayService } from './content.service';

@Module({
  controllers: [ContentController],
  providers: [ContentGatewayService],
  exports: [ContentGatewayService],
})
export class ContentGatewayModule {}
