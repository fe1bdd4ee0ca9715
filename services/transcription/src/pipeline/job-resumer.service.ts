import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { PLATFORM_RUNTIME, type PlatformRuntime } from '@lectures/platform';
import { JobRepository } from '../jobs/job.repository';
import { JobCompletionService } from './job-completion.service';
import { JobPlanner } from './job-planner.service';
import { SegmentQueue } from './segment-queue';

const SWEEP_MS = 60_000;
/** A job untouched this long has no live worker planning or analysing it. */
const IDLE_MS = 2 * 60_000;

/**
 * The tables, not the broker, say what is unfinished. On start and then every minute:
 * plans and analyses nobody is working on are run again, and segment tasks that never
 * reached the broker (or, in embedded mode, died with the process) are queued again.
 */
@Injectable()
export class JobResumer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('JobResumer');
  private timer?: NodeJS.Timeout;
  private sweeping = false;

  constructor(
    private readonly jobs: JobRepository,
    private readonly planner: JobPlanner,
    private readonly completion: JobCompletionService,
    private readonly queue: SegmentQueue,
    @Inject(PLATFORM_RUNTIME) private readonly runtime: PlatformRuntime,
  ) {}

  onApplicationBootstrap(): void {
    // The in-process bus lost every queued task with the old process: resume at once.
    void this.sweep(this.runtime.transport.kind === 'in-process' ? 0 : IDLE_MS, true);
    this.timer = setInterval(() => void this.sweep(IDLE_MS, false), SWEEP_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  async sweep(idleMs: number, starting: boolean): Promise<void> {
    if (this.sweeping) return;
    this.sweeping = true;
    try {
      for (const job of await this.jobs.unfinishedJobs(idleMs)) {
        const resuming = () => this.logger.log({ msg: 'resuming job', jobId: job.id, contentId: job.contentId, generation: job.generation, state: job.state });
        switch (job.state) {
          case 'planning':
            // A backlog job waits until the feeder lets it in; one let in and left is planned again.
            if (job.lane === 'backlog' && !job.admittedAt) break;
            resuming();
            await this.planner.plan(job, false).catch((error: unknown) => this.logger.warn({ msg: 'resume failed', error: String(error) }));
            break;
          case 'transcribing': {
            // Every pending segment is queued again when its task cannot be anywhere: the
            // in-process bus died with the old process, or (idle job, nothing waiting on the
            // queue) its task was dead-lettered after a dependency outage outlasted its
            // retries. Otherwise only segments that never reached the broker. A duplicate
            // task is harmless: a segment already done is not transcribed again.
            const tasksLost = starting ? this.runtime.transport.kind === 'in-process' : (await this.queue.waitingTasks()) === 0;
            // The backlog's segments not yet handed out are the feeder's.
            const segments =
              job.lane === 'backlog'
                ? tasksLost
                  ? await this.jobs.queuedPendingSegments(job.id)
                  : []
                : await this.jobs.pendingSegments(job.id, !tasksLost);
            if (segments.length === 0) break;
            resuming();
            await this.queue.enqueue(job, segments);
            break;
          }
          case 'analysing':
            resuming();
            await this.completion.finish(job.id);
            break;
          case 'completed':
          case 'failed':
          case 'superseded':
          case 'cancelled':
            break;
        }
      }
    } catch (error) {
      this.logger.warn({ msg: 'resume sweep failed', error: String(error) });
    } finally {
      this.sweeping = false;
    }
  }
}
