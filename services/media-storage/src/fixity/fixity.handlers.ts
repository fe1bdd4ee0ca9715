import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { BusPayload } from '@lectures/platform';
import { FixityReportRequest, MediaPatterns, type FixityReport } from '@lectures/proto';
import { FixityAuditService } from './fixity-audit.service';

@Controller()
export class FixityHandlers {
  constructor(private readonly audit: FixityAuditService) {}

  @MessagePattern(MediaPatterns.fixityReport)
  report(@BusPayload(FixityReportRequest) request: FixityReportRequest): Promise<FixityReport> {
    return this.audit.report(request);
  }
}
