import { Inject, Injectable } from '@nestjs/common';
import { DATA_SOURCE } from '@lectures/platform';
import type { ImportFileState, ImportSourceRef } from '@lectures/proto';
import type { DataSource, EntityManager } from 'typeorm';
import { ImportFileEntity } from './import-file.entity';
import { ImportEntity } from './import.entity';
import type { ManifestEntry } from './manifest';

export interface NewImportFile {
  path: string;
  size: number | null;
  lastModified: Date | null;
  state: ImportFileState;
  reason: string | null;
}

export interface ImportFigures {
  byState: Partial<Record<ImportFileState, number>>;
  bytesTotal: number;
  bytesStored: number;
  bytesLastMinute: number;
  filesLastMinute: number;
  bytesLeft: number;
}

/** States whose bytes still have to reach the store. */
const NOT_YET_STORED: ImportFileState[] = ['queued', 'uploading', 'checked', 'registering'];

/** Every query on imports and their files lives here. */
@Injectable()
export class ImportRepository {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  private imports(manager: EntityManager = this.dataSource.manager) {
    return manager.getRepository(ImportEntity);
  }

  private files(manager: EntityManager = this.dataSource.manager) {
    return manager.getRepository(ImportFileEntity);
  }

  /** The unfinished import this admin started under the same client key, if any. */
  findUnfinishedByClientKey(createdBy: string, clientKey: string): Promise<ImportEntity | null> {
    return this.imports()
      .createQueryBuilder('i')
      .where('i.created_by = :createdBy AND i.client_key = :clientKey AND i.state <> :finished', { createdBy, clientKey, finished: 'finished' })
      .getOne();
  }

  async insertImport(
    manager: EntityManager,
    fields: { source: ImportSourceRef; dryRun: boolean; state: ImportEntity['state']; createdBy: string; clientKey: string | null; manifest: Record<string, ManifestEntry> | null },
  ): Promise<ImportEntity> {
    return this.imports(manager).save(this.imports(manager).create({ ...fields, startedAt: fields.dryRun ? null : new Date() }));
  }

  findImport(id: string, manager?: EntityManager): Promise<ImportEntity | null> {
    return this.imports(manager).findOneBy({ id });
  }

  lockImport(manager: EntityManager, id: string): Promise<ImportEntity | null> {
    return this.imports(manager).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  listImports(limit: number): Promise<ImportEntity[]> {
    return this.imports().find({ order: { createdAt: 'DESC' }, take: limit });
  }

  activeImports(): Promise<ImportEntity[]> {
    return this.imports().createQueryBuilder('i').where("i.state <> 'finished'").orderBy('i.created_at', 'ASC').getMany();
  }

  async saveImport(manager: EntityManager, entity: ImportEntity): Promise<void> {
    await this.imports(manager).save(entity);
  }

  /** The same path twice is one file. */
  async insertFiles(manager: EntityManager, importId: string, rows: NewImportFile[]): Promise<void> {
    for (let i = 0; i < rows.length; i += 500) {
      await manager
        .createQueryBuilder()
        .insert()
        .into(ImportFileEntity)
        .values(rows.slice(i, i + 500).map((r) => ({ ...r, importId })))
        .orIgnore()
        .execute();
    }
  }

  findFile(importId: string, fileId: string, manager?: EntityManager): Promise<ImportFileEntity | null> {
    return this.files(manager).findOneBy({ id: fileId, importId });
  }

  lockFile(manager: EntityManager, fileId: string): Promise<ImportFileEntity | null> {
    return this.files(manager).findOne({ where: { id: fileId }, lock: { mode: 'pessimistic_write' } });
  }

  async saveFile(manager: EntityManager, file: ImportFileEntity): Promise<void> {
    await this.files(manager).save(file);
  }

  /** Files in path order after `afterPath`. */
  filesPage(importId: string, states: ImportFileState[] | undefined, afterPath: string | null, limit: number): Promise<ImportFileEntity[]> {
    const q = this.files().createQueryBuilder('f').where('f.import_id = :importId', { importId });
    if (states?.length) q.andWhere('f.state IN (:...states)', { states });
    if (afterPath !== null) q.andWhere('f.path > :afterPath', { afterPath });
    return q.orderBy('f.path', 'ASC').take(limit).getMany();
  }

  filesByIds(ids: string[]): Promise<ImportFileEntity[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.files().createQueryBuilder('f').where('f.id IN (:...ids)', { ids }).orderBy('f.path', 'ASC').getMany();
  }

  async figures(importId: string): Promise<ImportFigures> {
    const rows = await this.dataSource.query<{ state: ImportFileState; n: string; bytes: string | null; recent_bytes: string | null; recent: string }[]>(
      `SELECT state, count(*) AS n, sum(size) AS bytes,
              sum(size) FILTER (WHERE stored_at > now() - interval '60 seconds') AS recent_bytes,
              count(*) FILTER (WHERE stored_at > now() - interval '60 seconds') AS recent
         FROM "content"."import_file" WHERE import_id = $1 GROUP BY state`,
      [importId],
    );
    const figures: ImportFigures = { byState: {}, bytesTotal: 0, bytesStored: 0, bytesLastMinute: 0, filesLastMinute: 0, bytesLeft: 0 };
    for (const row of rows) {
      const bytes = Number(row.bytes ?? 0);
      figures.byState[row.state] = Number(row.n);
      figures.bytesLastMinute += Number(row.recent_bytes ?? 0);
      figures.filesLastMinute += Number(row.recent);
      if (row.state === 'failed' || row.state === 'duplicate') continue;
      figures.bytesTotal += bytes;
      if (NOT_YET_STORED.includes(row.state)) figures.bytesLeft += bytes;
      else figures.bytesStored += bytes;
    }
    return figures;
  }

  /** Server-side files to copy next: claimed (queued to uploading) in the caller's transaction. */
  async claimForFetch(manager: EntityManager, importId: string, count: number): Promise<ImportFileEntity[]> {
    if (count <= 0) return [];
    const rows = returned<{ id: string }>(await manager.query(
      `UPDATE "content"."import_file" SET state = 'uploading', attempts = attempts + 1, updated_at = now()
        WHERE id IN (SELECT id FROM "content"."import_file"
                      WHERE import_id = $1 AND state = 'queued' AND (next_attempt_at IS NULL OR next_attempt_at <= now())
                      ORDER BY path LIMIT $2 FOR UPDATE SKIP LOCKED)
        RETURNING id`,
      [importId, count],
    ));
    return this.fileRows(manager, rows);
  }

  /** Copies on their way (asked of media-storage, no answer yet). */
  async countFetching(importId: string): Promise<number> {
    const [row] = await this.dataSource.query<{ n: string }[]>(
      `SELECT count(*) AS n FROM "content"."import_file" WHERE import_id = $1 AND state = 'uploading' AND upload_url IS NULL`,
      [importId],
    );
    return Number(row.n);
  }

  /**
   * Files of `states` untouched for `idleMs` and due, claimed by touching them (another
   * replica's sweep then sees them as busy). `extra` narrows further (SQL on alias f).
   */
  async claimIdle(importId: string, states: ImportFileState[], idleMs: number, count: number, extra = 'TRUE'): Promise<ImportFileEntity[]> {
    const rows = returned<{ id: string }>(await this.dataSource.query(
      `UPDATE "content"."import_file" SET updated_at = now()
        WHERE id IN (SELECT f.id FROM "content"."import_file" f
                      WHERE f.import_id = $1 AND f.state = ANY($2) AND f.updated_at <= now() - make_interval(secs => $3)
                        AND (f.next_attempt_at IS NULL OR f.next_attempt_at <= now()) AND (${extra})
                      ORDER BY f.path LIMIT $4 FOR UPDATE SKIP LOCKED)
        RETURNING id`,
      [importId, states, idleMs / 1000, count],
    ));
    return this.fileRows(this.dataSource.manager, rows);
  }

  /** The file of this import that holds the same bytes and comes first (by path), not failed or a duplicate. */
  async firstWithBytes(importId: string, sha256: string): Promise<ImportFileEntity | null> {
    return this.files()
      .createQueryBuilder('f')
      .where('f.import_id = :importId AND f.sha256 = :sha256', { importId, sha256 })
      .andWhere("f.state NOT IN ('failed', 'duplicate')")
      .orderBy('f.path', 'ASC')
      .getOne();
  }

  /** Applies an outcome of the upload saga to the import file made into `contentId`. */
  async moveByContent(manager: EntityManager, contentId: string, from: ImportFileState[], set: Partial<ImportFileEntity>): Promise<{ importId: string; fileId: string } | null> {
    const result = await manager
      .createQueryBuilder()
      .update(ImportFileEntity)
      .set(set)
      .where('content_id = :contentId AND state IN (:...from)', { contentId, from })
      .returning(['import_id', 'id'])
      .execute();
    const row = (result.raw as { import_id: string; id: string }[])[0];
    return row ? { importId: row.import_id, fileId: row.id } : null;
  }

  findByContent(manager: EntityManager, contentId: string): Promise<ImportFileEntity | null> {
    return this.files(manager).findOneBy({ contentId });
  }

  /** Files still on their way; a running import with none is finished. */
  async finishIfDone(importId: string): Promise<boolean> {
    const result = returned<unknown>(await this.dataSource.query(
      `UPDATE "content"."import" i SET state = 'finished', finished_at = now(), updated_at = now()
        WHERE i.id = $1 AND i.state = 'running'
          AND NOT EXISTS (SELECT 1 FROM "content"."import_file" f WHERE f.import_id = i.id AND f.state IN ('queued', 'uploading', 'checked', 'registering'))
        RETURNING i.id`,
      [importId],
    ));
    return result.length > 0;
  }

  /** Registering files whose lecture has its media (an outcome that arrived before the file said so). */
  async settleRegistered(importId: string): Promise<number> {
    const rows = returned<unknown>(await this.dataSource.query(
      `UPDATE "content"."import_file" f SET state = 'stored', stored_at = coalesce(f.stored_at, now()), updated_at = now()
         FROM "content"."content" c
        WHERE f.import_id = $1 AND f.state = 'registering' AND c.id = f.content_id AND c.media_key IS NOT NULL
        RETURNING f.id`,
      [importId],
    ));
    return rows.length;
  }

  /** Titles of the lectures files are duplicates of. */
  async titlesOf(ids: string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.dataSource.query<{ id: string; title: string }[]>(`SELECT id, title FROM "content"."content" WHERE id = ANY($1)`, [ids]);
    return new Map(rows.map((r) => [r.id, r.title]));
  }

  pathsOf(ids: string[]): Promise<ImportFileEntity[]> {
    return this.filesByIds(ids);
  }

  /** Of `paths`, those the import has no file for. */
  async pathsMissing(manager: EntityManager, importId: string, paths: string[]): Promise<string[]> {
    if (paths.length === 0) return [];
    const rows = await manager.query<{ path: string }[]>(
      `SELECT p.path FROM unnest($2::text[]) AS p(path)
        WHERE NOT EXISTS (SELECT 1 FROM "content"."import_file" f WHERE f.import_id = $1 AND f.path = p.path)`,
      [importId, paths],
    );
    return rows.map((r) => r.path);
  }

  private async fileRows(manager: EntityManager, rows: { id: string }[]): Promise<ImportFileEntity[]> {
    if (rows.length === 0) return [];
    return this.files(manager).createQueryBuilder('f').where('f.id IN (:...ids)', { ids: rows.map((r) => r.id) }).orderBy('f.path', 'ASC').getMany();
  }
}

/** UPDATE ... RETURNING through TypeORM's query() answers [rows, count]; SELECT answers rows. */
function returned<T>(result: unknown): T[] {
  return (Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) ? result[0] : result) as T[];
}
