import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { SERVICE_CONFIG } from '@lectures/platform';
import type { GatewayConfig } from '../gateway.config';
import { AuditRepository } from './audit.repository';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** Rows removed per statement: a long backlog goes in short transactions. */
const BATCH = 5000;

/**
 * Applies the audit log's retention (`AUDIT_RETENTION_DAYS`) at start and every hour: entries
 * older than that are removed. Every replica may run it: removing what is gone changes nothing.
 */
@Injectable()
export class AuditRetention implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('AuditRetention');
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;

  constructor(
    private readonly audit: AuditRepository,
    @Inject(SERVICE_CONFIG) private readonly config: GatewayConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.auditRetentionDays === 0) return;
    this.timer = setInterval(() => this.tick(), HOUR_MS);
    this.timer.unref();
    this.tick();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** Removes every entry past the retention; the number removed. */
  async apply(now = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - this.config.auditRetentionDays * DAY_MS);
    let removed = 0;
    for (let n = BATCH; n === BATCH; removed += n) n = await this.audit.removeOlderThan(cutoff, BATCH);
    return removed;
  }

  private tick(): void {
    if (this.running) return;
    this.running = this.apply()
      .then((removed) => {
        if (removed > 0) this.logger.log({ msg: 'audit entries past retention removed', removed, retentionDays: this.config.auditRetentionDays });
      })
      .catch((error: unknown) => this.logger.error({ msg: 'audit retention failed', error: String(error) }))
      .finally(() => (this.running = undefined));
  }
}
