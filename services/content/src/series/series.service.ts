import { Injectable } from '@nestjs/common';
import {
  AppError,
  type Actor,
  type AddSeriesPartsRequest,
  type CreateSeriesRequest,
  type DeleteSeriesReply,
  type ListSeriesRequest,
  type MoveSeriesPartRequest,
  type RemoveSeriesPartRequest,
  type SeriesActionRequest,
  type SeriesPlacement,
  type SeriesRecord,
  type SeriesSummary,
  type SetSeriesArtworkRequest,
  type UpdateSeriesRequest,
  may,
} from '@lectures/proto';
import { QueryFailedError, type EntityManager } from 'typeorm';
import { toContentRecord } from '../content/content.mapper';
import { insertSeriesRow } from './series-rows';
import { summaryOf } from './series-summary';
import { SeriesRepository, type SeriesListRow, type SeriesRow } from './series.repository';

const DEFAULT_LIST = 200;

/** Admins change every series; contributors the series they made (the role table's 'edit'). */
function assertCanEdit(actor: Actor, series: SeriesRow): void {
  if (may(actor.role, 'edit', series.created_by === actor.id)) return;
  throw new AppError('FORBIDDEN', may(actor.role, 'edit', true) ? 'You can only change series you made' : `Your role (${actor.role}) does not allow this`);
}

const quoted = (title: string | null): string => `“${title ?? ''}”`;

/** A part row for a lecture already in a series: PostgreSQL settled two additions at once. */
const inAnotherSeries = (error: unknown): boolean =>
  error instanceof QueryFailedError && (error.driverError as { code?: string; constraint?: string }).constraint === 'series_part_pkey';

/** Series and their ordered parts; every change to a series' parts holds its row lock. */
@Injectable()
export class SeriesService {
  constructor(private readonly repository: SeriesRepository) {}

  async create({ actor, fields }: CreateSeriesRequest): Promise<SeriesRecord> {
    if (!may(actor.role, 'upload')) throw new AppError('FORBIDDEN', `Your role (${actor.role}) does not allow this`);
    const title = fields.title?.trim();
    if (!title) throw new AppError('INVALID', 'Title is required.');
    const row = { title, description: fields.description?.trim() || null, language: fields.language ?? null, status: fields.status ?? 'ongoing' } as const;
    const id = await this.repository.transaction((manager) => insertSeriesRow(manager, row, actor.id));
    return this.get(id);
  }

  async update({ id, actor, patch }: UpdateSeriesRequest): Promise<SeriesRecord> {
    await this.repository.transaction(async (manager) => {
      const series = await this.locked(manager, id, actor);
      const title = patch.title === undefined ? series.title : patch.title.trim();
      if (!title) throw new AppError('INVALID', 'Title is required.');
      await this.repository.update(manager, id, {
        title,
        description: patch.description === undefined ? series.description : patch.description?.trim() || null,
        language: patch.language === undefined ? series.language : patch.language,
        status: patch.status ?? series.status,
      });
    });
    return this.get(id);
  }

  /** The uploaded picture's version (null: the drawn artwork again); who may edit the series may change it. */
  async setArtwork({ id, actor, artworkVersion }: SetSeriesArtworkRequest): Promise<SeriesRecord> {
    await this.repository.transaction(async (manager) => {
      await this.locked(manager, id, actor);
      await this.repository.setArtwork(manager, id, artworkVersion);
    });
    return this.get(id);
  }

  async delete({ id, actor }: SeriesActionRequest): Promise<DeleteSeriesReply> {
    if (!may(actor.role, 'delete')) throw new AppError('FORBIDDEN', 'Only an admin can delete a series');
    return this.repository.transaction(async (manager) => {
      const series = await this.locked(manager, id, actor);
      const keptLectures = await this.repository.delete(manager, id);
      return { id, deleted: true, title: series.title, keptLectures };
    });
  }

  async list({ scope, limit, q }: ListSeriesRequest): Promise<SeriesSummary[]> {
    const rows: SeriesListRow[] = await this.repository.list(scope, limit ?? DEFAULT_LIST, q?.trim() || undefined);
    return rows.map((row) => summaryOf(row, row.part_count, row.total_seconds));
  }

  /** Staff: the series with every part. */
  async get(id: string): Promise<SeriesRecord> {
    const series = await this.repository.findById(id);
    if (!series) throw new AppError('NOT_FOUND', 'Series not found');
    return this.withParts(series, 'staff');
  }

  /** Visitors: a series with at least one published part, and only those. */
  async getPublic(slug: string): Promise<SeriesRecord> {
    const series = await this.repository.findBySlug(slug.normalize('NFC'));
    const record = series ? await this.withParts(series, 'public') : null;
    if (!record || record.parts.length === 0) throw new AppError('NOT_FOUND', 'Series not found');
    return record;
  }

  async addParts({ id, actor, contentIds }: AddSeriesPartsRequest): Promise<SeriesRecord> {
    try {
      await this.repository.transaction(async (manager) => {
        await this.locked(manager, id, actor);
        const found = await this.repository.placed(manager, contentIds);
        const byId = new Map(found.map((row) => [row.content_id, row]));
        const missing = contentIds.find((contentId) => !byId.has(contentId));
        if (missing) throw new AppError('INVALID', `Lecture ${missing} not found`);
        for (const row of found) {
          if (row.series_id && row.series_id !== id) {
            throw new AppError('INVALID', `${quoted(row.title)} is already part ${row.part} of ${quoted(row.series_title)}; a lecture belongs to one series`);
          }
          if (!may(actor.role, 'edit', row.uploaded_by === actor.id)) throw new AppError('FORBIDDEN', `You can only add lectures you uploaded (${quoted(row.title)})`);
        }
        const added = contentIds.filter((contentId) => !byId.get(contentId)?.series_id);
        if (added.length === 0) return;
        const parts = await this.repository.parts(id, manager);
        const last = parts.reduce((max, p) => Math.max(max, p.part), 0);
        await this.repository.insertParts(manager, id, added, last + 1);
        await this.repository.touch(manager, id);
      });
    } catch (error) {
      if (inAnotherSeries(error)) throw new AppError('INVALID', 'A lecture was added to another series at the same moment; a lecture belongs to one series');
      throw error;
    }
    return this.get(id);
  }

  /** Moves one part to the number asked (the last when beyond it); the parts are numbered 1..n after. */
  async movePart({ id, actor, contentId, part }: MoveSeriesPartRequest): Promise<SeriesRecord> {
    await this.repository.transaction(async (manager) => {
      await this.locked(manager, id, actor);
      const order = (await this.repository.parts(id, manager)).map((p) => p.content_id);
      const from = order.indexOf(contentId);
      if (from < 0) throw new AppError('INVALID', 'This lecture is not in the series');
      order.splice(from, 1);
      order.splice(Math.min(part, order.length + 1) - 1, 0, contentId);
      await this.repository.renumber(manager, id, order);
      await this.repository.touch(manager, id);
    });
    return this.get(id);
  }

  async removePart({ id, actor, contentId }: RemoveSeriesPartRequest): Promise<SeriesRecord> {
    await this.repository.transaction(async (manager) => {
      await this.locked(manager, id, actor);
      if (!(await this.repository.removePart(manager, id, contentId))) throw new AppError('INVALID', 'This lecture is not in the series');
      await this.repository.renumber(manager, id, (await this.repository.parts(id, manager)).map((p) => p.content_id));
      await this.repository.touch(manager, id);
    });
    return this.get(id);
  }

  async placement(contentId: string): Promise<SeriesPlacement> {
    const found = await this.repository.placement(contentId);
    if (!found) return { series: null, part: null, previous: null, next: null };
    const { series, part, lastPart, previous, next } = found;
    return { series: { id: series.id, title: series.title, slug: series.slug, lastPart }, part, previous, next };
  }

  private async locked(manager: EntityManager, id: string, actor: Actor): Promise<SeriesRow> {
    const series = await this.repository.lock(manager, id);
    if (!series) throw new AppError('NOT_FOUND', 'Series not found');
    assertCanEdit(actor, series);
    return series;
  }

  private async withParts(series: SeriesRow, view: 'public' | 'staff'): Promise<SeriesRecord> {
    // One statement: the parts with their cards (a page asked in turn is one of thousands, issue 28).
    const items = (await this.repository.partCards(series.id)).flatMap((item) => (item.seriesPart === null ? [] : [{ part: item.seriesPart, item }]));
    items.sort((a, b) => a.part - b.part || (a.item.id < b.item.id ? -1 : 1));
    const shown = items.flatMap(({ part, item }) => (view === 'public' && item.status !== 'approved' ? [] : [{ part, content: toContentRecord(item, view) }]));
    const total = shown.reduce((sum, p) => sum + (p.content.durationSeconds ?? 0), 0);
    const lastPart = items.reduce((max, p) => Math.max(max, p.part), 0);
    return { ...summaryOf(series, shown.length, total), parts: shown, lastPart };
  }
}
