import { Module } from '@nestjs/common';
import { SitemapHandlers } from './sitemap.handlers';
import { SitemapRepository } from './sitemap.repository';

/** What the gateway's sitemap lists: every kind of published page, cut into files. */
@Module({
  controllers: [SitemapHandlers],
  providers: [SitemapRepository],
})
export class SitemapModule {}
