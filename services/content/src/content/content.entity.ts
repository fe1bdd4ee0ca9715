import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn, VirtualColumn } from 'typeorm';
import type { ContentLanguage, ContentStatus, MediaType, StoredAnalysis } from '@lectures/proto';
import type { PendingRevision } from './pending-revision';

@Entity({ name: 'content', schema: 'content' })
export class ContentEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('text')
  title!: string;

  /** Its address now (`/content/{slug}`); written only by LectureAddresses, which keeps every earlier one. */
  @Column({ type: 'text', nullable: true, insert: false, update: false })
  slug!: string | null;

  @Column('text', { nullable: true })
  description!: string | null;

  /** SPEC's speaker string, derived by PostgreSQL from the lecture's speaker records (SpeakerLinks writes those). */
  @Column({ type: 'text', nullable: true, insert: false, update: false })
  speaker!: string | null;

  @Column('integer', { name: 'duration_seconds', nullable: true })
  durationSeconds!: number | null;

  @Column('text', { array: true, default: () => "'{}'" })
  tags!: string[];

  /** Staff's choice (then 'language' is in staffFields), else the detector's finding. */
  @Column('text', { nullable: true })
  language!: ContentLanguage | null;

  @Column('text', { default: 'approved' })
  status!: ContentStatus;

  @Column('text', { name: 'media_type', default: 'audio' })
  mediaType!: MediaType;

  /** The original in object storage; null until media-storage has registered the upload. */
  @Column('text', { name: 'media_key', nullable: true })
  mediaKey!: string | null;

  @Column('bigint', { name: 'media_file_size', nullable: true, transformer: bigintNumber() })
  mediaFileSize!: number | null;

  @Column('text', { name: 'media_mime_type', nullable: true })
  mediaMimeType!: string | null;

  /** A video's thumbnail, registered by media-storage beside the original. */
  @Column('text', { name: 'thumbnail_key', nullable: true })
  thumbnailKey!: string | null;

  /** The upload the item was made from: a retried upload finds its item by it. */
  @Column('text', { name: 'upload_key', nullable: true })
  uploadKey!: string | null;

  @Column('integer', { name: 'video_width', nullable: true })
  videoWidth!: number | null;

  @Column('integer', { name: 'video_height', nullable: true })
  videoHeight!: number | null;

  @Column('double precision', { name: 'video_frame_rate', nullable: true })
  videoFrameRate!: number | null;

  @Column('bigint', { name: 'audio_file_size', nullable: true, transformer: bigintNumber() })
  audioFileSize!: number | null;

  @Column('text', { name: 'audio_mime_type', nullable: true })
  audioMimeType!: string | null;

  /** Derived by PostgreSQL from the current passages (as is `transcript_text`, which nothing here reads). */
  @Column({ type: 'integer', name: 'transcript_length', nullable: true, insert: false, update: false })
  transcriptLength!: number | null;

  /** The analysis (the transcript is the item's passage rows), or why there is none. */
  @Column('jsonb', { name: 'ai_metadata', nullable: true })
  aiMetadata!: StoredAnalysis | null;

  @Column('timestamptz', { name: 'file_created_at', nullable: true })
  fileCreatedAt!: Date | null;

  @Column('uuid', { name: 'uploaded_by' })
  uploadedBy!: string;

  /** Bumped by reprocess; results of older generations are dropped. */
  @Column('integer', { default: 1 })
  generation!: number;

  /** Fields staff set or cleared in the editor (title, description, speaker, tags, language): suggestions leave them alone. */
  @Column('text', { name: 'staff_fields', array: true, default: () => "'{}'" })
  staffFields!: string[];

  /**
   * Changes to a published item that wait for an admin's approval (a contributor's edit, a
   * reprocess's new analysis, a transcript waiting in passage rows): visitors keep the published ones.
   */
  @Column('jsonb', { name: 'pending_revision', nullable: true, select: false })
  pendingRevision!: PendingRevision | null;

  /** 'Analyse again' under way: only the answer to this request is taken; null when none runs. */
  @Column('uuid', { name: 'analysis_request', nullable: true })
  analysisRequest!: string | null;

  /** 'import' for lectures an archive import made: transcribed in the backlog lane. */
  @Column('text', { default: 'upload' })
  origin!: 'upload' | 'import';

  /**
   * The series it is part of and its part number, read from the series records (one stored form:
   * `series_part`). The old `series_name`/`series_part` columns an import wrote before series had
   * records are moved into them by a migration and no longer read or written.
   */
  @VirtualColumn({
    type: 'text',
    query: (alias) => `SELECT s."title" FROM "content"."series_part" p JOIN "content"."series" s ON s."id" = p."series_id" WHERE p."content_id" = ${alias}."id"`,
  })
  seriesName!: string | null;

  @VirtualColumn({ type: 'int', query: (alias) => `SELECT p."part" FROM "content"."series_part" p WHERE p."content_id" = ${alias}."id"` })
  seriesPart!: number | null;

  /** When it was recorded, as precisely as the source said: 'YYYY', 'YYYY-MM' or 'YYYY-MM-DD'. */
  @Column('text', { name: 'recorded_on', nullable: true })
  recordedOn!: string | null;

  /** Object keys beyond the original (thumbnail, working copies), deleted with the item. */
  @Column('text', { name: 'extra_object_keys', array: true, default: () => "'{}'" })
  extraObjectKeys!: string[];

  /** First published (stamped by the database when the status first becomes 'approved'; never written here). */
  @Column({ type: 'timestamptz', name: 'published_at', nullable: true, insert: false, update: false })
  publishedAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}

function bigintNumber() {
  return {
    to: (value: number | null) => value,
    from: (value: string | null) => (value === null ? null : Number(value)),
  };
}
