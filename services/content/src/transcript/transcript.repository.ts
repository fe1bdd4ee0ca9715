import { Inject, Injectable } from '@nestjs/common';
import { DATA_SOURCE } from '@lectures/platform';
import type { Passage, TranscriptEditRecord } from '@lectures/proto';
import type { DataSource, EntityManager } from 'typeorm';
import { TranscriptEditEntity } from './transcript-edit.entity';

/**
 * Which transcript a passage row belongs to: the current one (published, or the only one), one
 * waiting for an admin's approval, or staff's corrections kept through a reprocess for the
 * transcript it makes.
 */
export type PassageState = 'current' | 'waiting' | 'kept';

const BATCH = 1000;

/**
 * Every query on passage rows and staff's saves of them. PostgreSQL derives the item's text,
 * length and search vector from the current passages.
 */
@Injectable()
export class TranscriptRepository {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  /** The passages of one of the item's transcripts, in order. */
  async passages(contentId: string, state: PassageState, manager?: EntityManager): Promise<Passage[]> {
    const rows = await (manager ?? this.dataSource).query<
      { start_sec: number; end_sec: number; text: string; edited_by: string | null; edited_at: Date | null; confidence: number[] | null }[]
    >(`SELECT start_sec, end_sec, text, edited_by, edited_at, confidence FROM content.passage WHERE content_id = $1 AND state = $2 ORDER BY idx`, [contentId, state]);
    return rows.map((r) => ({
      start: r.start_sec,
      end: r.end_sec,
      text: r.text,
      ...(r.edited_by !== null && r.edited_at !== null ? { edited: { by: r.edited_by, at: r.edited_at.toISOString() } } : {}),
      // real is single precision: two decimals are what was sent.
      ...(r.confidence ? { confidence: r.confidence.map((c) => Math.round(c * 100) / 100) } : {}),
    }));
  }

  /** Replaces one of the item's transcripts (inside the caller's transaction). */
  async replace(manager: EntityManager, contentId: string, state: PassageState, passages: Passage[]): Promise<void> {
    await this.remove(manager, contentId, state);
    for (let start = 0; start < passages.length; start += BATCH) {
      const batch = passages.slice(start, start + BATCH);
      // One statement per batch: the triggers that derive the item's text run once for it.
      await manager.query(
        `INSERT INTO content.passage (content_id, state, idx, start_sec, end_sec, text, edited_by, edited_at, confidence)
         SELECT $1, $2, $3::int + n - 1, s, e, t, b, a, CASE WHEN c IS NULL THEN NULL ELSE c::real[] END
         FROM unnest($4::float8[], $5::float8[], $6::text[], $7::text[], $8::timestamptz[], $9::text[]) WITH ORDINALITY AS p(s, e, t, b, a, c, n)`,
        [
          contentId,
          state,
          start,
          batch.map((p) => p.start),
          batch.map((p) => p.end),
          batch.map((p) => p.text),
          batch.map((p) => p.edited?.by ?? null),
          batch.map((p) => p.edited?.at ?? null),
          // A list per row: unnest would flatten a two-dimensional array, so each travels as '{...}' text.
          batch.map((p) => (p.confidence && !p.edited ? `{${p.confidence.join(',')}}` : null)),
        ],
      );
    }
  }

  async remove(manager: EntityManager, contentId: string, state: PassageState): Promise<void> {
    await manager.query(`DELETE FROM content.passage WHERE content_id = $1 AND state = $2`, [contentId, state]);
  }

  /** The waiting transcript becomes the current one. */
  async promoteWaiting(manager: EntityManager, contentId: string): Promise<void> {
    await this.remove(manager, contentId, 'current');
    await manager.query(`UPDATE content.passage SET state = 'current' WHERE content_id = $1 AND state = 'waiting'`, [contentId]);
  }

  /** One save by staff: who, when, and each passage's before and after. */
  async recordEdit(manager: EntityManager, contentId: string, edit: TranscriptEditRecord): Promise<void> {
    await manager.getRepository(TranscriptEditEntity).insert({ contentId, editedBy: edit.by, editedAt: new Date(edit.at), changes: edit.changes });
  }

  /** The newest saves first. */
  async edits(contentId: string, limit: number): Promise<TranscriptEditRecord[]> {
    const rows = await this.dataSource.getRepository(TranscriptEditEntity).find({ where: { contentId }, order: { editedAt: 'DESC' }, take: limit });
    return rows.map((row) => ({ by: row.editedBy, at: row.editedAt.toISOString(), changes: row.changes }));
  }
}
