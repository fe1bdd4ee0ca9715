import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { ImportSourceRef, ImportState } from '@lectures/proto';
import type { ManifestEntry } from './manifest';

@Entity({ name: 'import', schema: 'content' })
export class ImportEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('jsonb')
  source!: ImportSourceRef;

  @Column('boolean', { name: 'dry_run' })
  dryRun!: boolean;

  @Column('text')
  state!: ImportState;

  @Column('uuid', { name: 'created_by' })
  createdBy!: string;

  @Column('text', { name: 'client_key', nullable: true })
  clientKey!: string | null;

  /** The manifest's rows by path, kept until a server-side source is listed. */
  @Column('jsonb', { nullable: true })
  manifest!: Record<string, ManifestEntry> | null;

  /** Where listing a server-side source goes on from; null before the first page. */
  @Column('text', { name: 'list_cursor', nullable: true })
  listCursor!: string | null;

  /** One replica lists a source at a time: it holds this lease while it asks for a page. */
  @Column('timestamptz', { name: 'list_lease_until', nullable: true })
  listLeaseUntil!: Date | null;

  @Column('text', { nullable: true })
  error!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column('timestamptz', { name: 'started_at', nullable: true })
  startedAt!: Date | null;

  @Column('timestamptz', { name: 'finished_at', nullable: true })
  finishedAt!: Date | null;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
