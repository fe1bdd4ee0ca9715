import { Inject, Injectable } from '@nestjs/common';
import { DATA_SOURCE } from '@lectures/platform';
import type { Visibility } from '@lectures/proto';
import { In, Like, type DataSource, type EntityManager, type Repository } from 'typeorm';
import { INCOMING_PREFIX } from '@lectures/object-store';
import type { AclRule } from './acl-rule';
import { ObjectPolicyEntity } from './object-policy.entity';

/** Every query on object access policies lives here. */
@Injectable()
export class ObjectPolicyRepository {
  private readonly repo: Repository<ObjectPolicyEntity>;

  constructor(@Inject(DATA_SOURCE) dataSource: DataSource) {
    this.repo = dataSource.getRepository(ObjectPolicyEntity);
  }

  async create(fields: { objectKey: string; bucket: string; owner: string; aclRules: AclRule[]; expiresAt?: Date }): Promise<ObjectPolicyEntity> {
    return this.repo.save(this.repo.create({ ...fields, visibility: 'private' }));
  }

  findByKey(objectKey: string): Promise<ObjectPolicyEntity | null> {
    return this.repo.findOneBy({ objectKey });
  }

  /**
   * Inside the registration's transaction: the upload's policy moves to its
   * final key, and a derived thumbnail gets a policy of its own, the same rules.
   */
  async rekeyUpload(
    manager: EntityManager,
    upload: { uploadKey: string; mediaKey: string; size: number },
    thumbnail: { key: string; size: number } | null,
  ): Promise<void> {
    const repo = manager.getRepository(ObjectPolicyEntity);
    await repo.update({ objectKey: upload.uploadKey }, { objectKey: upload.mediaKey, size: upload.size });
    if (!thumbnail) return;
    await manager.query(
      `INSERT INTO "media"."object_policy" (object_key, bucket, owner, visibility, acl_rules, size)
       SELECT $2, bucket, owner, visibility, acl_rules, $3 FROM "media"."object_policy" WHERE object_key = $1
       ON CONFLICT (object_key) DO NOTHING`,
      [upload.mediaKey, thumbnail.key, thumbnail.size],
    );
  }

  /** Upload URLs handed to `owner` whose files are not registered yet. */
  countPending(owner: string): Promise<number> {
    return this.repo.count({ where: { owner, objectKey: Like(`${INCOMING_PREFIX}%`) } });
  }

  /** Bytes `owner`'s registered objects take. */
  async bytesStored(owner: string): Promise<number> {
    const [row] = await this.repo.query<{ total: string | null }[]>(`SELECT sum(size)::text AS total FROM "media"."object_policy" WHERE owner = $1`, [owner]);
    return Number(row?.total ?? 0);
  }

  async deleteByKeysIn(manager: EntityManager, objectKeys: string[]): Promise<void> {
    if (objectKeys.length > 0) await manager.getRepository(ObjectPolicyEntity).delete({ objectKey: In(objectKeys) });
  }

  async setVisibility(objectKeys: string[], visibility: Visibility): Promise<number> {
    if (objectKeys.length === 0) return 0;
    const result = await this.repo.update({ objectKey: In(objectKeys) }, { visibility });
    return result.affected ?? 0;
  }

  async deleteByKeys(objectKeys: string[]): Promise<void> {
    if (objectKeys.length > 0) await this.repo.delete({ objectKey: In(objectKeys) });
  }

  async deleteInFolder(folder: string): Promise<void> {
    await this.repo.delete({ objectKey: Like(`${escapeLike(folder)}%`) });
  }

  /** Upload slots never registered whose time is up: their own expiry, else `ttlMs` after they were handed out. */
  findUnregisteredExpired(now: Date, ttlMs: number): Promise<ObjectPolicyEntity[]> {
    return this.repo
      .createQueryBuilder('p')
      .where('p.object_key LIKE :incoming', { incoming: `${INCOMING_PREFIX}%` })
      .andWhere(`coalesce(p.expires_at, p.created_at + make_interval(secs => :ttl)) < :now`, { ttl: ttlMs / 1000, now })
      .take(500)
      .getMany();
  }

  /** Which of these upload keys still have a slot. */
  async existingKeys(objectKeys: string[]): Promise<Set<string>> {
    if (objectKeys.length === 0) return new Set();
    const rows = await this.repo.find({ select: { objectKey: true }, where: { objectKey: In(objectKeys) } });
    return new Set(rows.map((r) => r.objectKey));
  }
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
