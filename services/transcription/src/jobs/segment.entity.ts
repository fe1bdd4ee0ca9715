import { Column, Entity, PrimaryGeneratedColumn, Unique } from 'typeorm';
import type { TimedWord } from '../stt/speech-to-text';

export type SegmentState = 'pending' | 'done' | 'failed';

/** A stretch of at most ~30 s of one job's audio, transcribed by whichever worker takes it. */
@Entity({ name: 'segment', schema: 'transcription' })
@Unique('segment_job_index_key', ['jobId', 'index'])
export class SegmentEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid', { name: 'job_id' })
  jobId!: string;

  @Column('int')
  index!: number;

  @Column('double precision', { name: 'start_sec' })
  startSec!: number;

  @Column('double precision', { name: 'end_sec' })
  endSec!: number;

  @Column('text', { default: 'pending' })
  state!: SegmentState;

  @Column('int', { default: 0 })
  attempts!: number;

  @Column('text', { nullable: true })
  text!: string | null;

  /** Times relative to the segment start. */
  @Column('jsonb', { nullable: true })
  words!: TimedWord[] | null;

  /** The language the engine said it heard (Whisper); null when it does not say. */
  @Column('text', { nullable: true })
  language!: string | null;

  /** Which worker process transcribed it, and how long the engine took. */
  @Column('text', { nullable: true })
  worker!: string | null;

  @Column('int', { name: 'engine_ms', nullable: true })
  engineMs!: number | null;

  /** Set once the task was confirmed on the broker; resume re-queues only what was never queued. */
  @Column('timestamptz', { name: 'queued_at', nullable: true })
  queuedAt!: Date | null;

  @Column('timestamptz', { name: 'done_at', nullable: true })
  doneAt!: Date | null;
}
