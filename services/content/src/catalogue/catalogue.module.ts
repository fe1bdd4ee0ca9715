import { Module } from '@nestjs/common';
import { CatalogueHandlers } from './catalogue.handlers';
import { CatalogueRepository } from './catalogue.repository';
import { CatalogueService } from './catalogue.service';

@Module({
  controllers: [CatalogueHandlers],
  providers: [CatalogueService, CatalogueRepository],
})
export class CatalogueModule {}
