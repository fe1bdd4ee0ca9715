import { Inject, Injectable } from '@nestjs/common';
import { DATA_SOURCE } from '@lectures/platform';
import { In, type DataSource, type EntityManager } from 'typeorm';
import { SegmentEntity } from '../jobs/segment.entity';
import { TranscriptionJobEntity } from '../jobs/transcription-job.entity';
import { LaneControlEntity } from './lane-control.entity';

/** One number for the advisory lock under which one replica at a time feeds the backlog. */
const FEED_LOCK = 7_164_901;

export interface BacklogFigures {
  jobs: number;
  waitingJobs: number;
  audioSeconds: number;
  /** Seconds of engine time per second of audio, over the last segments done. */
  realTimeFactor: number | null;
}

/** Every query of the backlog lane. */
@Injectable()
export class BacklogRepository {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  control(): Promise<LaneControlEntity | null> {
    return this.dataSource.getRepository(LaneControlEntity).findOneBy({ lane: 'backlog' });
  }

  async setPaused(paused: boolean, by: string): Promise<void> {
    await this.dataSource
      .createQueryBuilder()
      .insert()
      .into(LaneControlEntity)
      .values({ lane: 'backlog', paused, changedBy: by, changedAt: new Date() })
      .orUpdate(['paused', 'changed_by', 'changed_at'], ['lane'])
      .execute();
  }

  /** Runs `work` holding the feeder's lock, or returns null when another replica holds it. */
  async underFeedLock<T>(work: (manager: EntityManager) => Promise<T>): Promise<T | null> {
    return this.dataSource.transaction(async (manager) => {
      const [{ locked }] = await manager.query<{ locked: boolean }[]>(`SELECT pg_try_advisory_xact_lock($1) AS locked`, [FEED_LOCK]);
      return locked ? work(manager) : null;
    });
  }

  /** Backlog segments handed to the broker and not done yet. */
  async inFlight(manager: EntityManager): Promise<number> {
    const [row] = await manager.query<{ n: string }[]>(
      `SELECT count(*) AS n FROM "transcription"."segment" s JOIN "transcription"."job" j ON j.id = s.job_id
        WHERE j.lane = 'backlog' AND j.state = 'transcribing' AND s.state = 'pending' AND s.queued_at IS NOT NULL`,
    );
    return Number(row.n);
  }

  /** The next backlog segments to hand out, oldest job first, in order, each with its job. */
  async nextSegments(manager: EntityManager, count: number): Promise<{ segment: SegmentEntity; job: TranscriptionJobEntity }[]> {
    const rows = await manager.query<{ id: string; job_id: string }[]>(
      `SELECT s.id, s.job_id FROM "transcription"."segment" s JOIN "transcription"."job" j ON j.id = s.job_id
        WHERE j.lane = 'backlog' AND j.state = 'transcribing' AND s.state = 'pending' AND s.queued_at IS NULL
        ORDER BY j.created_at, s.index LIMIT $1`,
      [count],
    );
    if (rows.length === 0) return [];
    const segments = await manager.getRepository(SegmentEntity).findBy({ id: In(rows.map((r) => r.id)) });
    const jobs = await manager.getRepository(TranscriptionJobEntity).findBy({ id: In([...new Set(rows.map((r) => r.job_id))]) });
    return rows.map((r) => ({ segment: segments.find((s) => s.id === r.id)!, job: jobs.find((j) => j.id === r.job_id)! }));
  }

  /** A backlog job being planned now (one at a time keeps planning from crowding out new work). */
  async planning(manager: EntityManager): Promise<boolean> {
    const [row] = await manager.query<{ n: string }[]>(
      `SELECT count(*) AS n FROM "transcription"."job" WHERE lane = 'backlog' AND state = 'planning' AND admitted_at IS NOT NULL AND updated_at > now() - interval '5 minutes'`,
    );
    return Number(row.n) > 0;
  }

  /** Lets the oldest waiting backlog job in to be planned. */
  async admitNext(manager: EntityManager): Promise<TranscriptionJobEntity | null> {
    const rows = returned<{ id: string }>(await manager.query(
      `UPDATE "transcription"."job" SET admitted_at = now(), updated_at = now()
        WHERE id = (SELECT id FROM "transcription"."job" WHERE lane = 'backlog' AND state = 'planning' AND admitted_at IS NULL
                     ORDER BY created_at LIMIT 1 FOR UPDATE SKIP LOCKED)
        RETURNING id`,
    ));
    return rows[0] ? manager.getRepository(TranscriptionJobEntity).findOneBy({ id: rows[0].id }) : null;
  }

  async figures(): Promise<BacklogFigures> {
    const [jobs] = await this.dataSource.query<{ jobs: string; waiting: string; unplanned_sec: string | null; unknown: string; known_avg: string | null }[]>(
      `SELECT count(*) AS jobs,
              count(*) FILTER (WHERE state = 'planning') AS waiting,
              sum(expected_sec) FILTER (WHERE state = 'planning') AS unplanned_sec,
              count(*) FILTER (WHERE state = 'planning' AND expected_sec IS NULL) AS unknown,
              (SELECT avg(coalesce(duration_sec, expected_sec)) FROM "transcription"."job" WHERE lane = 'backlog' AND coalesce(duration_sec, expected_sec) IS NOT NULL) AS known_avg
         FROM "transcription"."job" WHERE lane = 'backlog' AND state IN ('planning', 'transcribing')`,
    );
    const [segments] = await this.dataSource.query<{ sec: string | null }[]>(
      `SELECT sum(s.end_sec - s.start_sec) AS sec FROM "transcription"."segment" s JOIN "transcription"."job" j ON j.id = s.job_id
        WHERE j.lane = 'backlog' AND j.state = 'transcribing' AND s.state = 'pending'`,
    );
    const [rtf] = await this.dataSource.query<{ factor: string | null }[]>(
      `SELECT sum(engine_ms) / 1000.0 / nullif(sum(end_sec - start_sec), 0) AS factor
         FROM (SELECT engine_ms, end_sec, start_sec FROM "transcription"."segment" WHERE state = 'done' AND engine_ms IS NOT NULL ORDER BY done_at DESC LIMIT 100) recent`,
    );
    const audioSeconds = Number(jobs.unplanned_sec ?? 0) + Number(segments.sec ?? 0) + Number(jobs.unknown) * Number(jobs.known_avg ?? 0);
    return { jobs: Number(jobs.jobs), waitingJobs: Number(jobs.waiting), audioSeconds, realTimeFactor: rtf.factor === null ? null : Number(rtf.factor) };
  }
}

/** UPDATE ... RETURNING through TypeORM's query() answers [rows, count]; SELECT answers rows. */
function returned<T>(result: unknown): T[] {
  return (Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) ? result[0] : result) as T[];
}
