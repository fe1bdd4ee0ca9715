import { Injectable } from '@nestjs/common';
import {
  CONTENT_STATUSES,
  type CatalogueFilter,
  type ContentScope,
  type ContentStatus,
  type ContentFiguresReply,
  type ContentFiguresRequest,
  type ContentGroupsReply,
  type ContentGroupsRequest,
  type ContentPageReply,
  type PageContentRequest,
} from '@lectures/proto';
import type { ContentFilter } from '../content/content-filter';
import { toContentRecord } from '../content/content.mapper';
import { CatalogueRepository } from './catalogue.repository';

/** The request's filters; the public sees published items only, staff the statuses given. */
function filterOf(request: CatalogueFilter & { scope: ContentScope }, staffStatuses: ContentStatus[] | undefined): ContentFilter {
  const statuses = request.scope === 'public' ? ['approved' as const] : staffStatuses;
  return { statuses, q: request.q, tags: request.tags, speaker: request.speaker, since: request.since };
}

/** Pages of the catalogue and its figures; the public sees published items only. */
@Injectable()
export class CatalogueService {
  constructor(private readonly repository: CatalogueRepository) {}

  async page(request: PageContentRequest): Promise<ContentPageReply> {
    const page = await this.repository.page(filterOf(request, request.status), request.sort, request.limit, request.after);
    return { items: page.items.map((item) => toContentRecord(item, request.scope === 'public' ? 'public' : 'staff')), next: page.next };
  }

  async groups(request: ContentGroupsRequest): Promise<ContentGroupsReply> {
    const view = request.scope === 'public' ? 'public' : 'staff';
    const found = await this.repository.groups(filterOf(request, request.status), request.by, request.sort, request.size, request.groups);
    return {
      total: found.total,
      groups: found.groups.map((group) => ({ ...group, items: group.items.map((item) => toContentRecord(item, view)) })),
    };
  }

  async figures(request: ContentFiguresRequest): Promise<ContentFiguresReply> {
    const figures = await this.repository.figures(filterOf(request, request.status?.length ? request.status : [...CONTENT_STATUSES]));
    const total = Object.values(figures.byStatus).reduce((sum, n) => sum + n, 0);
    return { total, ...figures };
  }
}
