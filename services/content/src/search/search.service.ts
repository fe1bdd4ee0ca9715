import { Injectable } from '@nestjs/common';
import { SEARCH_FACET_LIMIT, SEARCH_SERIES_LIMIT, type ContentRecord, type SearchContentReply, type SearchContentRequest, type SearchHitRecord } from '@lectures/proto';
import { toContentRecord } from '../content/content.mapper';
import { ContentRepository } from '../content/content.repository';
import { summaryOf } from '../series/series-summary';
import { SearchRepository, type SearchFilter } from './search.repository';

const PASSAGES_PER_ITEM = 3;

/** Search inside what was said: published items for the public, every status for staff. */
@Injectable()
export class SearchService {
  constructor(
    private readonly search: SearchRepository,
    private readonly content: ContentRepository,
  ) {}

  async find(request: SearchContentRequest): Promise<SearchContentReply> {
    // One more than asked tells whether a next page exists.
    const filter: SearchFilter = {
      q: request.q,
      statuses: request.scope === 'public' ? ['approved'] : null,
      tags: request.tags,
      speaker: request.speaker,
      series: request.series?.normalize('NFC'),
      limit: request.limit + 1,
      offset: request.offset,
    };
    const { hits: ranked, parsed } = await this.search.rank(filter);
    const page = ranked.slice(0, request.limit);
    const ids = page.map((hit) => hit.id);
    // Series and their counts come with the first page: later pages are the same lectures further on.
    const first = request.offset === 0;
    const [items, passages, series, facet] = await Promise.all([
      this.content.findCardsByIds(ids),
      this.search.passages(ids, parsed, PASSAGES_PER_ITEM),
      first ? this.search.series(parsed, filter.statuses, SEARCH_SERIES_LIMIT) : [],
      first ? this.search.seriesFacet(filter, parsed, SEARCH_FACET_LIMIT) : { values: [], complete: true },
    ]);
    const byId = new Map(items.map((item) => [item.id, item]));
    const hits: SearchHitRecord[] = [];
    for (const { id, matchedFields } of page) {
      const item = byId.get(id);
      if (!item) continue; // deleted between the two reads
      const card: Partial<ContentRecord> = toContentRecord(item, 'public');
      delete card.aiMetadata;
      const said = passages.filter((p) => p.contentId === id).map((p) => ({ startTimeSec: p.startSec, endTimeSec: p.endSec, snippet: p.snippet }));
      hits.push({ ...(card as SearchHitRecord), matchedFields: said.length > 0 ? [...matchedFields, 'transcript'] : matchedFields, passages: said });
    }
    return {
      items: hits,
      nextOffset: ranked.length > request.limit ? request.offset + request.limit : null,
      series: series.map((row) => summaryOf(row, row.part_count, row.total_seconds)),
      facets: { series: facet.values, seriesComplete: facet.complete },
    };
  }
}
