import { ApiPropertyOptional, ApiProperty } from '@nestjs/swagger';
import { SEARCH_FACET_LIMIT, SEARCH_FIELDS, SEARCH_MAX_LIMIT, SEARCH_SERIES_LIMIT } from '@lectures/proto';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, MinLength } from 'class-validator';
import { ContentResponse, toList } from '../content/content.dto';
import { SeriesSummaryResponse } from '../series/series.dto';

/** GET /api/search: `q` in web-search syntax ("a phrase", -word, or). */
export class SearchQuery {
  @ApiProperty({ example: '"patience in hardship" -fasting' })
  @MaxLength(200, { message: 'q must be at most 200 characters' }) @MinLength(1, { message: 'q is required' }) @IsString({ message: 'q is required' })
  q!: string;

  @ApiPropertyOptional({ minimum: 1, maximum: SEARCH_MAX_LIMIT, default: 20 })
  @IsOptional() @Type(() => Number) @IsInt({ message: 'limit must be a whole number' }) @Min(1, { message: 'limit must be at least 1' })
  @Max(SEARCH_MAX_LIMIT, { message: `limit must be at most ${SEARCH_MAX_LIMIT}` })
  limit?: number;

  @ApiPropertyOptional({ description: 'opaque: the nextCursor of the previous page' })
  @IsOptional() @IsString() @Matches(/^[A-Za-z0-9_-]{1,40}$/, { message: 'Invalid cursor' })
  cursor?: string;

  @ApiPropertyOptional({ description: 'comma-separated tags; items with any of them match' })
  @IsOptional() @Transform(toList) @IsArray() @ArrayMaxSize(20) @IsString({ each: true })
  tags?: string[];

  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(200)
  speaker?: string;

  @ApiPropertyOptional({ description: "only lectures in this series, by its address (slug, as facets.series[].slug gives it); an unknown address matches nothing" })
  @IsOptional() @IsString({ message: 'series must be one series address' })
  @MinLength(1, { message: 'series must be a series address' }) @MaxLength(400, { message: 'series must be a series address (at most 400 characters)' })
  @Matches(/^[^\s/?#]+$/u, { message: 'series must be a series address (no spaces, slashes, ? or #)' })
  series?: string;
}

class SearchPassageResponse {
  @ApiProperty() startTimeSec!: number;
  @ApiProperty() endTimeSec!: number;
  @ApiProperty({ description: 'HTML-escaped text with <mark> around the words found' }) snippet!: string;
}

export class SearchHitResponse extends ContentResponse {
  @ApiProperty({ enum: SEARCH_FIELDS, isArray: true, description: 'which fields matched' }) matchedFields!: string[];
  @ApiProperty({ type: [SearchPassageResponse], description: 'moments where the words were said' }) passages!: SearchPassageResponse[];
}

export class SeriesFacetResponse {
  @ApiProperty() id!: string;
  @ApiProperty({ description: 'the series address: pass it as ?series= to keep only its lectures' }) slug!: string;
  @ApiProperty() title!: string;
  @ApiProperty({ description: 'matching lectures in the series (every other filter applied, not the series one)' }) count!: number;
}

class SearchFacetsResponse {
  @ApiProperty({ type: [SeriesFacetResponse], description: `most matching lectures first, at most ${SEARCH_FACET_LIMIT}; first page only (later pages: [])` })
  series!: SeriesFacetResponse[];

  @ApiProperty({ description: 'false when more lectures matched than the counts read (2,000): the counts are then of the first 2,000 matching lectures' })
  seriesComplete!: boolean;
}

/** SPEC's search answer (items, nextCursor) with series added; clients that read only the first two are unchanged. */
export class SearchResponse {
  @ApiProperty({ type: [SearchHitResponse] }) items!: SearchHitResponse[];
  @ApiProperty({ type: String, nullable: true, description: 'pass as cursor for the next page; null on the last' }) nextCursor!: string | null;
  @ApiProperty({ type: [SeriesSummaryResponse], description: `series whose title or description match, best first, at most ${SEARCH_SERIES_LIMIT} (public: those with a published part, counted by them); first page only` })
  series!: SeriesSummaryResponse[];
  @ApiProperty({ type: SearchFacetsResponse }) facets!: SearchFacetsResponse;
}
