import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import type { MediaTags, MediaType, MediaUploadType } from '@lectures/proto';

const bigint = { to: (v: number) => v, from: (v: string) => Number(v) };

/**
 * What checking one upload found (its hash, tags, and whether it duplicates a lecture).
 * A repeated check answers from here instead of reading the file again, and
 * registration takes the hash from here, moving only the bytes that were hashed.
 */
@Entity({ name: 'upload_check', schema: 'media' })
export class UploadCheckEntity {
  @PrimaryColumn('text', { name: 'upload_key' })
  uploadKey!: string;

  @Column('uuid', { name: 'uploaded_by' })
  uploadedBy!: string;

  @Column('bigint', { transformer: bigint })
  size!: number;

  /** The store's tag of the bytes that were hashed (S3), so a later overwrite is not moved. */
  @Column('text', { nullable: true })
  etag!: string | null;

  @Column('text', { name: 'media_type' })
  mediaType!: MediaType;

  @Column('text', { name: 'mime_type' })
  mimeType!: MediaUploadType;

  @Column('text')
  sha256!: string;

  @Column('jsonb', { default: () => "'{}'::jsonb" })
  tags!: MediaTags;

  @Column('text', { name: 'tag_problem', nullable: true })
  tagProblem!: string | null;

  /** The lecture that already holds these bytes: the upload was not kept. */
  @Column('uuid', { name: 'duplicate_of', nullable: true })
  duplicateOf!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
