import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { MESSAGE_BUS, Public, type MessageBus } from '@lectures/platform';
import type { ContentScope, SearchHitRecord } from '@lectures/proto';
import { toContentDto } from '../content/content-urls';
import { decodeCursor, encodeCursor } from './search-cursor';
import { SearchQuery } from './search.dto';

const DEFAULT_LIMIT = 20;

/** Search inside what was said: items with the moments their words were spoken. */
@ApiTags('search')
@Controller('api/search')
export class SearchController {
  constructor(@Inject(MESSAGE_BUS) private readonly bus: MessageBus) {}

  /** Published items only. */
  @Public()
  @Get()
  @ApiOkResponse({ description: '{ items: [...item card, matchedFields, passages: [{ startTimeSec, endTimeSec, snippet }]], nextCursor }' })
  searchPublic(@Query() query: SearchQuery) {
    return this.find('public', query);
  }

  /** Staff: every status. */
  @Get('all')
  searchAll(@Query() query: SearchQuery) {
    return this.find('staff', query);
  }

  private async find(scope: ContentScope, query: SearchQuery) {
    const limit = query.limit ?? DEFAULT_LIMIT;
    const offset = decodeCursor(query.cursor);
    const reply = await this.bus.request('content.search.v1', { scope, q: query.q, limit, offset, tags: query.tags, speaker: query.speaker });
    return {
      items: reply.items.map((hit: SearchHitRecord) => {
        const { matchedFields, passages, ...card } = hit;
        return { ...toContentDto({ ...card, transcriptText: null, aiMetadata: null }), matchedFields, passages };
      }),
      nextCursor: reply.nextOffset === null ? null : encodeCursor(reply.nextOffset),
    };
  }
}
