import { Inject, Injectable } from '@nestjs/common';
import { DATA_SOURCE } from '@lectures/platform';
import { type DataSource, type EntityManager, type Repository } from 'typeorm';
import { OriginalEntity } from './original.entity';
import { UploadCheckEntity } from './upload-check.entity';

/** Every query on stored originals and upload checks lives here. */
@Injectable()
export class OriginalsRepository {
  private readonly originals: Repository<OriginalEntity>;
  private readonly checks: Repository<UploadCheckEntity>;

  constructor(@Inject(DATA_SOURCE) dataSource: DataSource) {
    this.originals = dataSource.getRepository(OriginalEntity);
    this.checks = dataSource.getRepository(UploadCheckEntity);
  }

  findCheck(uploadKey: string): Promise<UploadCheckEntity | null> {
    return this.checks.findOneBy({ uploadKey });
  }

  /** Two checks of one upload at once find the same bytes: the first row stands. */
  async saveCheck(check: Omit<UploadCheckEntity, 'createdAt'>): Promise<UploadCheckEntity> {
    await this.checks.createQueryBuilder().insert().values(check).orIgnore().execute();
    return (await this.findCheck(check.uploadKey))!;
  }

  /** Checks of uploads never registered (duplicates, abandoned files); a registered upload's check stays with it. */
  async deleteUnusedChecksBefore(before: Date): Promise<void> {
    await this.checks.query(
      `DELETE FROM "media"."upload_check" c WHERE c.created_at < $1
        AND NOT EXISTS (SELECT 1 FROM "media"."upload_registration" r WHERE r.upload_key = c.upload_key)`,
      [before],
    );
  }

  /** The lecture whose original has these bytes, other than `exceptContentId`; null when none. */
  async holderOf(sha256: string, exceptContentId?: string, manager?: EntityManager): Promise<string | null> {
    const repo = manager ? manager.getRepository(OriginalEntity) : this.originals;
    const found = await repo
      .createQueryBuilder('o')
      .where('o.sha256 = :sha256 AND o.content_id IS NOT NULL', { sha256 })
      .andWhere(exceptContentId ? 'o.content_id <> :exceptContentId' : 'TRUE', { exceptContentId })
      .getOne();
    return found?.contentId ?? null;
  }

  /** Inside the registration's transaction; the unique index refuses a second holder of the bytes. */
  async addOriginal(manager: EntityManager, original: Pick<OriginalEntity, 'mediaKey' | 'contentId' | 'size' | 'sha256'>): Promise<void> {
    await manager
      .createQueryBuilder()
      .insert()
      .into(OriginalEntity)
      .values({ ...original, checkedAt: new Date(), state: 'intact' })
      .orUpdate(['content_id', 'size', 'sha256'], ['media_key'])
      .execute();
  }

  /** A deleted lecture's originals, and the audit's open findings about them. */
  async forgetFolder(folder: string): Promise<void> {
    const prefix = `${folder.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    await this.originals.query(`DELETE FROM "media"."original" WHERE media_key LIKE $1`, [prefix]);
    await this.originals.query(`UPDATE "media"."fixity_finding" SET resolved_at = now() WHERE media_key LIKE $1 AND resolved_at IS NULL`, [prefix]);
  }
}

/** True when `error` is the unique index on originals' hashes refusing a second holder. */
export function isDuplicateOriginal(error: unknown): boolean {
  const driverError = (error as { driverError?: { code?: string; constraint?: string } } | null)?.driverError;
  return driverError?.code === '23505' && driverError.constraint === 'original_sha256_uq';
}
