import { Inject, Injectable, Logger } from '@nestjs/common';
import { OUTBOX, type OutboxRelay } from '@lectures/platform';
import type { FixityProblemKind, FixityReport, FixityReportRequest } from '@lectures/proto';
import type { ObjectStore } from '@lectures/object-store';
import { MEDIA_SETTINGS, OBJECT_STORE, type MediaSettings } from '../media/media.tokens';
import { sha256OfObject } from '../originals/object-digest';
import { bytePace } from './byte-pace';
import { fixityMetrics } from './fixity.metrics';
import { FixityRepository, type DueOriginal } from './fixity.repository';

export type AuditOutcome = 'hashed' | 'intact' | FixityProblemKind;

/**
 * Originals are never modified after ingest; this re-reads them, one at a time, at a
 * bounded byte rate, and reports any that is missing or whose SHA-256 changed (the
 * finding, the original's state, and an event to the gateway's audit log, in one
 * transaction). Originals stored before checksums were kept are hashed first: that is
 * the backfill, resumable since the table says which are left.
 */
@Injectable()
export class FixityAuditService {
  private readonly logger = new Logger('FixityAudit');
  private readonly metrics = fixityMetrics();

  constructor(
    private readonly repository: FixityRepository,
    @Inject(OUTBOX) private readonly outbox: OutboxRelay,
    @Inject(OBJECT_STORE) private readonly store: ObjectStore,
    @Inject(MEDIA_SETTINGS) private readonly settings: MediaSettings,
  ) {
    this.metrics.source = () => this.repository.counts();
  }

  /** Audits the next original due; null when none is. */
  async auditNext(now = new Date()): Promise<{ mediaKey: string; outcome: AuditOutcome } | null> {
    const due = await this.repository.claimNext(new Date(now.getTime() - this.settings.fixityIntervalMs));
    if (!due) return null;
    const outcome = await this.audit(due);
    this.metrics.checked.inc({ outcome });
    return { mediaKey: due.mediaKey, outcome };
  }

  async report({ limit = 50 }: FixityReportRequest): Promise<FixityReport> {
    const counts = await this.repository.counts();
    return {
      originals: counts.originals,
      hashed: counts.hashed,
      intact: counts.intact,
      lastCheckedAt: counts.lastCheckedAt?.toISOString() ?? null,
      bytesPerSecond: this.settings.fixityBytesPerSecond,
      intervalHours: Math.round(this.settings.fixityIntervalMs / 3_600_000),
      problems: await this.repository.openFindings(limit),
    };
  }

  private async audit(due: DueOriginal): Promise<AuditOutcome> {
    const info = await this.store.head(due.mediaKey);
    if (!info) {
      if (due.sha256) await this.found(due, 'missing', null);
      else this.logger.warn({ msg: 'original missing before it was hashed', mediaKey: due.mediaKey });
      return 'missing';
    }
    const pace = this.settings.fixityBytesPerSecond > 0 ? bytePace(this.settings.fixityBytesPerSecond) : undefined;
    const { sha256, bytes } = await sha256OfObject(this.store, due.mediaKey, info.size, pace);
    this.metrics.bytesRead.inc(bytes);
    if (!due.sha256) {
      await this.repository.setHash(due.mediaKey, sha256);
      return 'hashed';
    }
    if (sha256 !== due.sha256 || info.size !== due.size) {
      await this.found(due, 'changed', sha256);
      return 'changed';
    }
    await this.repository.transaction(async (manager) => {
      await this.repository.setState(manager, due.mediaKey, 'intact');
      await this.repository.resolveFindings(manager, due.mediaKey);
    });
    return 'intact';
  }

  /** A new problem is recorded and told once; the same problem found again on the next pass is not. */
  private async found(due: DueOriginal, problem: FixityProblemKind, actualSha256: string | null): Promise<void> {
    if (due.state === problem) return;
    this.logger.error({ msg: 'fixity problem', mediaKey: due.mediaKey, contentId: due.contentId, problem, expected: due.sha256, actual: actualSha256 });
    await this.repository.transaction(async (manager) => {
      await this.repository.setState(manager, due.mediaKey, problem);
      const finding = await this.repository.addFinding(manager, { mediaKey: due.mediaKey, contentId: due.contentId, problem, expectedSha256: due.sha256!, actualSha256 });
      await this.outbox.add(manager, 'media.fixity-failed.v1', {
        findingId: finding.id,
        objectKey: due.mediaKey,
        contentId: due.contentId,
        problem,
        expectedSha256: due.sha256!,
        actualSha256,
        detectedAt: finding.detectedAt.toISOString(),
      });
    });
    this.outbox.kick();
  }
}
