import { Module } from '@nestjs/common';
import { ContentGatewayModule } from '../../content/content.module';
import { FeedController } from './feed.controller';
import { SeriesGatewayModule } from '../../series/series.module';

@Module({ imports: [ContentGatewayModule, SeriesGatewayModule], controllers: [FeedController] })
export class FeedsModule {}
