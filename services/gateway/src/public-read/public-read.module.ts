import { Global, Module } from '@nestjs/common';
import { FeedsModule } from './feeds/feeds.module';
import { SitemapModule } from './sitemap/sitemap.module';
import { PublishedSetCache } from './published-set.cache';

/**
 * What visitors read most, in one place: the published set's cached answers (shared between
 * replicas in Redis), the early replay of answers already sent, the feeds, the sitemap, and the server-rendered
 * first view and page tags (`pages/`, mounted by the service definition).
 */
@Global()
@Module({
  imports: [FeedsModule, SitemapModule],
  providers: [PublishedSetCache],
  exports: [PublishedSetCache],
})
export class PublicReadModule {}
