import type { ArtworkVariant, SeriesSummary } from '@lectures/proto';

/** A series as HTTP answers it: the uploaded picture's URLs (null: none uploaded, the drawn artwork stays). */
export interface SeriesSummaryDto extends SeriesSummary {
  /** 960x960 JPEG: the series page and cards. */
  artworkUrl: string | null;
  /** 1400x1400 JPEG: the series' podcast feed. */
  podcastImageUrl: string | null;
}

/** The uploaded picture of a series, at one of the artwork sizes; its version makes the URL immutable. */
export function seriesArtworkPath(id: string, version: string, variant: ArtworkVariant): string {
  return `/api/series/${id}/artwork?${new URLSearchParams({ variant, v: version }).toString()}`;
}

export function toSeriesSummaryDto<T extends SeriesSummary>(series: T): T & Pick<SeriesSummaryDto, 'artworkUrl' | 'podcastImageUrl'> {
  const version = series.artworkVersion;
  return {
    ...series,
    artworkUrl: version ? seriesArtworkPath(series.id, version, 'social') : null,
    podcastImageUrl: version ? seriesArtworkPath(series.id, version, 'podcast') : null,
  };
}
