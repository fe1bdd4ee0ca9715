import { Controller } from '@nestjs/common';
import { EventPattern, MessagePattern } from '@nestjs/microservices';
import { BusPayload } from '@lectures/platform';
import { ImportFileFetchEvent, ImportPatterns, ListImportSourceRequest, type ListImportSourceReply } from '@lectures/proto';
import { ImportSourceService } from './import-source.service';

/** Bus entry points of server-side import sources: validate, then one service call. */
@Controller()
export class ImportSourceHandlers {
  constructor(private readonly sources: ImportSourceService) {}

  @MessagePattern(ImportPatterns.listSource)
  list(@BusPayload(ListImportSourceRequest) request: ListImportSourceRequest): Promise<ListImportSourceReply> {
    return this.sources.list(request);
  }

  @EventPattern(ImportPatterns.fetch)
  fetch(@BusPayload(ImportFileFetchEvent) event: ImportFileFetchEvent): Promise<void> {
    return this.sources.fetch(event);
  }
}
