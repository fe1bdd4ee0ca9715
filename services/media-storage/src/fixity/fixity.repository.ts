import { Inject, Injectable } from '@nestjs/common';
import { DATA_SOURCE } from '@lectures/platform';
import type { FixityProblem, FixityProblemKind } from '@lectures/proto';
import type { DataSource, EntityManager } from 'typeorm';
import type { OriginalState } from '../originals/original.entity';

/** The original the audit reads next, as claimed. */
export interface DueOriginal {
  mediaKey: string;
  contentId: string | null;
  size: number;
  sha256: string | null;
  state: OriginalState;
}

/** Every query of the fixity audit lives here. */
@Injectable()
export class FixityRepository {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /**
   * Claims the next original to read: never hashed first (the backfill), then the one
   * checked longest ago past the interval. The claim stamps it, so replicas share the work;
   * an unhashed original whose reader died is taken again after an hour.
   */
  async claimNext(checkedBefore: Date): Promise<DueOriginal | null> {
    const rows = await this.dataSource.query<{ media_key: string; content_id: string | null; size: string; sha256: string | null; state: OriginalState }[]>(
      `UPDATE "media"."original" SET checked_at = now()
        WHERE media_key = (
          SELECT media_key FROM "media"."original"
           WHERE (sha256 IS NULL AND (checked_at IS NULL OR checked_at < now() - interval '1 hour'))
              OR (sha256 IS NOT NULL AND (checked_at IS NULL OR checked_at < $1))
           ORDER BY (sha256 IS NOT NULL), checked_at NULLS FIRST
           LIMIT 1 FOR UPDATE SKIP LOCKED)
        RETURNING media_key, content_id, size::text, sha256, state`,
      [checkedBefore],
    );
    const [row] = Array.isArray(rows[0]) ? (rows[0] as typeof rows) : rows;
    return row ? { mediaKey: row.media_key, contentId: row.content_id, size: Number(row.size), sha256: row.sha256, state: row.state } : null;
  }

  async setHash(mediaKey: string, sha256: string): Promise<void> {
    await this.dataSource.query(`UPDATE "media"."original" SET sha256 = $2, state = 'intact' WHERE media_key = $1`, [mediaKey, sha256]);
  }

  async setState(manager: EntityManager, mediaKey: string, state: OriginalState): Promise<void> {
    await manager.query(`UPDATE "media"."original" SET state = $2 WHERE media_key = $1`, [mediaKey, state]);
  }

  /** Records a finding; its id is the audit-log entry's idempotency key. */
  async addFinding(
    manager: EntityManager,
    finding: { mediaKey: string; contentId: string | null; problem: FixityProblemKind; expectedSha256: string; actualSha256: string | null },
  ): Promise<{ id: string; detectedAt: Date }> {
    const [row] = await manager.query<{ id: string; detected_at: Date }[]>(
      `INSERT INTO "media"."fixity_finding" (media_key, content_id, problem, expected_sha256, actual_sha256)
       VALUES ($1, $2, $3, $4, $5) RETURNING id, detected_at`,
      [finding.mediaKey, finding.contentId, finding.problem, finding.expectedSha256, finding.actualSha256],
    );
    return { id: row.id, detectedAt: row.detected_at };
  }

  async resolveFindings(manager: EntityManager, mediaKey: string): Promise<void> {
    await manager.query(`UPDATE "media"."fixity_finding" SET resolved_at = now() WHERE media_key = $1 AND resolved_at IS NULL`, [mediaKey]);
  }

  async counts(): Promise<{ originals: number; hashed: number; intact: number; missing: number; changed: number; lastCheckedAt: Date | null }> {
    const [row] = await this.dataSource.query<Record<string, string | Date | null>[]>(
      `SELECT count(*)::text AS originals, count(sha256)::text AS hashed,
              count(*) FILTER (WHERE state = 'intact')::text AS intact,
              count(*) FILTER (WHERE state = 'missing')::text AS missing,
              count(*) FILTER (WHERE state = 'changed')::text AS changed,
              max(checked_at) AS last_checked_at
         FROM "media"."original"`,
    );
    return {
      originals: Number(row.originals),
      hashed: Number(row.hashed),
      intact: Number(row.intact),
      missing: Number(row.missing),
      changed: Number(row.changed),
      lastCheckedAt: (row.last_checked_at as Date | null) ?? null,
    };
  }

  async openFindings(limit: number): Promise<FixityProblem[]> {
    const rows = await this.dataSource.query<{ media_key: string; content_id: string | null; problem: FixityProblemKind; expected_sha256: string; actual_sha256: string | null; detected_at: Date }[]>(
      `SELECT media_key, content_id, problem, expected_sha256, actual_sha256, detected_at FROM "media"."fixity_finding"
        WHERE resolved_at IS NULL ORDER BY detected_at DESC LIMIT $1`,
      [limit],
    );
    return rows.map((r) => ({
      objectKey: r.media_key,
      contentId: r.content_id,
      problem: r.problem,
      expectedSha256: r.expected_sha256,
      actualSha256: r.actual_sha256,
      detectedAt: r.detected_at.toISOString(),
    }));
  }
}
