import { Module } from '@nestjs/common';
import { SeriesHandlers } from './series.handlers';
import { SeriesRepository } from './series.repository';
import { SeriesService } from './series.service';

@Module({
  controllers: [SeriesHandlers],
  providers: [SeriesService, SeriesRepository],
})
export class SeriesModule {}
