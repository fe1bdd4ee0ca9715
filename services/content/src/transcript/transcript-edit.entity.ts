import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { PassageChange } from '@lectures/proto';

/** One save of a transcript by staff: who, when, and each passage's before and after. */
@Entity({ name: 'transcript_edit', schema: 'content' })
export class TranscriptEditEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid', { name: 'content_id' })
  contentId!: string;

  @Column('text', { name: 'edited_by' })
  editedBy!: string;

  @Column('timestamptz', { name: 'edited_at' })
  editedAt!: Date;

  @Column('jsonb')
  changes!: PassageChange[];
}
