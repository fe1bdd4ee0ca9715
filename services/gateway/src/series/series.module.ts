import { Module } from '@nestjs/common';
import { ContentGatewayModule } from '../content/content.module';
import { diskObjectsProvider } from '../media/disk-objects.provider';
import { SeriesArtworkController } from './series-artwork.controller';
import { SeriesArtworkGatewayService } from './series-artwork.service';
import { SeriesController } from './series.controller';
import { SeriesGatewayService } from './series-gateway.service';

@Module({
  imports: [ContentGatewayModule],
  controllers: [SeriesController, SeriesArtworkController],
  providers: [SeriesGatewayService, SeriesArtworkGatewayService, diskObjectsProvider],
  exports: [SeriesGatewayService],
})
export class SeriesGatewayModule {}
