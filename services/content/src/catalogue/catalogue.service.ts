import { Injectable } from '@nestjs/common';
import {
  CONTENT_STATUSES,
  type ContentFiguresReply,
  type ContentFiguresRequest,
  type ContentPageReply,
  type PageContentRequest,
} from '@lectures/proto';
import { toContentRecord } from '../content/content.mapper';
import { CatalogueRepository } from './catalogue.repository';

/** Pages of the catalogue and its figures; the public sees published items only. */
@Injectable()
export class CatalogueService {
  constructor(private readonly repository: CatalogueRepository) {}

  async page(request: PageContentRequest): Promise<ContentPageReply> {
    const statuses = request.scope === 'public' ? ['approved' as const] : request.status;
    const page = await this.repository.page(
      { statuses, q: request.q, tags: request.tags, speaker: request.speaker, since: request.since },
      request.sort,
      request.limit,
      request.after,
    );
    return { items: page.items.map((item) => toContentRecord(item, false)), next: page.next };
  }

  async figures(request: ContentFiguresRequest): Promise<ContentFiguresReply> {
    const statuses = request.scope === 'public' ? ['approved' as const] : request.status?.length ? request.status : [...CONTENT_STATUSES];
    const figures = await this.repository.figures({ statuses, q: request.q, tags: request.tags, speaker: request.speaker, since: request.since });
    const total = Object.values(figures.byStatus).reduce((sum, n) => sum + n, 0);
    return { total, ...figures };
  }
}
