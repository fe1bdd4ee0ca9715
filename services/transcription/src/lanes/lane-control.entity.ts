import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Whether a lane is paused, by whom and since when: one row per lane, kept across restarts. */
@Entity({ name: 'lane_control', schema: 'transcription' })
export class LaneControlEntity {
  @PrimaryColumn('text')
  lane!: string;

  @Column('boolean', { default: false })
  paused!: boolean;

  @Column('uuid', { name: 'changed_by', nullable: true })
  changedBy!: string | null;

  @Column('timestamptz', { name: 'changed_at', nullable: true })
  changedAt!: Date | null;
}
