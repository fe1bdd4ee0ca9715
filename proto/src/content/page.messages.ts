import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, IsUUID, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { CatalogueFilter, CONTENT_SCOPES, type ContentScope } from './content.messages';
import { CONTENT_SORTS, GROUP_BYS, type ContentSort, type GroupBy } from './catalogue.types';
import type { ContentRecord, ContentStatus, MediaType } from './content.types';

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
  byMediaType: Record<MediaType, number>;
  /** Bytes of the originals the items hold. */
  storageBytes: number;
  topics: { tag: string; count: number }[];
  speakers: { speaker: string; count: number }[];
}


/** The library's groups (by topic or speaker), largest first, each with its first few items. */
export class ContentGroupsRequest extends CatalogueFilter {
  @IsIn(CONTENT_SCOPES)
  scope!: ContentScope;

  @IsIn(GROUP_BYS)
  by!: GroupBy;

  @IsIn(CONTENT_SORTS)
  sort!: ContentSort;

  /** Items shown in each group. */
  @IsInt() @Min(1) @Max(12)
  size!: number;

  /** Groups returned, largest first. */
  @IsInt() @Min(1) @Max(100)
  groups!: number;
}

export interface ContentGroup {
  name: string;
  count: number;
  items: ContentRecord[];
}

export interface ContentGroupsReply {
  groups: ContentGroup[];
  /** Every group the filters leave, also those not returned. */
  total: number;
}
