import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { BusPayload } from '@lectures/platform';
import { ListRenditionsRequest, MediaPatterns, type ListRenditionsReply } from '@lectures/proto';
import { RenditionRepository } from './rendition.repository';

/** What renditions an original has now, for the gateway's content answers. */
@Controller()
export class RenditionListHandlers {
  constructor(private readonly jobs: RenditionRepository) {}

  @MessagePattern(MediaPatterns.listRenditions)
  async list(@BusPayload(ListRenditionsRequest) request: ListRenditionsRequest): Promise<ListRenditionsReply> {
    return { renditions: await this.jobs.ready(request.mediaKey) };
  }
}
