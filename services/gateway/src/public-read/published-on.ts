import type { ContentDto } from '@lectures/proto';

/** When a lecture was published, for feeds, social tags and schema.org (its upload only for lectures from before the date was kept). */
export function publishedOn(item: Pick<ContentDto, 'publishedAt' | 'createdAt'>): Date {
  return new Date(item.publishedAt ?? item.createdAt);
}
