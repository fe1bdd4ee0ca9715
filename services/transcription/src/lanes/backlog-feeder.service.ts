import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { processMetrics, SerialTask, trackGauge } from '@lectures/platform';
import { JobPlanner } from '../pipeline/job-planner.service';
import { SegmentQueue } from '../pipeline/segment-queue';
import { BacklogRepository } from './backlog.repository';
import { backlogStatusOf } from './backlog-status';

const TICK_MS = 2000;

/**
 * The backlog lane. Imported lectures wait in the tables, not on the broker: while nothing
 * waits on the segment queue, this hands the workers at most as many backlog segments as
 * they run at once, and lets the next backlog job in to be planned when those run out.
 * A segment of new work therefore waits behind at most one round of backlog segments (one
 * segment's transcription time), whatever the backlog's size. One replica feeds at a time
 * (an advisory lock); a paused backlog is not fed, and what is under way finishes.
 */
@Injectable()
export class BacklogFeeder implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('BacklogFeeder');
  private readonly feeding = new SerialTask(() => this.feed(), (error) => this.logger.warn({ msg: 'backlog not fed', error: String(error) }));

  constructor(
    private readonly backlog: BacklogRepository,
    private readonly queue: SegmentQueue,
    private readonly planner: JobPlanner,
  ) {}

  onApplicationBootstrap(): void {
    registerBacklogMetrics(this.backlog, this.queue);
    this.feeding.start(TICK_MS);
  }

  onApplicationShutdown(): void {
    this.feeding.stop();
  }

  /** Feeds now (a worker just finished a segment, a backlog job arrived). */
  kick(): void {
    this.feeding.kick();
  }

  async feed(): Promise<void> {
    if ((await this.backlog.control())?.paused) return;
    const admitted = await this.backlog.underFeedLock(async (manager) => {
      if ((await this.queue.waitingTasks()) > 0) return null; // new work (or backlog handed out) waits
      const room = (await this.queue.workerSlots()) - (await this.backlog.inFlight(manager));
      if (room <= 0) return null;
      const next = await this.backlog.nextSegments(manager, room);
      for (const { segment, job } of next) await this.queue.enqueue(job, [segment], manager);
      if (next.length >= room || (await this.backlog.planning(manager))) return null;
      return this.backlog.admitNext(manager);
    });
    if (admitted) {
      this.logger.log({ msg: 'backlog job admitted', contentId: admitted.contentId, jobId: admitted.id });
      await this.planner.plan(admitted, false);
      this.kick();
    }
  }
}

/** Operators' view of the backlog: depth and time to clear it, read at scrape time. */
function registerBacklogMetrics(backlog: BacklogRepository, queue: SegmentQueue): void {
  const read = async () => backlogStatusOf(await backlog.figures(), (await backlog.control())?.paused ?? false, await queue.workerSlots(), null);
  let last: ReturnType<typeof read> | null = null;
  // One read per scrape serves all three gauges.
  const current = () => (last ??= read().finally(() => setTimeout(() => (last = null), 1000).unref()));
  const metrics = processMetrics();
  trackGauge(metrics, 'lectures_transcription_backlog_jobs', 'Imported lectures waiting in the backlog lane or being transcribed there.', async () => (await current()).jobs);
  trackGauge(metrics, 'lectures_transcription_backlog_audio_seconds', 'Seconds of audio still to transcribe in the backlog lane.', async () => (await current()).audioSeconds);
  trackGauge(
    metrics,
    'lectures_transcription_backlog_clear_seconds',
    'Estimated seconds until the backlog lane is empty at the measured speed with the workers there are now (-1 while paused).',
    async () => {
      const status = await current();
      return status.paused ? -1 : (status.estimatedSeconds ?? -1);
    },
  );
}
