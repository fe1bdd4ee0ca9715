import { Module } from '@nestjs/common';
import { ContentGatewayModule } from '../content/content.module';
import { SearchController } from './search.controller';

@Module({ imports: [ContentGatewayModule], controllers: [SearchController] })
export class SearchGatewayModule {}
