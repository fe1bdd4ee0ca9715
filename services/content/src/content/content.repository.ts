import { Inject, Injectable } from '@nestjs/common';
import { DATA_SOURCE } from '@lectures/platform';
import type { DataSource, EntityManager, Repository } from 'typeorm';
import { ContentEntity } from './content.entity';
import { applyContentFilter, type ContentFilter } from './content-filter';
import { claimTranscriptWrites } from '../transcript/transcript-writer';
import { LectureAddresses } from '../addresses/lecture-addresses';

/** Every query on content items lives here. */
@Injectable()
export class ContentRepository {
  private readonly repo: Repository<ContentEntity>;

  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    private readonly addresses: LectureAddresses,
  ) {
    this.repo = dataSource.getRepository(ContentEntity);
  }

  list(filter: ContentFilter): Promise<ContentEntity[]> {
    return applyContentFilter(this.repo.createQueryBuilder('c').orderBy('c.createdAt', 'DESC'), filter).getMany();
  }

  /**
   * Changes whenever visitors could see a change: a published item added, removed, or changed in
   * what it shows (raised by the database in the same transaction; see PublishedSetVersion).
   */
  async publishedVersion(): Promise<string> {
    const [row] = await this.dataSource.query<{ version: string }[]>(`SELECT "version"::text AS version FROM "content"."published_set"`);
    return `v${row.version}`;
  }

  async findById(id: string, manager?: EntityManager): Promise<ContentEntity | null> {
    const repo = manager ? manager.getRepository(ContentEntity) : this.repo;
    return repo.createQueryBuilder('c').addSelect('c.pendingRevision').where('c.id = :id', { id }).getOne();
  }

  /** The items as cards: every column but the analysis. */
  findCardsByIds(ids: string[]): Promise<ContentEntity[]> {
    if (ids.length === 0) return Promise.resolve([]);
    const columns = this.repo.metadata.columns
      .filter((c) => c.isSelect && c.propertyName !== 'aiMetadata')
      .map((c) => `c.${c.propertyName}`);
    return this.repo.createQueryBuilder('c').select(columns).where('c.id IN (:...ids)', { ids }).getMany();
  }

  findByUploadKey(uploadKey: string): Promise<ContentEntity | null> {
    return this.repo.createQueryBuilder('c').addSelect('c.pendingRevision').where('c.upload_key = :uploadKey', { uploadKey }).getOne();
  }

  /** Items made from an upload whose media media-storage has not answered for, unchanged for `waitingMs`. */
  uploadsAwaitingMedia(waitingMs: number): Promise<ContentEntity[]> {
    return this.repo
      .createQueryBuilder('c')
      .where('c.upload_key IS NOT NULL AND c.media_key IS NULL')
      .andWhere("c.status = 'processing'")
      .andWhere('c.updated_at <= now() - make_interval(secs => :secs)', { secs: waitingMs / 1000 })
      .take(500)
      .getMany();
  }

  /** Inserts an item made from an upload; null when an item from that upload exists already. */
  async insertIfNewUpload(manager: EntityManager, entity: ContentEntity): Promise<ContentEntity | null> {
    const result = await manager
      .createQueryBuilder()
      .insert()
      .into(ContentEntity)
      .values(entity)
      .orIgnore()
      .returning('id')
      .execute();
    const id = (result.raw as { id: string }[])[0]?.id;
    if (!id) return null;
    await this.addresses.follow(manager, { id, title: entity.title });
    return this.findById(id, manager);
  }

  /** Locks the row for the rest of the transaction. */
  async findForUpdate(manager: EntityManager, id: string): Promise<ContentEntity | null> {
    return manager
      .getRepository(ContentEntity)
      .createQueryBuilder('c')
      .addSelect('c.pendingRevision')
      .setLock('pessimistic_write')
      .where('c.id = :id', { id })
      .getOne();
  }

  /** Writes the item; its address follows its title in the same transaction. */
  async save(manager: EntityManager, entity: ContentEntity): Promise<ContentEntity> {
    const saved = await manager.getRepository(ContentEntity).save(entity);
    await this.addresses.follow(manager, saved);
    return saved;
  }

  create(fields: Partial<ContentEntity>): ContentEntity {
    return this.repo.create(fields);
  }

  async remove(manager: EntityManager, id: string): Promise<void> {
    await manager.getRepository(ContentEntity).delete({ id });
  }

  /** Reads that must agree with each other: one snapshot of the database, writing nothing. */
  snapshot<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction('REPEATABLE READ', work);
  }

  /** Every write of this service is in one of these: marked as this release's (transcript-writer.ts). */
  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(async (manager) => {
      await claimTranscriptWrites(manager);
      return work(manager);
    });
  }
}
