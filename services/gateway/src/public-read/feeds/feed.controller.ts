import { Controller, Get, Inject, Query, Req, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import type { Request, Response } from 'express';
import { Public, SERVICE_CONFIG } from '@lectures/platform';
import { AppError, type ContentDto } from '@lectures/proto';
import { ContentGatewayService } from '../../content/content.service';
import { PublishedSetCache, sendCached } from '../published-set.cache';
import type { GatewayConfig } from '../../gateway.config';
import { SITE } from '../pages/serve-web-app';
import { feedPath, playsInPodcastApps, renderFeed, type FeedItem } from './rss';
import { SeriesGatewayService } from '../../series/series-gateway.service';
import { Endpoint } from '../../http/endpoint.decorator';

/** The library's channel art, 1400x1400 (web/public, drawn by scripts/draw-podcast-cover.mjs). */
const PODCAST_COVER = '/podcast-cover.jpg';

/** Podcast apps read the newest episodes; older ones stay on the site. */
const FEED_ITEMS = 300;
const PAGE = 100;

export class FeedQuery {
  @ApiPropertyOptional({ description: "one speaker's lectures" })
  @IsOptional() @IsString() @MaxLength(200)
  speaker?: string;

  @ApiPropertyOptional({ description: 'lectures with this topic tag' })
  @IsOptional() @IsString() @MaxLength(100)
  topic?: string;

  @ApiPropertyOptional({ description: "one series' published parts, numbered by part (itunes:episode), by the series' address" })
  @IsOptional() @IsString() @MaxLength(400)
  series?: string;
}

/** RSS 2.0 podcast feeds of published lectures: all, one speaker's, or one topic's. */
@ApiTags('feeds')
@Controller()
export class FeedController {
  constructor(
    private readonly content: ContentGatewayService,
    private readonly published: PublishedSetCache,
    private readonly series: SeriesGatewayService,
    @Inject(SERVICE_CONFIG) private readonly config: GatewayConfig,
  ) {}

  @Public()
  @Get('feed.xml')
  @Endpoint({ summary: 'Podcast feed (RSS 2.0) of published lectures, or of one speaker or topic', errors: [400, [404, 'No published lectures by this speaker'], [404, 'Series not found']] })
  @ApiOkResponse({ description: 'RSS 2.0 with iTunes and Podcasting 2.0 tags (application/rss+xml)' })
  @ApiNotFoundResponse({ description: 'No published lectures by this speaker / on this topic' })
  async feed(@Query() query: FeedQuery, @Req() req: Request, @Res() res: Response): Promise<void> {
    const site = { origin: this.config.publicUrl };
    const series = query.series?.trim().normalize('NFC') || undefined;
    if (series) {
      const body = await this.published.get(`feed:${site.origin}:series:${series}`, async () => ({ json: await this.seriesFeed(site.origin, series) }));
      sendCached(req, res, body, 'application/rss+xml; charset=utf-8');
      return;
    }
    const speaker = query.speaker?.trim() || undefined;
    const topic = query.topic?.trim() || undefined;
    const body = await this.published.get(`feed:${site.origin}:${speaker ?? ''}:${topic ?? ''}`, async () => {
      const items = await this.newest(speaker, topic);
      const scope = speaker ?? topic;
      // No feed for a speaker or topic with nothing published: its title would be whatever was asked.
      if (scope && items.length === 0) return { json: '' };
      const json = renderFeed(
        {
          title: scope ? `${scope} - ${SITE.brand}` : SITE.brand,
          description: scope ? `${SITE.description} ${speaker ? 'Lectures by' : 'Lectures on'} ${scope}.` : SITE.description,
          origin: site.origin,
          self: `${site.origin}${feedPath({ speaker, topic })}`,
          image: `${site.origin}${PODCAST_COVER}`,
          author: speaker ?? SITE.brand,
        },
        items,
      );
      return { json };
    });
    if (body.json === '') throw new AppError('NOT_FOUND', `No published lectures ${speaker ? 'by this speaker' : 'on this topic'}`);
    sendCached(req, res, body, 'application/rss+xml; charset=utf-8');
  }

  /** A series' published parts in order, each numbered by its part; unknown or unpublished series: 404 (from content). */
  private async seriesFeed(origin: string, slug: string): Promise<string> {
    const series = await this.series.getPublic(slug, (item) => !playsInPodcastApps(item.mediaMimeType));
    const items: FeedItem[] = series.parts.map((p) => ({ ...p.content, episode: p.part }));
    return renderFeed(
      {
        title: `${series.title} - ${SITE.brand}`,
        description: series.description?.trim() || `${SITE.description} A series of ${series.lastPart} parts.`,
        origin,
        self: `${origin}${feedPath({ series: series.slug })}`,
        // The picture staff uploaded for the series, else the first part's drawn one.
        image: `${origin}${series.podcastImageUrl ?? items[0]?.podcastImageUrl ?? PODCAST_COVER}`,
        author: items.find((item) => item.speaker?.trim())?.speaker?.trim() ?? SITE.brand,
        type: 'serial',
      },
      items,
    );
  }

  private async newest(speaker?: string, topic?: string): Promise<ContentDto[]> {
    const items: ContentDto[] = [];
    let cursor: string | undefined;
    do {
      // An original podcast apps cannot play (WAV, FLAC) is offered as its AAC rendition.
      const page = await this.content.page('public', { limit: PAGE, cursor, speaker, tags: topic ? [topic] : undefined }, (item) => !playsInPodcastApps(item.mediaMimeType));
      items.push(...page.items);
      cursor = page.nextCursor ?? undefined;
    } while (cursor && items.length < FEED_ITEMS);
    return items.slice(0, FEED_ITEMS);
  }
}
