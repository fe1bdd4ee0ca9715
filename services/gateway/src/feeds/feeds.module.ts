import { Module } from '@nestjs/common';
import { ContentGatewayModule } from '../content/content.module';
import { FeedController } from './feed.controller';

@Module({ imports: [ContentGatewayModule], controllers: [FeedController] })
export class FeedsModule {}
