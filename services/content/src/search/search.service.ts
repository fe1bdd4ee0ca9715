import { Injectable } from '@nestjs/common';
import type { ContentRecord, SearchContentReply, SearchContentRequest, SearchHitRecord } from '@lectures/proto';
import { toContentRecord } from '../content/content.mapper';
import { ContentRepository } from '../content/content.repository';
import { SearchRepository } from './search.repository';

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
    const { hits: ranked, parsed } = await this.search.rank({
      q: request.q,
      statuses: request.scope === 'public' ? ['approved'] : null,
      tags: request.tags,
      speaker: request.speaker,
      limit: request.limit + 1,
      offset: request.offset,
    });
    const page = ranked.slice(0, request.limit);
    const ids = page.map((hit) => hit.id);
    const [items, passages] = await Promise.all([this.content.findCardsByIds(ids), this.search.passages(ids, parsed, PASSAGES_PER_ITEM)]);
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
    return { items: hits, nextOffset: ranked.length > request.limit ? request.offset + request.limit : null };
  }
}
