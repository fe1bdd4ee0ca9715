import { Inject, Injectable, Logger } from '@nestjs/common';
import { FANOUT, type Fanout } from '@lectures/platform';
import { PROGRESS_EXCHANGE, type ProgressLogLevel, type ProgressMessage } from '@lectures/proto';
import type { EntityManager } from 'typeorm';
import { JobRepository } from '../jobs/job.repository';

/** Share of the bar each phase fills: planning to 5, segments to 90, analysis to 99. */
export const Progress = {
  started: 0,
  probed: 2,
  planned: 5,
  transcribed: (doneSec: number, totalSec: number) => Math.min(90, 5 + Math.floor((85 * doneSec) / Math.max(totalSec, 0.001))),
  analysing: 92,
  complete: 100,
} as const;

/**
 * Writes log lines for clients that join later and sends every message live.
 * Live messages are best effort: a failure to send never fails the work itself.
 */
@Injectable()
export class ProgressReporter {
  private readonly logger = new Logger('Progress');

  constructor(
    private readonly jobs: JobRepository,
    @Inject(FANOUT) private readonly fanout: Fanout,
  ) {}

  async send(message: ProgressMessage): Promise<void> {
    try {
      await this.fanout.publish(PROGRESS_EXCHANGE, message);
    } catch (error) {
      this.logger.warn({ msg: 'progress not sent', type: message.type, contentId: message.contentId, error: String(error) });
    }
  }

  /** Stores the line (in the caller's transaction when given) and sends it. */
  async log(
    job: { id: string; contentId: string },
    message: string,
    progress: number | undefined,
    level: ProgressLogLevel = 'info',
    manager?: EntityManager,
  ): Promise<void> {
    const at = new Date();
    if (manager) await this.jobs.addLog(manager, job.id, level, message, progress, at);
    else await this.jobs.transaction((m) => this.jobs.addLog(m, job.id, level, message, progress, at));
    await this.send({
      type: 'transcript_progress_log',
      contentId: job.contentId,
      message,
      level,
      timestamp: at.toISOString(),
      ...(progress === undefined ? {} : { progress }),
    });
  }
}
