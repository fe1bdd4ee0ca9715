import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { PeriodicTask } from '@lectures/platform';
import { linkFreeTextSpeakers } from './free-text-speakers';
import { SpeakerRepository } from './speaker.repository';

const EVERY_MS = 5 * 60_000;
/** Lectures linked per run: a table loaded with many waits a few runs, and no run holds the database long. */
const BATCH = 2000;
/** One replica at a time links free text (any number, for this service's lifetime). */
const LOCK = 'hashtext(\'content.speaker-reconciler\')';

/**
 * Lectures that arrived with a free-text speaker and no speaker records (written by the release
 * before records during a rolling update, or loaded straight into the table) get their records:
 * on start and every five minutes, the same linking the migration did, 2,000 lectures a run.
 */
@Injectable()
export class SpeakerReconciler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('SpeakerReconciler');
  private readonly task = new PeriodicTask(
    () => this.reconcile().then(() => undefined),
    (error) => this.logger.warn({ msg: 'linking free-text speakers failed', error: String(error) }),
  );

  constructor(private readonly repository: SpeakerRepository) {}

  onApplicationBootstrap(): void {
    this.task.start(EVERY_MS);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.task.stop();
  }

  async reconcile(): Promise<number> {
    const linked = await this.repository.transaction(async (manager) => {
      const [{ locked }] = await manager.query<{ locked: boolean }[]>(`SELECT pg_try_advisory_xact_lock(${LOCK}) AS locked`);
      return locked ? linkFreeTextSpeakers(manager, null, BATCH) : null;
    });
    if (linked && linked.lectures > 0) this.logger.log({ msg: 'free-text speakers linked to records', ...linked });
    return linked?.lectures ?? 0;
  }
}
