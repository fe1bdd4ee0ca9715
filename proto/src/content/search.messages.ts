import { ArrayMaxSize, IsArray, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';
import { CONTENT_SCOPES, type ContentScope } from './content.messages';
import type { ContentRecord } from './content.types';
import type { SeriesSummary } from '../series/series.types';

export const SEARCH_MAX_LIMIT = 50;

/** One search over titles, speakers, tags, descriptions and what was said (`websearch_to_tsquery` syntax). */
export class SearchContentRequest {
  @IsIn(CONTENT_SCOPES)
  scope!: ContentScope;

  @IsString() @MinLength(1) @MaxLength(200)
  q!: string;

  @IsInt() @Min(1) @Max(SEARCH_MAX_LIMIT)
  limit!: number;

  @IsInt() @Min(0) @Max(10_000)
  offset!: number;

  @IsOptional() @IsArray() @IsString({ each: true }) @ArrayMaxSize(20)
  tags?: string[];

  @IsOptional() @IsString() @MaxLength(200)
  speaker?: string;

  /** Only lectures in this series (its address, NFC). */
  @IsOptional() @IsString() @MinLength(1) @MaxLength(400)
  series?: string;
}

export const SEARCH_FIELDS = ['title', 'speaker', 'tags', 'description', 'transcript'] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

/** A moment in the recording where the words were said; `snippet` is HTML-escaped with `<mark>` around hits. */
export interface SearchPassage {
  startTimeSec: number;
  endTimeSec: number;
  snippet: string;
}

/** A card's worth of the item (no transcript, no timed segments), and why it matched. */
export type SearchHitRecord = Omit<ContentRecord, 'transcriptText' | 'aiMetadata'> & {
  matchedFields: SearchField[];
  passages: SearchPassage[];
};

/** A series the matching lectures are in, and how many of them (a facet value). */
export interface SeriesFacetRecord {
  id: string;
  slug: string;
  title: string;
  /** Matching lectures in it (the search's other filters applied, not the series filter itself). */
  count: number;
}

/** Series this many at most in a search's answer, and facet values. */
export const SEARCH_SERIES_LIMIT = 6;
export const SEARCH_FACET_LIMIT = 20;

export interface SearchContentReply {
  items: SearchHitRecord[];
  /** Where the next page starts; null on the last page. */
  nextOffset: number | null;
  /** Series whose title or description match (first page only; later pages: empty). */
  series: SeriesSummary[];
  /** Counts of the matching lectures by series, most first (first page only; later pages: empty). */
  facets: {
    series: SeriesFacetRecord[];
    /** False when more lectures matched than the counts read (a word said in much of the library): the counts are of the first ones. */
    seriesComplete: boolean;
  };
}
