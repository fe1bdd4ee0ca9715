import { Inject, Injectable } from '@nestjs/common';
import { DATA_SOURCE } from '@lectures/platform';
import type { ContentLanguage, SeriesStatus } from '@lectures/proto';
import type { DataSource, EntityManager } from 'typeorm';
import { ContentEntity } from '../content/content.entity';
import type { SeriesFieldsRow } from './series-rows';

export interface SeriesRow {
  id: string;
  title: string;
  slug: string;
  description: string | null;
  language: ContentLanguage | null;
  status: SeriesStatus;
  created_by: string;
  created_at: Date;
  updated_at: Date;
  /** The uploaded picture's version; null: the drawn artwork. */
  artwork_version: string | null;
}

export interface SeriesListRow extends SeriesRow {
  part_count: number;
  total_seconds: number;
}

export interface PartRow {
  content_id: string;
  part: number;
}

export interface PlacedRow {
  content_id: string;
  title: string;
  uploaded_by: string;
  series_id: string | null;
  series_title: string | null;
  part: number | null;
}

const PUBLISHED = `c.status = 'approved'`;
/** Text matched literally by LIKE: its backslashes, % and _ escaped. */
const LIKE_LITERAL = (text: string) => `replace(replace(replace(${text}, '\\', '\\\\'), '%', '\\%'), '_', '\\_')`;

/** Every query on series and their parts. */
@Injectable()
export class SeriesRepository {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  async findById(id: string, manager: EntityManager | DataSource = this.dataSource): Promise<SeriesRow | null> {
    const rows = await manager.query<SeriesRow[]>(`SELECT * FROM "content"."series" WHERE "id" = $1`, [id]);
    return rows[0] ?? null;
  }

  async findBySlug(slug: string): Promise<SeriesRow | null> {
    const rows = await this.dataSource.query<SeriesRow[]>(`SELECT * FROM "content"."series" WHERE "slug" = $1`, [slug]);
    return rows[0] ?? null;
  }

  /** Locks the series for the rest of the transaction: changes to its parts happen one at a time. */
  async lock(manager: EntityManager, id: string): Promise<SeriesRow | null> {
    const rows = await manager.query<SeriesRow[]>(`SELECT * FROM "content"."series" WHERE "id" = $1 FOR UPDATE`, [id]);
    return rows[0] ?? null;
  }

  async update(manager: EntityManager, id: string, fields: SeriesFieldsRow): Promise<void> {
    await manager.query(
      `UPDATE "content"."series" SET "title" = $2, "description" = $3, "language" = $4, "status" = $5, "updated_at" = now() WHERE "id" = $1`,
      [id, fields.title, fields.description, fields.language, fields.status],
    );
  }

  async setArtwork(manager: EntityManager, id: string, version: string | null): Promise<void> {
    await manager.query(`UPDATE "content"."series" SET "artwork_version" = $2, "updated_at" = now() WHERE "id" = $1`, [id, version]);
  }

  async touch(manager: EntityManager, id: string): Promise<void> {
    await manager.query(`UPDATE "content"."series" SET "updated_at" = now() WHERE "id" = $1`, [id]);
  }

  /** Deletes the series and its part rows; the lectures stay. Answers how many lectures it held. */
  async delete(manager: EntityManager, id: string): Promise<number> {
    const [row] = await manager.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM "content"."series_part" WHERE "series_id" = $1`, [id]);
    await manager.query(`DELETE FROM "content"."series" WHERE "id" = $1`, [id]);
    return row.n;
  }

  /** Series most recently updated first, with their part count and length (published parts only for visitors). */
  list(scope: 'public' | 'staff', limit: number, q?: string): Promise<SeriesListRow[]> {
    const visible = scope === 'public' ? `AND ${PUBLISHED}` : '';
    const having = scope === 'public' ? 'HAVING count(c.id) > 0' : '';
    // Every word must appear in the title or description, folded as search folds them (case, accents, Arabic letter forms).
    const words = (q ?? '').split(/\s+/).filter(Boolean).slice(0, 10);
    const matching = words.map((_, i) => `AND "content"."search_fold"(coalesce(s."title", '') || ' ' || coalesce(s."description", '')) LIKE '%' || ${LIKE_LITERAL(`"content"."search_fold"($${i + 2})`)} || '%'`).join(' ');
    return this.dataSource.query<SeriesListRow[]>(
      `SELECT s.*, count(c.id)::int AS part_count, coalesce(sum(c.duration_seconds), 0)::int AS total_seconds
         FROM "content"."series" s
         LEFT JOIN "content"."series_part" p ON p."series_id" = s."id"
         LEFT JOIN "content"."content" c ON c."id" = p."content_id" ${visible}
        WHERE true ${matching}
        GROUP BY s."id" ${having}
        ORDER BY s."updated_at" DESC, s."id" LIMIT $1`,
      [limit, ...words],
    );
  }

  parts(seriesId: string, manager: EntityManager | DataSource = this.dataSource): Promise<PartRow[]> {
    return manager.query<PartRow[]>(`SELECT "content_id", "part" FROM "content"."series_part" WHERE "series_id" = $1 ORDER BY "part", "content_id"`, [seriesId]);
  }

  async lastPart(seriesId: string): Promise<number> {
    const [row] = await this.dataSource.query<{ last: number | null }[]>(`SELECT max("part") AS last FROM "content"."series_part" WHERE "series_id" = $1`, [seriesId]);
    return row.last ?? 0;
  }

  /** The lectures asked for, with the series each is in (none: nulls); lectures that do not exist are left out. */
  placed(manager: EntityManager, contentIds: string[]): Promise<PlacedRow[]> {
    return manager.query<PlacedRow[]>(
      `SELECT c."id" AS content_id, c."title", c."uploaded_by", p."series_id", s."title" AS series_title, p."part"
         FROM "content"."content" c
         LEFT JOIN "content"."series_part" p ON p."content_id" = c."id"
         LEFT JOIN "content"."series" s ON s."id" = p."series_id"
        WHERE c."id" = ANY($1::uuid[])`,
      [contentIds],
    );
  }

  async insertParts(manager: EntityManager, seriesId: string, contentIds: string[], firstPart: number): Promise<void> {
    await manager.query(
      `INSERT INTO "content"."series_part" ("content_id", "series_id", "part")
       SELECT id, $1, $3 + ordinality - 1 FROM unnest($2::uuid[]) WITH ORDINALITY AS t(id, ordinality)`,
      [seriesId, contentIds, firstPart],
    );
  }

  async removePart(manager: EntityManager, seriesId: string, contentId: string): Promise<boolean> {
    const [, count] = await manager.query<[unknown, number]>(`DELETE FROM "content"."series_part" WHERE "series_id" = $1 AND "content_id" = $2`, [seriesId, contentId]);
    return count > 0;
  }

  /** Numbers the parts 1..n in the order given (the unique part number is checked at commit). */
  async renumber(manager: EntityManager, seriesId: string, orderedContentIds: string[]): Promise<void> {
    if (orderedContentIds.length === 0) return;
    await manager.query(
      `UPDATE "content"."series_part" p SET "part" = t.ordinality
         FROM unnest($2::uuid[]) WITH ORDINALITY AS t(id, ordinality)
        WHERE p."series_id" = $1 AND p."content_id" = t.id AND p."part" <> t.ordinality`,
      [seriesId, orderedContentIds],
    );
  }

  /** The lectures as cards (without their analysis), in any order. */
  async cards(ids: string[]): Promise<ContentEntity[]> {
    if (ids.length === 0) return [];
    return this.cardsWhere('c.id IN (:...ids)', { ids });
  }

  /** Every lecture of the series, each with its part (`seriesPart`): its parts and their cards in one statement. */
  partCards(seriesId: string): Promise<ContentEntity[]> {
    return this.cardsWhere(`c.id IN (SELECT p."content_id" FROM "content"."series_part" p WHERE p."series_id" = :seriesId)`, { seriesId });
  }

  private async cardsWhere(where: string, parameters: Record<string, unknown>): Promise<ContentEntity[]> {
    const repo = this.dataSource.getRepository(ContentEntity);
    const columns = repo.metadata.columns.filter((c) => c.isSelect && c.propertyName !== 'aiMetadata').map((c) => `c.${c.propertyName}`);
    const items = await repo.createQueryBuilder('c').select(columns).where(where, parameters).getMany();
    for (const item of items) item.aiMetadata = null;
    return items;
  }

  /** The series of a published lecture, its part, and the published parts on either side. */
  async placement(contentId: string): Promise<{ series: SeriesRow; part: number; lastPart: number; previous: PartNeighbour | null; next: PartNeighbour | null } | null> {
    const rows = await this.dataSource.query<(SeriesRow & { part: number; last_part: number })[]>(
      `SELECT s.*, p."part", (SELECT max(a."part") FROM "content"."series_part" a WHERE a."series_id" = s."id") AS last_part
         FROM "content"."series_part" p
         JOIN "content"."series" s ON s."id" = p."series_id"
         JOIN "content"."content" c ON c."id" = p."content_id"
        WHERE p."content_id" = $1 AND ${PUBLISHED}`,
      [contentId],
    );
    const row = rows[0];
    if (!row) return null;
    const neighbour = async (direction: '<' | '>'): Promise<PartNeighbour | null> => {
      const found = await this.dataSource.query<PartNeighbour[]>(
        `SELECT c."id", c."slug", c."title", p."part" FROM "content"."series_part" p JOIN "content"."content" c ON c."id" = p."content_id"
          WHERE p."series_id" = $1 AND p."part" ${direction} $2 AND ${PUBLISHED}
          ORDER BY p."part" ${direction === '<' ? 'DESC' : 'ASC'} LIMIT 1`,
        [row.id, row.part],
      );
      return found[0] ?? null;
    };
    const [previous, next] = await Promise.all([neighbour('<'), neighbour('>')]);
    const { part, last_part: lastPart, ...series } = row;
    return { series, part, lastPart, previous, next };
  }
}

export interface PartNeighbour {
  id: string;
  slug: string | null;
  title: string;
  part: number;
}
