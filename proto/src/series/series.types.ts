import type { ContentLanguage } from '../content/content-language';
import type { ContentRecord } from '../content/content.types';

/* Series: a lecture series with its parts in order (issue 28). No decorators: the web app reads these too. */

export const SERIES_STATUSES = ['ongoing', 'complete'] as const;
export type SeriesStatus = (typeof SERIES_STATUSES)[number];

/** A series without its parts, as lists show it. */
export interface SeriesSummary {
  id: string;
  title: string;
  /** Readable and unique; fixed when the series is made, so shared links keep working. */
  slug: string;
  description: string | null;
  language: ContentLanguage | null;
  status: SeriesStatus;
  /** The version of the picture staff uploaded (the gateway makes its URLs); null: the drawn artwork. */
  artworkVersion: string | null;
  /** Parts staff see (every lecture in it); visitors' lists count published parts. */
  partCount: number;
  totalDurationSeconds: number;
  createdBy: string;
  createdAt: string;
  /** The series or its parts last changed. */
  updatedAt: string;
}

/** A lecture in its series: the part number is its place among all the series' parts. */
export interface SeriesPartRecord {
  part: number;
  content: ContentRecord;
}

/** The series with its parts in order: all of them for staff, the published ones for visitors. */
export interface SeriesRecord extends SeriesSummary {
  parts: SeriesPartRecord[];
  /** The highest part number: 'Part 7 of 40'. */
  lastPart: number;
}

/** A neighbouring published part. */
export interface SeriesNeighbour {
  id: string;
  /** Its readable address; null only before one is given. */
  slug: string | null;
  title: string;
  part: number;
}

/** Where a published lecture sits in its series (visitors): 'Part 7 of 40 in …' with previous and next. */
export interface SeriesPlacement {
  series: { id: string; title: string; slug: string; lastPart: number } | null;
  part: number | null;
  previous: SeriesNeighbour | null;
  next: SeriesNeighbour | null;
}
