import type { SeriesSummary } from '@lectures/proto';
import type { SeriesRow } from './series.repository';

/** A series row as lists, pages and search answer it, with the counts of the parts shown. */
export function summaryOf(row: SeriesRow, partCount: number, totalDurationSeconds: number): SeriesSummary {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    description: row.description,
    language: row.language,
    status: row.status,
    artworkVersion: row.artwork_version ?? null,
    partCount,
    totalDurationSeconds,
    createdBy: row.created_by,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}
