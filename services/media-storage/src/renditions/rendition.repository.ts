import { Inject, Injectable } from '@nestjs/common';
import { DATA_SOURCE } from '@lectures/platform';
import type { StoredRendition } from '@lectures/proto';
import type { DataSource, EntityManager, Repository } from 'typeorm';
import { RenditionJobEntity } from './rendition-job.entity';

/** A claimed job: the claim's number is the token its worker finishes with. */
export interface RenditionClaim {
  mediaKey: string;
  contentId: string | null;
  attempt: number;
  /** What earlier claims stored (a step done before a crash is not done again). */
  renditions: StoredRendition[];
}

const likePrefix = (folder: string) => `${folder.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Every query on rendition jobs lives here. */
@Injectable()
export class RenditionRepository {
  private readonly jobs: Repository<RenditionJobEntity>;

  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {
    this.jobs = dataSource.getRepository(RenditionJobEntity);
  }

  /** Asks for an original's renditions inside the registration's transaction (once: a repeat keeps the first). */
  async request(manager: EntityManager, mediaKey: string, contentId: string): Promise<void> {
    await manager.query(
      `INSERT INTO "media"."rendition_job" (media_key, content_id, lane, queued_at) VALUES ($1, $2, 'new', now()) ON CONFLICT (media_key) DO NOTHING`,
      [mediaKey, contentId],
    );
  }

  find(mediaKey: string): Promise<RenditionJobEntity | null> {
    return this.jobs.findOneBy({ mediaKey });
  }

  /**
   * Takes a job that waits, or one whose worker's lease lapsed (the worker died), for
   * `leaseMs`. Null when it is done, failed, gone, or another live worker holds it.
   */
  async claim(mediaKey: string, leaseMs: number): Promise<RenditionClaim | null> {
    const rows: { media_key: string; content_id: string | null; attempts: number; renditions: StoredRendition[] }[] = await this.jobs.query(
      `UPDATE "media"."rendition_job"
          SET state = 'running', attempts = attempts + 1, lease_until = now() + ($2 || ' milliseconds')::interval
        WHERE media_key = $1 AND (state = 'waiting' OR (state = 'running' AND lease_until < now()))
        RETURNING media_key, content_id, attempts, renditions`,
      [mediaKey, String(leaseMs)],
    );
    const row = flatRows(rows)[0];
    return row ? { mediaKey: row.media_key, contentId: row.content_id, attempt: row.attempts, renditions: row.renditions } : null;
  }

  /** Keeps the lease while ffmpeg works; false when the job is no longer this claim's. */
  async renew(claim: RenditionClaim, leaseMs: number): Promise<boolean> {
    const result: [unknown[], number] = await this.jobs.query(
      `UPDATE "media"."rendition_job" SET lease_until = now() + ($3 || ' milliseconds')::interval
        WHERE media_key = $1 AND attempts = $2 AND state = 'running'`,
      [claim.mediaKey, claim.attempt, String(leaseMs)],
    );
    return result[1] > 0;
  }

  /** Records what was stored; false when the job was deleted or taken over meanwhile. */
  async complete(claim: RenditionClaim, renditions: StoredRendition[]): Promise<boolean> {
    const result: [unknown[], number] = await this.jobs.query(
      `UPDATE "media"."rendition_job" SET state = 'done', renditions = $3, reason = NULL, lease_until = NULL, finished_at = now()
        WHERE media_key = $1 AND attempts = $2 AND state = 'running'`,
      [claim.mediaKey, claim.attempt, JSON.stringify(renditions)],
    );
    return result[1] > 0;
  }

  /**
   * Records a finished step (the sound's renditions before a video's ladder), listed at once;
   * false when the job is no longer this claim's.
   */
  async saveStep(claim: RenditionClaim, renditions: StoredRendition[]): Promise<boolean> {
    const result: [unknown[], number] = await this.jobs.query(
      `UPDATE "media"."rendition_job" SET renditions = $3::jsonb WHERE media_key = $1 AND attempts = $2 AND state = 'running'`,
      [claim.mediaKey, claim.attempt, JSON.stringify(renditions)],
    );
    return result[1] > 0;
  }

  async fail(claim: RenditionClaim, reason: string): Promise<void> {
    await this.jobs.query(
      `UPDATE "media"."rendition_job" SET state = 'failed', reason = $3, lease_until = NULL, finished_at = now()
        WHERE media_key = $1 AND attempts = $2 AND state = 'running'`,
      [claim.mediaKey, claim.attempt, reason.slice(0, 500)],
    );
  }

  /** Hands the job back (this process is stopping): the resumer's next round queues it again. */
  async release(claim: RenditionClaim): Promise<void> {
    await this.jobs.query(
      `UPDATE "media"."rendition_job" SET state = 'waiting', lease_until = NULL, queued_at = NULL WHERE media_key = $1 AND attempts = $2 AND state = 'running'`,
      [claim.mediaKey, claim.attempt],
    );
  }

  /** A waiting job no worker here could take in time: unqueued, so the resumer's next round sends it again. */
  async unqueue(mediaKey: string): Promise<void> {
    await this.jobs.query(`UPDATE "media"."rendition_job" SET queued_at = NULL WHERE media_key = $1 AND state = 'waiting'`, [mediaKey]);
  }

  /**
   * The renditions that exist for an original: each is recorded once all its files are stored
   * (the sound's before a video's ladder, which may still be in the making, or have failed).
   */
  async ready(mediaKey: string): Promise<StoredRendition[]> {
    const job = await this.jobs.findOne({ where: { mediaKey }, select: ['renditions'] });
    return job?.renditions ?? [];
  }

  /** The original whose recorded rendition this key is, or null (an unfinished or unknown rendition). */
  async originalOf(renditionKey: string): Promise<string | null> {
    const rows: { media_key: string }[] = await this.jobs.query(
      `SELECT media_key FROM "media"."rendition_job" WHERE renditions @> $1::jsonb LIMIT 1`,
      [JSON.stringify([{ objectKey: renditionKey }])],
    );
    return rows[0]?.media_key ?? null;
  }

  /** The original in `mediaFolder` (`media/<id>/`) whose HLS ladder is recorded, or null while it is unfinished. */
  async originalOfLadder(mediaFolder: string): Promise<string | null> {
    const rows: { media_key: string }[] = await this.jobs.query(
      `SELECT media_key FROM "media"."rendition_job" WHERE media_key LIKE $1 AND renditions @> '[{"kind":"hls"}]'::jsonb LIMIT 1`,
      [likePrefix(mediaFolder)],
    );
    return rows[0]?.media_key ?? null;
  }

  /**
   * New jobs whose message may have been lost (queued longer than `requeueMs` ago, or never)
   * and jobs whose worker died (lease lapsed): each is marked queued again and returned.
   */
  async takeStalled(requeueMs: number, limit = 50): Promise<string[]> {
    const rows: { media_key: string }[] = await this.jobs.query(
      `UPDATE "media"."rendition_job" SET queued_at = now()
        WHERE media_key IN (
          SELECT media_key FROM "media"."rendition_job"
           WHERE lane = 'new' AND (
                 (state = 'waiting' AND (queued_at IS NULL OR queued_at < now() - ($1 || ' milliseconds')::interval))
              OR (state = 'running' AND lease_until < now() AND (queued_at IS NULL OR queued_at < lease_until)))
           ORDER BY requested_at LIMIT $2 FOR UPDATE SKIP LOCKED)
        RETURNING media_key`,
      [String(requeueMs), limit],
    );
    return flatRows(rows).map((r) => r.media_key);
  }

  /**
   * The backfill: while no new job waits or runs, up to `inFlight` backlog jobs at a time
   * are put on the queue (oldest first); a backlog job whose worker died goes again.
   */
  async takeBacklog(inFlight: number, requeueMs: number): Promise<string[]> {
    return this.dataSource.transaction(async (manager) => {
      // One feeder at a time across replicas; the others skip this round.
      const [{ locked }] = await manager.query<{ locked: boolean }[]>(`SELECT pg_try_advisory_xact_lock(hashtext('media.rendition_backlog')) AS locked`);
      if (!locked) return [];
      const [{ busy }] = await manager.query<{ busy: number }[]>(
        `SELECT count(*)::int AS busy FROM "media"."rendition_job" WHERE state IN ('waiting','running') AND (lane = 'new' OR queued_at IS NOT NULL)`,
      );
      const free = inFlight - busy;
      if (free <= 0) {
        // Re-send backlog jobs whose worker died, however busy.
        const again: { media_key: string }[] = await manager.query(
          `UPDATE "media"."rendition_job" SET queued_at = now() WHERE lane = 'backlog' AND state = 'running' AND lease_until < now()
             AND (queued_at IS NULL OR queued_at < lease_until) RETURNING media_key`,
        );
        const waitingTooLong: { media_key: string }[] = await manager.query(
          `UPDATE "media"."rendition_job" SET queued_at = now() WHERE lane = 'backlog' AND state = 'waiting' AND queued_at < now() - ($1 || ' milliseconds')::interval RETURNING media_key`,
          [String(requeueMs)],
        );
        return [...flatRows(again), ...flatRows(waitingTooLong)].map((r) => r.media_key);
      }
      const rows: { media_key: string }[] = await manager.query(
        `UPDATE "media"."rendition_job" SET queued_at = now()
          WHERE media_key IN (SELECT media_key FROM "media"."rendition_job" WHERE lane = 'backlog' AND state = 'waiting' AND queued_at IS NULL
                               ORDER BY requested_at LIMIT $1)
          RETURNING media_key`,
        [free],
      );
      return flatRows(rows).map((r) => r.media_key);
    });
  }

  /** An original's folder was deleted: its job goes with it. */
  async forgetFolder(folder: string): Promise<void> {
    await this.jobs.query(`DELETE FROM "media"."rendition_job" WHERE media_key LIKE $1`, [likePrefix(folder)]);
  }

  /** Jobs per lane and state (metrics and the bench). */
  async counts(): Promise<{ lane: string; state: string; jobs: number }[]> {
    return this.jobs.query(`SELECT lane, state, count(*)::int AS jobs FROM "media"."rendition_job" GROUP BY lane, state`);
  }
}

/** node-postgres answers UPDATE ... RETURNING through TypeORM as [rows, count]. */
function flatRows<T>(result: T[] | [T[], number]): T[] {
  return Array.isArray(result[0]) ? result[0] : (result as T[]);
}
