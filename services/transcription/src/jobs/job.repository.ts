import { Inject, Injectable } from '@nestjs/common';
import { DATA_SOURCE } from '@lectures/platform';
import type { ContentLanguage, JobState, ProgressLogLevel, TranscriptionLane } from '@lectures/proto';
import { In, IsNull, LessThan, Not, type DataSource, type EntityManager } from 'typeorm';
import type { SegmentPlan } from '../media/segment-planner';
import type { TimedWord } from '../stt/speech-to-text';
import { ProgressLogEntity } from './progress-log.entity';
import { SegmentEntity } from './segment.entity';
import { TranscriptionJobEntity } from './transcription-job.entity';

export const UNFINISHED_STATES: JobState[] = ['planning', 'transcribing', 'analysing'];

export interface NewJob {
  contentId: string;
  generation: number;
  mediaKey: string;
  mediaType: 'audio' | 'video';
  language: ContentLanguage | null;
  lane: TranscriptionLane;
  expectedSec: number | null;
}

export interface SegmentOutcome {
  text: string;
  words: TimedWord[];
  /** The language the engine said it heard, when it says one. */
  language: string | null;
  worker: string;
  engineMs: number;
}

/** Every query on jobs, their segments and their log lines lives here. */
@Injectable()
export class JobRepository {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  findJob(contentId: string, generation: number): Promise<TranscriptionJobEntity | null> {
    return this.dataSource.getRepository(TranscriptionJobEntity).findOneBy({ contentId, generation });
  }

  findJobById(id: string, manager: EntityManager = this.dataSource.manager): Promise<TranscriptionJobEntity | null> {
    return manager.getRepository(TranscriptionJobEntity).findOneBy({ id });
  }

  latestJob(contentId: string): Promise<TranscriptionJobEntity | null> {
    return this.dataSource.getRepository(TranscriptionJobEntity).findOne({ where: { contentId }, order: { generation: 'DESC' } });
  }

  async newestGeneration(contentId: string): Promise<number> {
    const row = await this.latestJob(contentId);
    return row?.generation ?? 0;
  }

  /** Inserts the job unless it exists; returns the stored row either way. */
  async createJob(job: NewJob): Promise<TranscriptionJobEntity> {
    await this.dataSource
      .createQueryBuilder()
      .insert()
      .into(TranscriptionJobEntity)
      .values({ ...job, state: 'planning' })
      .orIgnore()
      .execute();
    return (await this.findJob(job.contentId, job.generation))!;
  }

  /** Older generations stop: their queued segments and late results are dropped. */
  async supersedeOlder(contentId: string, generation: number): Promise<void> {
    await this.dataSource
      .getRepository(TranscriptionJobEntity)
      .update({ contentId, generation: LessThan(generation), state: In(UNFINISHED_STATES) }, { state: 'superseded' });
  }

  async cancelContent(contentId: string): Promise<number> {
    const result = await this.dataSource
      .getRepository(TranscriptionJobEntity)
      .update({ contentId, state: In(UNFINISHED_STATES) }, { state: 'cancelled' });
    return result.affected ?? 0;
  }

  /** Moves a job on only from the states given; false when another worker got there first. */
  async transition(manager: EntityManager, jobId: string, from: JobState[], to: JobState, extra: Partial<TranscriptionJobEntity> = {}): Promise<boolean> {
    const result = await manager.getRepository(TranscriptionJobEntity).update({ id: jobId, state: In(from) }, { ...extra, state: to });
    return (result.affected ?? 0) > 0;
  }

  /** Stores the segment rows and starts transcription, once (a redelivered request changes nothing). */
  async savePlan(manager: EntityManager, jobId: string, durationSec: number, plans: SegmentPlan[]): Promise<boolean> {
    if (plans.length > 0) {
      await manager
        .createQueryBuilder()
        .insert()
        .into(SegmentEntity)
        .values(plans.map((p) => ({ jobId, index: p.index, startSec: p.startSec, endSec: p.endSec, state: 'pending' as const })))
        .orIgnore()
        .execute();
    }
    return this.transition(manager, jobId, ['planning'], 'transcribing', { durationSec, segmentCount: plans.length });
  }

  /** Locks the job row: results of one job are assembled one at a time, in any pod. */
  lockJob(manager: EntityManager, jobId: string): Promise<TranscriptionJobEntity | null> {
    return manager.getRepository(TranscriptionJobEntity).findOne({ where: { id: jobId }, lock: { mode: 'pessimistic_write' } });
  }

  findSegment(jobId: string, index: number): Promise<SegmentEntity | null> {
    return this.dataSource.getRepository(SegmentEntity).findOneBy({ jobId, index });
  }

  segments(jobId: string, manager: EntityManager = this.dataSource.manager): Promise<SegmentEntity[]> {
    return manager.getRepository(SegmentEntity).find({ where: { jobId }, order: { index: 'ASC' } });
  }

  pendingSegments(jobId: string, onlyUnqueued: boolean): Promise<SegmentEntity[]> {
    return this.dataSource.getRepository(SegmentEntity).find({
      where: { jobId, state: 'pending', ...(onlyUnqueued ? { queuedAt: IsNull() } : {}) },
      order: { index: 'ASC' },
    });
  }

  /** A backlog job's segments once handed to the broker (the others are the feeder's to hand out). */
  queuedPendingSegments(jobId: string): Promise<SegmentEntity[]> {
    return this.dataSource.getRepository(SegmentEntity).find({ where: { jobId, state: 'pending', queuedAt: Not(IsNull()) }, order: { index: 'ASC' } });
  }

  async markQueued(segmentId: string, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.getRepository(SegmentEntity).update({ id: segmentId }, { queuedAt: new Date() });
  }

  /** Counts a delivery and names the worker holding the segment now. */
  async addAttempt(segmentId: string, worker: string): Promise<void> {
    await this.dataSource
      .createQueryBuilder()
      .update(SegmentEntity)
      .set({ attempts: () => 'attempts + 1', worker })
      .where('id = :id', { id: segmentId })
      .execute();
  }

  /** Stores a result unless one is already stored (a duplicate task's result is dropped). */
  async completeSegment(manager: EntityManager, segmentId: string, outcome: SegmentOutcome): Promise<boolean> {
    const result = await manager
      .getRepository(SegmentEntity)
      .update({ id: segmentId, state: 'pending' }, { ...outcome, state: 'done', doneAt: new Date() });
    return (result.affected ?? 0) > 0;
  }

  /** Records how far the in-order transcript reaches; the last segment moves the job to analysis. */
  async setAssembled(manager: EntityManager, jobId: string, assembledCount: number, complete: boolean): Promise<void> {
    await manager
      .getRepository(TranscriptionJobEntity)
      .update({ id: jobId }, { assembledCount, ...(complete ? { state: 'analysing' as const, transcribedAt: new Date() } : {}) });
  }

  async failSegment(manager: EntityManager, segmentId: string): Promise<void> {
    await manager.getRepository(SegmentEntity).update({ id: segmentId, state: 'pending' }, { state: 'failed' });
  }

  async addLog(manager: EntityManager, jobId: string, level: ProgressLogLevel, message: string, progress: number | undefined, at: Date): Promise<void> {
    await manager.getRepository(ProgressLogEntity).insert({ jobId, level, message, progress: progress ?? null, at });
  }

  /** The last `count` log lines, oldest first. */
  async lastLogs(jobId: string, count: number): Promise<ProgressLogEntity[]> {
    const rows = await this.dataSource.getRepository(ProgressLogEntity).find({ where: { jobId }, order: { id: 'DESC' }, take: count });
    return rows.reverse();
  }

  /** Jobs left unfinished, untouched for `idleMs` (a live worker would have touched them). */
  unfinishedJobs(idleMs: number): Promise<TranscriptionJobEntity[]> {
    return this.dataSource.getRepository(TranscriptionJobEntity).find({
      where: { state: In(UNFINISHED_STATES), updatedAt: LessThan(new Date(Date.now() - idleMs)) },
      order: { createdAt: 'ASC' },
    });
  }
}
