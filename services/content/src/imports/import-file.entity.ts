import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { ImportFileState, ImportMetadata, MediaTags, MediaType } from '@lectures/proto';

const bigintNumber = { to: (v: number | null) => v, from: (v: string | null) => (v === null ? null : Number(v)) };

/** One file of an import and how far it got; every step is written here before the next. */
@Entity({ name: 'import_file', schema: 'content' })
export class ImportFileEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid', { name: 'import_id' })
  importId!: string;

  @Column('text')
  path!: string;

  @Column('bigint', { nullable: true, transformer: bigintNumber })
  size!: number | null;

  @Column('timestamptz', { name: 'last_modified', nullable: true })
  lastModified!: Date | null;

  @Column('text')
  state!: ImportFileState;

  @Column('text', { nullable: true })
  reason!: string | null;

  /** What the saga's check reads (`mediaURL`): the client's tus URL, or the key media-storage copied to. */
  @Column('text', { name: 'upload_url', nullable: true })
  uploadUrl!: string | null;

  @Column('text', { name: 'upload_key', nullable: true })
  uploadKey!: string | null;

  @Column('text', { nullable: true })
  sha256!: string | null;

  @Column('text', { name: 'media_type', nullable: true })
  mediaType!: MediaType | null;

  @Column('text', { name: 'mime_type', nullable: true })
  mimeType!: string | null;

  @Column('jsonb', { nullable: true })
  tags!: MediaTags | null;

  @Column('jsonb', { nullable: true })
  metadata!: ImportMetadata | null;

  /** The lecture that already holds these bytes. */
  @Column('uuid', { name: 'duplicate_of', nullable: true })
  duplicateOf!: string | null;

  /** A file of this import with the same bytes, ahead of this one. */
  @Column('uuid', { name: 'duplicate_of_file', nullable: true })
  duplicateOfFile!: string | null;

  @Column('uuid', { name: 'content_id', nullable: true })
  contentId!: string | null;

  @Column('integer', { default: 0 })
  attempts!: number;

  @Column('timestamptz', { name: 'next_attempt_at', nullable: true })
  nextAttemptAt!: Date | null;

  @Column('timestamptz', { name: 'stored_at', nullable: true })
  storedAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
