import { Inject, Injectable } from '@nestjs/common';
import { DATA_SOURCE } from '@lectures/platform';
import type { ContentScope, SpeakerLink, SpeakerRef, SpeakerSeriesRef } from '@lectures/proto';
import type { DataSource, EntityManager } from 'typeorm';
import { ContentEntity } from '../content/content.entity';
import { rows, type Db } from './speaker-rows';

export interface SpeakerRow {
  id: string;
  name: string;
  slug: string;
  bio: string | null;
  links: SpeakerLink[];
  created_at: Date;
  updated_at: Date;
}

export interface SpeakerListRow extends SpeakerRow {
  lecture_count: number;
  other_spellings: string[];
}

export interface SpellingRow {
  key: string;
  speaker_id: string;
  spelling: string;
}

export interface LectureCursor {
  micros: string;
  id: string;
}

const PUBLISHED = `c."status" = 'approved'`;
const LIKE_LITERAL = (param: string) => `replace(replace(replace(${param}, '\\', '\\\\'), '%', '\\%'), '_', '\\_')`;

/** Every query on speakers, their spellings, and the lectures and series that name them. */
@Injectable()
export class SpeakerRepository {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /**
   * Speakers A-Z with their lecture counts (published lectures for visitors, who see only
   * speakers with one), or those one of whose spellings holds every word of the key asked; an
   * exact spelling first.
   */
  list(scope: ContentScope, options: { words?: string[]; exactKey?: string; ids?: string[]; limit: number; offset: number }, db: Db = this.dataSource): Promise<SpeakerListRow[]> {
    const params: unknown[] = [options.limit, options.offset];
    const where: string[] = [];
    const words = options.words ?? [];
    if (words.length > 0) {
      const conditions = words.map((word) => {
        params.push(word);
        return `sp."key" LIKE '%' || ${LIKE_LITERAL(`$${params.length}::text`)} || '%'`;
      });
      where.push(`s."id" IN (SELECT sp."speaker_id" FROM "content"."speaker_spelling" sp WHERE ${conditions.join(' AND ')})`);
    }
    if (options.ids) {
      params.push(options.ids);
      where.push(`s."id" = ANY($${params.length}::uuid[])`);
    }
    let exact = '';
    if (options.exactKey) {
      params.push(options.exactKey);
      exact = `EXISTS (SELECT 1 FROM "content"."speaker_spelling" e WHERE e."speaker_id" = s."id" AND e."key" = $${params.length}) DESC,`;
    }
    const visible = scope === 'public' ? `AND ${PUBLISHED}` : '';
    if (scope === 'public') where.push('n.lectures > 0');
    return rows<SpeakerListRow>(
      db,
      `SELECT s.*, n.lectures AS lecture_count,
         coalesce((SELECT array_agg(o."spelling" ORDER BY lower(o."spelling")) FROM "content"."speaker_spelling" o
                    WHERE o."speaker_id" = s."id" AND o."spelling" <> s."name"), '{}') AS other_spellings
         FROM "content"."speaker" s
         CROSS JOIN LATERAL (
           SELECT count(*)::int AS lectures FROM "content"."content_speaker" cs
             JOIN "content"."content" c ON c."id" = cs."content_id" ${visible}
            WHERE cs."speaker_id" = s."id") n
        ${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''}
        ORDER BY ${exact} lower(s."name"), s."id"
        LIMIT $1 OFFSET $2`,
      params,
    );
  }

  async findById(id: string, db: Db = this.dataSource): Promise<SpeakerRow | null> {
    const [row] = await rows<SpeakerRow>(db, `SELECT * FROM "content"."speaker" WHERE "id" = $1`, [id]);
    return row ?? null;
  }

  /** A speaker by its address, an address it had before a merge, or any of its spellings' keys. */
  async findByAddress(slug: string, key: string): Promise<SpeakerRow | null> {
    const [row] = await rows<SpeakerRow>(
      this.dataSource,
      `SELECT found.* FROM (
         SELECT s.*, 1 AS rank FROM "content"."speaker" s WHERE s."slug" = $1
         UNION ALL SELECT s.*, 2 FROM "content"."speaker_old_slug" o JOIN "content"."speaker" s ON s."id" = o."speaker_id" WHERE o."slug" = $1
         UNION ALL SELECT s.*, 3 FROM "content"."speaker_spelling" sp JOIN "content"."speaker" s ON s."id" = sp."speaker_id" WHERE sp."key" = $2
       ) found ORDER BY found.rank LIMIT 1`,
      [slug, key],
    );
    return row ?? null;
  }

  /** Locks the speakers for the rest of the transaction, in one order (two merges never wait on each other crosswise). */
  lock(manager: EntityManager, ids: string[]): Promise<SpeakerRow[]> {
    return rows<SpeakerRow>(manager, `SELECT * FROM "content"."speaker" WHERE "id" = ANY($1::uuid[]) ORDER BY "id" FOR UPDATE`, [ids]);
  }

  /** The speakers still there, held against a merge deleting them until the transaction ends. */
  async holdExisting(manager: EntityManager, ids: string[]): Promise<Set<string>> {
    const found = await rows<{ id: string }>(manager, `SELECT "id" FROM "content"."speaker" WHERE "id" = ANY($1::uuid[]) ORDER BY "id" FOR KEY SHARE`, [ids]);
    return new Set(found.map((row) => row.id));
  }

  spellings(speakerId: string, db: Db = this.dataSource): Promise<SpellingRow[]> {
    return rows<SpellingRow>(db, `SELECT * FROM "content"."speaker_spelling" WHERE "speaker_id" = $1 ORDER BY "spelling"`, [speakerId]);
  }

  async spellingOwner(db: Db, key: string): Promise<{ speaker_id: string; name: string } | null> {
    const [row] = await rows<{ speaker_id: string; name: string }>(
      db,
      `SELECT sp."speaker_id", s."name" FROM "content"."speaker_spelling" sp JOIN "content"."speaker" s ON s."id" = sp."speaker_id" WHERE sp."key" = $1`,
      [key],
    );
    return row ?? null;
  }

  async addSpelling(manager: EntityManager, speakerId: string, key: string, spelling: string): Promise<void> {
    await manager.query(
      `INSERT INTO "content"."speaker_spelling" ("key", "speaker_id", "spelling") VALUES ($1, $2, $3)
       ON CONFLICT ("key") DO UPDATE SET "spelling" = EXCLUDED."spelling" WHERE "speaker_spelling"."speaker_id" = EXCLUDED."speaker_id"`,
      [key, speakerId, spelling],
    );
  }

  async moveSpellings(manager: EntityManager, keys: string[], to: string): Promise<void> {
    await manager.query(`UPDATE "content"."speaker_spelling" SET "speaker_id" = $2 WHERE "key" = ANY($1::text[])`, [keys, to]);
  }

  async removeSpellings(manager: EntityManager, speakerId: string, keys: string[]): Promise<void> {
    await manager.query(`DELETE FROM "content"."speaker_spelling" WHERE "speaker_id" = $1 AND "key" = ANY($2::text[])`, [speakerId, keys]);
  }

  async updateFields(manager: EntityManager, id: string, fields: { name: string; bio: string | null; links: SpeakerLink[] }): Promise<void> {
    await manager.query(`UPDATE "content"."speaker" SET "name" = $2, "bio" = $3, "links" = $4::jsonb, "updated_at" = now() WHERE "id" = $1`, [
      id,
      fields.name,
      fields.bio,
      JSON.stringify(fields.links),
    ]);
  }

  /** The lecture's speakers become these, in this order. */
  async replaceLectureSpeakers(manager: EntityManager, contentId: string, speakerIds: string[]): Promise<void> {
    await manager.query(`DELETE FROM "content"."content_speaker" WHERE "content_id" = $1 AND NOT ("speaker_id" = ANY($2::uuid[]))`, [contentId, speakerIds]);
    if (speakerIds.length === 0) return;
    await manager.query(
      `INSERT INTO "content"."content_speaker" ("content_id", "speaker_id", "position")
       SELECT $1, t.id, t.n FROM unnest($2::uuid[]) WITH ORDINALITY AS t(id, n)
       ON CONFLICT ("content_id", "speaker_id") DO UPDATE SET "position" = EXCLUDED."position" WHERE "content_speaker"."position" <> EXCLUDED."position"`,
      [contentId, speakerIds],
    );
  }

  async replaceSeriesSpeakers(manager: EntityManager, seriesId: string, speakerIds: string[]): Promise<void> {
    await manager.query(`DELETE FROM "content"."series_speaker" WHERE "series_id" = $1`, [seriesId]);
    if (speakerIds.length === 0) return;
    await manager.query(
      `INSERT INTO "content"."series_speaker" ("series_id", "speaker_id", "position") SELECT $1, t.id, t.n FROM unnest($2::uuid[]) WITH ORDINALITY AS t(id, n)`,
      [seriesId, speakerIds],
    );
  }

  seriesSpeakers(seriesId: string): Promise<SpeakerRef[]> {
    return rows<SpeakerRef>(
      this.dataSource,
      `SELECT s."id", s."name", s."slug" FROM "content"."series_speaker" ss JOIN "content"."speaker" s ON s."id" = ss."speaker_id" WHERE ss."series_id" = $1 ORDER BY ss."position"`,
      [seriesId],
    );
  }

  async lockSeries(manager: EntityManager, seriesId: string): Promise<{ created_by: string } | null> {
    const [row] = await rows<{ created_by: string }>(manager, `SELECT "created_by" FROM "content"."series" WHERE "id" = $1 FOR UPDATE`, [seriesId]);
    return row ?? null;
  }

  /** Series naming the speaker, or holding a lecture of theirs; visitors see those with a published part. */
  series(speakerId: string, scope: ContentScope): Promise<SpeakerSeriesRef[]> {
    const visible = scope === 'public' ? `AND ${PUBLISHED}` : '';
    return rows<SpeakerSeriesRef>(
      this.dataSource,
      `SELECT se."id", se."title", se."slug", count(c."id")::int AS "partCount"
         FROM "content"."series" se
         LEFT JOIN "content"."series_part" p ON p."series_id" = se."id"
         LEFT JOIN "content"."content" c ON c."id" = p."content_id" ${visible}
        WHERE se."id" IN (
          SELECT ss."series_id" FROM "content"."series_speaker" ss WHERE ss."speaker_id" = $1
          UNION SELECT sp."series_id" FROM "content"."series_part" sp JOIN "content"."content_speaker" cs ON cs."content_id" = sp."content_id" WHERE cs."speaker_id" = $1)
        GROUP BY se."id" ${scope === 'public' ? 'HAVING count(c."id") > 0' : ''}
        ORDER BY se."updated_at" DESC, se."id"`,
      [speakerId],
    );
  }

  /** The speaker's lectures, newest first, after the cursor; one more than asked tells whether a next page exists. */
  lectureIds(speakerId: string, scope: ContentScope, limit: number, after: LectureCursor | null): Promise<(LectureCursor & { id: string })[]> {
    const params: unknown[] = [speakerId, limit];
    let from = '';
    if (after) {
      params.push(after.micros, after.id);
      from = `AND (c."created_at", c."id") < (timestamptz 'epoch' + $3::bigint * interval '1 microsecond', $4::uuid)`;
    }
    return rows<LectureCursor & { id: string }>(
      this.dataSource,
      `SELECT c."id", (extract(epoch FROM c."created_at") * 1000000)::bigint::text AS micros
         FROM "content"."content_speaker" cs JOIN "content"."content" c ON c."id" = cs."content_id"
        WHERE cs."speaker_id" = $1 ${scope === 'public' ? `AND ${PUBLISHED}` : ''} ${from}
        ORDER BY c."created_at" DESC, c."id" DESC
        LIMIT $2`,
      params,
    );
  }

  /** The speaker's lectures among these (split checks that each is theirs). */
  async lecturesAmong(manager: EntityManager, speakerId: string, contentIds: string[]): Promise<Set<string>> {
    const found = await rows<{ content_id: string }>(manager, `SELECT "content_id" FROM "content"."content_speaker" WHERE "speaker_id" = $1 AND "content_id" = ANY($2::uuid[])`, [speakerId, contentIds]);
    return new Set(found.map((row) => row.content_id));
  }

  /** The lectures as cards (without their analysis), in any order. */
  async cards(ids: string[]): Promise<ContentEntity[]> {
    if (ids.length === 0) return [];
    const repo = this.dataSource.getRepository(ContentEntity);
    const columns = repo.metadata.columns.filter((c) => c.isSelect && c.propertyName !== 'aiMetadata').map((c) => `c.${c.propertyName}`);
    const items = await repo.createQueryBuilder('c').select(columns).where('c.id IN (:...ids)', { ids }).getMany();
    for (const item of items) item.aiMetadata = null;
    return items;
  }

  /**
   * Moves everything of `from` to `to`: lectures (one naming both keeps `to` where it stood),
   * series, spellings, old addresses and the changes written about it; then deletes `from`,
   * keeping its address as one of `to`'s old ones. Answers how many lectures moved.
   */
  async mergeInto(manager: EntityManager, to: string, from: SpeakerRow): Promise<number> {
    for (const table of ['content_speaker', 'series_speaker']) {
      const owner = table === 'content_speaker' ? 'content_id' : 'series_id';
      await manager.query(
        `DELETE FROM "content"."${table}" f WHERE f."speaker_id" = $1
           AND EXISTS (SELECT 1 FROM "content"."${table}" t WHERE t."${owner}" = f."${owner}" AND t."speaker_id" = $2)`,
        [from.id, to],
      );
    }
    const [moved] = await rows<{ n: number }>(manager, `SELECT count(*)::int AS n FROM "content"."content_speaker" WHERE "speaker_id" = $1`, [from.id]);
    await manager.query(`UPDATE "content"."content_speaker" SET "speaker_id" = $2 WHERE "speaker_id" = $1`, [from.id, to]);
    await manager.query(`UPDATE "content"."series_speaker" SET "speaker_id" = $2 WHERE "speaker_id" = $1`, [from.id, to]);
    await manager.query(`UPDATE "content"."speaker_spelling" SET "speaker_id" = $2 WHERE "speaker_id" = $1`, [from.id, to]);
    await manager.query(`UPDATE "content"."speaker_old_slug" SET "speaker_id" = $2 WHERE "speaker_id" = $1`, [from.id, to]);
    await manager.query(`UPDATE "content"."speaker_change" SET "speaker_id" = $2 WHERE "speaker_id" = $1`, [from.id, to]);
    await manager.query(`DELETE FROM "content"."speaker" WHERE "id" = $1`, [from.id]);
    await manager.query(`INSERT INTO "content"."speaker_old_slug" ("slug", "speaker_id") VALUES ($1, $2) ON CONFLICT ("slug") DO NOTHING`, [from.slug, to]);
    return moved.n;
  }

  async moveLectures(manager: EntityManager, from: string, to: string, contentIds: string[]): Promise<void> {
    await manager.query(`UPDATE "content"."content_speaker" SET "speaker_id" = $2 WHERE "speaker_id" = $1 AND "content_id" = ANY($3::uuid[])`, [from, to, contentIds]);
  }

  async recordChange(
    manager: EntityManager,
    change: { kind: 'merge' | 'split'; speakerId: string; speakerName: string; spellings: string[]; lectures: number; by: string },
  ): Promise<void> {
    await manager.query(
      `INSERT INTO "content"."speaker_change" ("kind", "origin", "speaker_id", "speaker_name", "spellings", "lectures", "by") VALUES ($1, 'staff', $2, $3, $4, $5, $6)`,
      [change.kind, change.speakerId, change.speakerName, change.spellings, change.lectures, change.by],
    );
  }

  changes(limit: number): Promise<ChangeRow[]> {
    return rows<ChangeRow>(this.dataSource, `SELECT * FROM "content"."speaker_change" ORDER BY "at" DESC, "id" LIMIT $1`, [limit]);
  }
}

export interface ChangeRow {
  id: string;
  kind: 'merge' | 'split';
  origin: 'migration' | 'staff';
  speaker_id: string | null;
  speaker_name: string;
  spellings: string[];
  lectures: number;
  by: string | null;
  at: Date;
}
