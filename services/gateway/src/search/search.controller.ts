import { Controller, Get, Inject, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { MESSAGE_BUS, Public, type MessageBus } from '@lectures/platform';
import type { ContentScope, SearchHitRecord } from '@lectures/proto';
import { toContentDto } from '../content/content-urls';
import { PublishedSetCache, sendCached } from '../public-read/published-set.cache';
import { decodeCursor, encodeCursor } from './search-cursor';
import { SearchQuery, SearchResponse } from './search.dto';
import { toSeriesSummaryDto } from '../series/series-urls';
import { Endpoint } from '../http/endpoint.decorator';

const DEFAULT_LIMIT = 20;

/** Search inside what was said: items with the moments their words were spoken. */
@ApiTags('search')
@Controller('api/search')
export class SearchController {
  constructor(
    @Inject(MESSAGE_BUS) private readonly bus: MessageBus,
    private readonly published: PublishedSetCache,
  ) {}

  /** Published items only; an answer is kept while the published set is unchanged (popular searches repeat). */
  @Public()
  @Get()
  @Endpoint({ summary: 'Search published lectures: titles, speakers, topics and what was said', errors: [400] })
  @ApiOkResponse({ type: SearchResponse, description: 'lectures with matchedFields and passages, then (first page) matching series and the series facet' })
  async searchPublic(@Query() query: SearchQuery, @Req() req: Request, @Res() res: Response): Promise<void> {
    const body = await this.published.get(`search:${JSON.stringify(query)}`, async () => ({ json: JSON.stringify(await this.find('public', query)) }));
    sendCached(req, res, body);
  }

  /** Staff: every status. */
  @Get('all')
  @ApiOkResponse({ type: SearchResponse, description: 'the same shape as the public search, over every item and series' })
  @Endpoint({ summary: 'Search every item, published or not (staff)', errors: [400, 401] })
  searchAll(@Query() query: SearchQuery): Promise<SearchResponse> {
    return this.find('staff', query);
  }

  private async find(scope: ContentScope, query: SearchQuery): Promise<SearchResponse> {
    const limit = query.limit ?? DEFAULT_LIMIT;
    const offset = decodeCursor(query.cursor);
    const reply = await this.bus.request('content.search.v1', { scope, q: query.q, limit, offset, tags: query.tags, speaker: query.speaker, series: query.series?.normalize('NFC') });
    return {
      items: reply.items.map((hit: SearchHitRecord) => {
        const { matchedFields, passages, ...card } = hit;
        return { ...toContentDto({ ...card, aiMetadata: null }), matchedFields, passages };
      }),
      nextCursor: reply.nextOffset === null ? null : encodeCursor(reply.nextOffset),
      series: reply.series.map(toSeriesSummaryDto),
      facets: reply.facets,
    };
  }
}
