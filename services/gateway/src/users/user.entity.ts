import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { Role } from '@lectures/proto';

@Entity({ name: 'users', schema: 'gateway' })
export class UserEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('text', { unique: true })
  username!: string;

  /** argon2id hash. */
  @Column('text', { name: 'password_hash', select: false })
  passwordHash!: string;

  @Column('text', { name: 'full_name', nullable: true })
  fullName!: string | null;

  @Column('text', { default: 'contributor' })
  role!: Role;

  @Column('boolean', { default: false })
  disabled!: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
