import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, IsUUID, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { CatalogueFilter, CONTENT_SCOPES, type ContentScope } from './content.messages';
import type { ContentRecord, ContentStatus } from './content.types';

export const CONTENT_SORTS = ['newest', 'oldest', 'title', 'duration'] as const;
export type ContentSort = (typeof CONTENT_SORTS)[number];
export const PAGE_MAX_LIMIT = 100;

/** Where the previous page ended: the last item's sort value (as PostgreSQL wrote it) and id. */
export class PagePosition {
  @IsString() @MaxLength(600)
  key!: string;

  @IsUUID()
  id!: string;
}

/** One page of a list, in keyset order: stable while items are added. */
export class PageContentRequest extends CatalogueFilter {
  @IsIn(CONTENT_SCOPES)
  scope!: ContentScope;

  @IsIn(CONTENT_SORTS)
  sort!: ContentSort;

  @IsInt() @Min(1) @Max(PAGE_MAX_LIMIT)
  limit!: number;

  @IsOptional() @ValidateNested() @Type(() => PagePosition)
  after?: PagePosition;
}

export interface ContentPageReply {
  items: ContentRecord[];
  /** null on the last page. */
  next: { key: string; id: string } | null;
}

/** Counts computed by the database, for the hero, the dashboard and the library. */
export class ContentFiguresRequest extends CatalogueFilter {
  @IsIn(CONTENT_SCOPES)
  scope!: ContentScope;
}

export interface ContentFiguresReply {
  total: number;
  totalDurationSeconds: number;
  byStatus: Record<ContentStatus, number>;
  topics: { tag: string; count: number }[];
  speakers: { speaker: string; count: number }[];
}
