import { Module } from '@nestjs/common';
import { SitemapController } from './sitemap.controller';
import { SitemapService } from './sitemap.service';
import { sitemapLimitsProvider } from './sitemap-limits';

@Module({ controllers: [SitemapController], providers: [SitemapService, sitemapLimitsProvider] })
export class SitemapModule {}
