import type { ContentLanguage, JobState, TranscriptionLane } from '@lectures/proto';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, Unique, UpdateDateColumn } from 'typeorm';

/** One (content item, generation) being transcribed; the source of truth for resuming. */
@Entity({ name: 'job', schema: 'transcription' })
@Unique('job_content_generation_key', ['contentId', 'generation'])
export class TranscriptionJobEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid', { name: 'content_id' })
  contentId!: string;

  @Column('int')
  generation!: number;

  @Column('text')
  state!: JobState;

  @Column('text', { name: 'media_key' })
  mediaKey!: string;

  @Column('text', { name: 'media_type' })
  mediaType!: 'audio' | 'video';

  /** The language staff chose for the item; null: the engine's own (PocketSphinx: English). */
  @Column('text', { nullable: true })
  language!: ContentLanguage | null;

  /** backlog: an imported lecture, planned and fed to the workers only while no new work waits. */
  @Column('text', { default: 'new' })
  lane!: TranscriptionLane;

  /** When a backlog job was let in to be planned; null while it waits (always set in the new lane's sense: not used). */
  @Column('timestamptz', { name: 'admitted_at', nullable: true })
  admittedAt!: Date | null;

  /** The recording's length as media-storage measured it, for the backlog's estimate before planning. */
  @Column('double precision', { name: 'expected_sec', nullable: true })
  expectedSec!: number | null;

  @Column('double precision', { name: 'duration_sec', nullable: true })
  durationSec!: number | null;

  @Column('int', { name: 'segment_count', default: 0 })
  segmentCount!: number;

  /** Segments 0..assembledCount-1 are done and were sent out as chunks, in order. */
  @Column('int', { name: 'assembled_count', default: 0 })
  assembledCount!: number;

  @Column('text', { nullable: true })
  error!: string | null;

  @Column('timestamptz', { name: 'transcribed_at', nullable: true })
  transcribedAt!: Date | null;

  @Column('timestamptz', { name: 'completed_at', nullable: true })
  completedAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
