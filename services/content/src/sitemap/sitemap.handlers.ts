import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { BusPayload } from '@lectures/platform';
import { AddressPatterns, SitemapChunksRequest, SitemapEntriesRequest, type SitemapChunk, type SitemapEntry } from '@lectures/proto';
import { SitemapRepository } from './sitemap.repository';

/** Bus entry points of the sitemap: validate, then one read. */
@Controller()
export class SitemapHandlers {
  constructor(private readonly sitemap: SitemapRepository) {}

  @MessagePattern(AddressPatterns.sitemapChunks)
  chunks(@BusPayload(SitemapChunksRequest) request: SitemapChunksRequest): Promise<SitemapChunk[]> {
    return this.sitemap.chunks(request.kind, request.size);
  }

  @MessagePattern(AddressPatterns.sitemapEntries)
  entries(@BusPayload(SitemapEntriesRequest) request: SitemapEntriesRequest): Promise<SitemapEntry[]> {
    return this.sitemap.entries(request.kind, request.offset, request.limit);
  }
}
