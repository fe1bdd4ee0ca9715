import type { ContentStatus } from '@lectures/proto';
import type { SelectQueryBuilder } from 'typeorm';
import type { ContentEntity } from './content.entity';

export interface ContentFilter {
  statuses?: ContentStatus[];
  q?: string;
  tags?: string[];
  speaker?: string;
  /** Created at or after this instant (ISO 8601). */
  since?: string;
}

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The list filters of SPEC's dashboard and home page, on a query over `content` aliased `c`. */
export function applyContentFilter(query: SelectQueryBuilder<ContentEntity>, filter: ContentFilter): SelectQueryBuilder<ContentEntity> {
  if (filter.statuses?.length) query.andWhere('c.status IN (:...statuses)', { statuses: filter.statuses });
  if (filter.q?.trim()) {
    query.andWhere(
      `(c.title ILIKE :q OR c.description ILIKE :q OR c.speaker ILIKE :q OR array_to_string(c.tags, ' ') ILIKE :q)`,
      { q: likePattern(filter.q.trim()) },
    );
  }
  if (filter.tags?.length) {
    query.andWhere('EXISTS (SELECT 1 FROM unnest(c.tags) t WHERE lower(t) IN (:...tags))', {
      tags: filter.tags.map((t) => t.toLowerCase()),
    });
  }
  if (filter.speaker?.trim()) query.andWhere('lower(c.speaker) = lower(:speaker)', { speaker: filter.speaker.trim() });
  if (filter.since) query.andWhere('c.created_at >= CAST(:since AS timestamptz)', { since: filter.since });
  return query;
}
