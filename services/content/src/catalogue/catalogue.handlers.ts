import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { BusPayload } from '@lectures/platform';
import {
  ContentFiguresRequest,
  ContentGroupsRequest,
  ContentPatterns,
  PageContentRequest,
  type ContentFiguresReply,
  type ContentGroupsReply,
  type ContentPageReply,
} from '@lectures/proto';
import { CatalogueService } from './catalogue.service';

@Controller()
export class CatalogueHandlers {
  constructor(private readonly catalogue: CatalogueService) {}

  @MessagePattern(ContentPatterns.page)
  page(@BusPayload(PageContentRequest) request: PageContentRequest): Promise<ContentPageReply> {
    return this.catalogue.page(request);
  }

  @MessagePattern(ContentPatterns.figures)
  figures(@BusPayload(ContentFiguresRequest) request: ContentFiguresRequest): Promise<ContentFiguresReply> {
    return this.catalogue.figures(request);
  }

  @MessagePattern(ContentPatterns.groups)
  groups(@BusPayload(ContentGroupsRequest) request: ContentGroupsRequest): Promise<ContentGroupsReply> {
    return this.catalogue.groups(request);
  }
}
