import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { FixityProblemKind } from '@lectures/proto';

/** The audit found an original missing or changed; resolved when a later read finds it intact again. */
@Entity({ name: 'fixity_finding', schema: 'media' })
export class FixityFindingEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('text', { name: 'media_key' })
  mediaKey!: string;

  @Column('uuid', { name: 'content_id', nullable: true })
  contentId!: string | null;

  @Column('text')
  problem!: FixityProblemKind;

  @Column('text', { name: 'expected_sha256' })
  expectedSha256!: string;

  @Column('text', { name: 'actual_sha256', nullable: true })
  actualSha256!: string | null;

  @Column('timestamptz', { name: 'detected_at', default: () => 'now()' })
  detectedAt!: Date;

  @Column('timestamptz', { name: 'resolved_at', nullable: true })
  resolvedAt!: Date | null;
}
