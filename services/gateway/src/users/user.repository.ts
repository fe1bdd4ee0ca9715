import { Inject, Injectable } from '@nestjs/common';
import { DATA_SOURCE } from '@lectures/platform';
import type { DataSource, EntityManager } from 'typeorm';
import { UserEntity } from './user.entity';

/** Every query on users lives here. */
@Injectable()
export class UserRepository {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  findById(id: string): Promise<UserEntity | null> {
    return this.dataSource.getRepository(UserEntity).findOneBy({ id });
  }

  /** With the password hash, for sign-in. */
  findWithHash(username: string): Promise<UserEntity | null> {
    return this.dataSource
      .getRepository(UserEntity)
      .createQueryBuilder('u')
      .addSelect('u.passwordHash')
      .where('lower(u.username) = lower(:username)', { username })
      .getOne();
  }

  /** Runs `work` holding a lock that serialises registrations (the first account becomes admin). */
  withRegistrationLock<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query(`LOCK TABLE "gateway"."users" IN SHARE ROW EXCLUSIVE MODE`);
      return work(manager);
    });
  }

  async any(): Promise<boolean> {
    return this.dataSource.getRepository(UserEntity).exists();
  }

  async count(manager: EntityManager): Promise<number> {
    return manager.getRepository(UserEntity).count();
  }

  async existsByUsername(manager: EntityManager, username: string): Promise<boolean> {
    return manager
      .getRepository(UserEntity)
      .createQueryBuilder('u')
      .where('lower(u.username) = lower(:username)', { username })
      .getExists();
  }

  async insert(manager: EntityManager, fields: Partial<UserEntity>): Promise<UserEntity> {
    const repo = manager.getRepository(UserEntity);
    const saved = await repo.save(repo.create(fields));
    return (await repo.findOneBy({ id: saved.id }))!;
  }
  /** Every account, oldest first (user management). */
  findAll(): Promise<UserEntity[]> {
    return this.dataSource.getRepository(UserEntity).find({ order: { createdAt: 'ASC' } });
  }

  /** With the password hash, by id (password change). */
  findWithHashById(id: string): Promise<UserEntity | null> {
    return this.dataSource
      .getRepository(UserEntity)
      .createQueryBuilder('u')
      .addSelect('u.passwordHash')
      .where('u.id = :id', { id })
      .getOne();
  }

  /** Applies the given columns and returns the stored row. */
  async update(id: string, fields: Partial<Pick<UserEntity, 'fullName' | 'role' | 'disabled' | 'passwordHash'>>): Promise<UserEntity | null> {
    const repo = this.dataSource.getRepository(UserEntity);
    await repo.update({ id }, fields);
    return repo.findOneBy({ id });
  }
}
