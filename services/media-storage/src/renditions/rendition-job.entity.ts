import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { StoredRendition } from '@lectures/proto';

export type RenditionJobState = 'waiting' | 'running' | 'done' | 'failed';

/** The renditions of one original: asked for at registration (or by the backfill), made by a rendition worker. */
@Entity({ name: 'rendition_job', schema: 'media' })
export class RenditionJobEntity {
  @PrimaryColumn('text', { name: 'media_key' })
  mediaKey!: string;

  @Column('uuid', { name: 'content_id', nullable: true })
  contentId!: string | null;

  /** 'new': asked for at upload, on the queue at once; 'backlog': the backfill, fed while no new job waits. */
  @Column('text', { default: 'new' })
  lane!: 'new' | 'backlog';

  @Column('text', { default: 'waiting' })
  state!: RenditionJobState;

  /** Claims so far; the claim's number is its token (a worker whose lease lapsed cannot finish over the next). */
  @Column('integer', { default: 0 })
  attempts!: number;

  @Column('timestamptz', { name: 'queued_at', nullable: true })
  queuedAt!: Date | null;

  @Column('timestamptz', { name: 'lease_until', nullable: true })
  leaseUntil!: Date | null;

  /** Why the renditions could not be made (the lecture plays from its original). */
  @Column('text', { nullable: true })
  reason!: string | null;

  @Column('jsonb', { default: () => "'[]'::jsonb" })
  renditions!: StoredRendition[];

  @Column('timestamptz', { name: 'requested_at', default: () => 'now()' })
  requestedAt!: Date;

  @Column('timestamptz', { name: 'finished_at', nullable: true })
  finishedAt!: Date | null;
}
