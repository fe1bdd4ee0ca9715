import type { ProgressLogLevel } from '@lectures/proto';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** The log lines a client sees, kept so one joining mid-job gets the last 50. */
@Entity({ name: 'progress_log', schema: 'transcription' })
@Index('progress_log_job_idx', ['jobId', 'id'])
export class ProgressLogEntity {
  @PrimaryGeneratedColumn('increment', { type: 'bigint' })
  id!: string;

  @Column('uuid', { name: 'job_id' })
  jobId!: string;

  @Column('text')
  level!: ProgressLogLevel;

  @Column('text')
  message!: string;

  /** Absent on lines that do not move the bar (a retry notice). */
  @Column('int', { nullable: true })
  progress!: number | null;

  @Column('timestamptz')
  at!: Date;
}
