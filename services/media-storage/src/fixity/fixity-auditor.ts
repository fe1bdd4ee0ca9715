import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { MEDIA_SETTINGS, type MediaSettings } from '../media/media.tokens';
import { FixityAuditService } from './fixity-audit.service';

/** With nothing due, look again after this long (sooner when originals fall due sooner). */
const IDLE_MS = 60_000;

/**
 * Runs the fixity audit in the background, one original after another at the
 * configured byte rate, pausing while nothing is due. Every replica may run it: the
 * claim in the table gives each original to one of them.
 */
@Injectable()
export class FixityAuditor implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('FixityAuditor');
  private stopped = false;
  private loop?: Promise<void>;
  private wake?: () => void;

  constructor(
    private readonly audit: FixityAuditService,
    @Inject(MEDIA_SETTINGS) private readonly settings: MediaSettings,
  ) {}

  onApplicationBootstrap(): void {
    if (this.settings.fixityBytesPerSecond <= 0) return;
    this.loop = this.run();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    this.wake?.();
    await this.loop;
  }

  private async run(): Promise<void> {
    while (!this.stopped) {
      let next: Awaited<ReturnType<FixityAuditService['auditNext']>> = null;
      try {
        next = await this.audit.auditNext();
      } catch (error) {
        this.logger.warn({ msg: 'fixity check failed; retried later', error: String(error) });
      }
      if (!next) await new Promise<void>((resolve) => {
        this.wake = resolve;
        setTimeout(resolve, Math.min(IDLE_MS, this.settings.fixityIntervalMs)).unref();
      });
    }
  }
}
