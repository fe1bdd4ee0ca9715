import { Inject, Injectable } from '@nestjs/common';
import { DATA_SOURCE } from '@lectures/platform';
import type { Visibility } from '@lectures/proto';
import { In, LessThan, Like, type DataSource, type Repository } from 'typeorm';
import { INCOMING_PREFIX } from '../storage/object-key';
import type { AclRule } from './acl-rule';
import { ObjectPolicyEntity } from './object-policy.entity';

/** Every query on object access policies lives here. */
@Injectable()
export class ObjectPolicyRepository {
  private readonly repo: Repository<ObjectPolicyEntity>;

  constructor(@Inject(DATA_SOURCE) dataSource: DataSource) {
    this.repo = dataSource.getRepository(ObjectPolicyEntity);
  }

  async create(fields: { objectKey: string; bucket: string; owner: string; aclRules: AclRule[] }): Promise<ObjectPolicyEntity> {
    return this.repo.save(this.repo.create({ ...fields, visibility: 'private' }));
  }

  findByKey(objectKey: string): Promise<ObjectPolicyEntity | null> {
    return this.repo.findOneBy({ objectKey });
  }

  /** The policy of any object in `folder` (derived objects share their original's policy). */
  findInFolder(folder: string): Promise<ObjectPolicyEntity | null> {
    return this.repo.findOne({ where: { objectKey: Like(`${escapeLike(folder)}%`) }, order: { createdAt: 'ASC' } });
  }

  /** Re-points a registered upload at its final key; false when someone else did first. */
  async rekey(id: string, fromKey: string, toKey: string): Promise<boolean> {
    const result = await this.repo.update({ id, objectKey: fromKey }, { objectKey: toKey });
    return (result.affected ?? 0) === 1;
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

  /** Upload slots handed out before `before` and never registered. */
  findUnregisteredBefore(before: Date): Promise<ObjectPolicyEntity[]> {
    return this.repo.find({ where: { objectKey: Like(`${INCOMING_PREFIX}%`), createdAt: LessThan(before) }, take: 500 });
  }
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
