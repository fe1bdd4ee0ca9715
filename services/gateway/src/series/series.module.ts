import { Module } from '@nestjs/common';
import { ContentGatewayModule } from '../content/content.module';
import { SeriesController } from './series.controller';
import { SeriesGatewayService } from './series-gateway.service';

@Module({
  imports: [ContentGatewayModule],
  controllers: [SeriesController],
  providers: [SeriesGatewayService],
  exports: [SeriesGatewayService],
})
export class SeriesGatewayModule {}
