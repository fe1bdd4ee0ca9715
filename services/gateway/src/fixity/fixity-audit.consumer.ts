import { Controller } from '@nestjs/common';
import { EventPattern } from '@nestjs/microservices';
import { BusPayload } from '@lectures/platform';
import { FixityFindingEvent, MediaPatterns } from '@lectures/proto';
import { AuditRepository } from '../audit/audit.repository';

/**
 * media-storage's fixity audit found an original missing or changed: the gateway, which
 * keeps the audit log, records it once (the finding's id is the entry's key, so a
 * redelivered event adds nothing). One gateway replica takes each event from its queue.
 */
@Controller()
export class FixityAuditConsumer {
  constructor(private readonly audit: AuditRepository) {}

  @EventPattern(MediaPatterns.fixityFailed)
  async record(@BusPayload(FixityFindingEvent) event: FixityFindingEvent): Promise<void> {
    await this.audit.addOnce(
      {
        action: 'media.fixity-failed',
        actorId: null,
        actorName: 'fixity audit',
        target: event.contentId ?? event.objectKey,
        address: 'media-storage',
        detail: { objectKey: event.objectKey, problem: event.problem, expectedSha256: event.expectedSha256, actualSha256: event.actualSha256, detectedAt: event.detectedAt },
      },
      event.findingId,
    );
  }
}
