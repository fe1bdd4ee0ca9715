import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import type { MediaRegisteredEvent, MediaRejectedEvent, MediaType } from '@lectures/proto';

/**
 * What media-storage decided about one upload. Written in the same transaction
 * as its media.registered or media.rejected event, so a redelivered request
 * finds the decision instead of making it twice.
 */
@Entity({ name: 'upload_registration', schema: 'media' })
export class UploadRegistrationEntity {
  @PrimaryColumn('text', { name: 'upload_key' })
  uploadKey!: string;

  @Column('uuid', { name: 'content_id' })
  contentId!: string;

  @Column('uuid', { name: 'uploaded_by' })
  uploadedBy!: string;

  @Column('text')
  outcome!: 'registered' | 'rejected';

  @Column('text', { name: 'media_key', nullable: true })
  mediaKey!: string | null;

  @Column('text', { name: 'media_type', nullable: true })
  mediaType!: MediaType | null;

  @Column('text', { name: 'mime_type', nullable: true })
  mimeType!: string | null;

  @Column('bigint', { nullable: true, transformer: { to: (v: number | null) => v, from: (v: string | null) => (v === null ? null : Number(v)) } })
  size!: number | null;

  @Column('text', { nullable: true })
  reason!: string | null;

  /** The event that told content (media.registered or media.rejected), sent again when content asks again. */
  @Column('jsonb')
  announcement!: MediaRegisteredEvent | MediaRejectedEvent;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
