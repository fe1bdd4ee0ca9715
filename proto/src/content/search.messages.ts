import { ArrayMaxSize, IsArray, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';
import { CONTENT_SCOPES, type ContentScope } from './content.messages';
import type { ContentRecord } from './content.types';

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

export interface SearchContentReply {
  items: SearchHitRecord[];
  /** Where the next page starts; null on the last page. */
  nextOffset: number | null;
}
