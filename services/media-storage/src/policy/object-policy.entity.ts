import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { Visibility } from '@lectures/proto';
import type { AclRule } from './acl-rule';

/** Who may read one stored object (SPEC section 3, object access policy). */
@Entity({ name: 'object_policy', schema: 'media' })
export class ObjectPolicyEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** An `incoming/` key while the upload waits to be registered, then its final key. */
  @Column('text', { name: 'object_key', unique: true })
  objectKey!: string;

  @Column('text')
  bucket!: string;

  /** The user who uploaded it. */
  @Column('uuid')
  owner!: string;

  /** Bytes the object takes once registered; null while it is an upload. */
  @Column('bigint', { nullable: true, transformer: { to: (v: number | null) => v, from: (v: string | null) => (v === null ? null : Number(v)) } })
  size!: number | null;

  @Column('text', { default: 'private' })
  visibility!: Visibility;

  @Column('jsonb', { name: 'acl_rules', default: () => "'[]'::jsonb" })
  aclRules!: AclRule[];

  /** A resumable upload's slot lasts as long as the upload may take; null: the default time after creation. */
  @Column('timestamptz', { name: 'expires_at', nullable: true })
  expiresAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
