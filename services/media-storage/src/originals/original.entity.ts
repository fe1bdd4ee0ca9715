import { Column, Entity, PrimaryColumn } from 'typeorm';

const bigint = { to: (v: number) => v, from: (v: string) => Number(v) };

export type OriginalState = 'unchecked' | 'intact' | 'missing' | 'changed';

/**
 * One stored original (`media/<id>/original.<ext>`) and the SHA-256 of its bytes,
 * recorded when it was registered. Originals are never modified after ingest: the
 * fixity audit reads them again and says when one is missing or changed.
 */
@Entity({ name: 'original', schema: 'media' })
export class OriginalEntity {
  @PrimaryColumn('text', { name: 'media_key' })
  mediaKey!: string;

  /** The lecture it belongs to; null only for originals stored before checksums were kept. */
  @Column('uuid', { name: 'content_id', nullable: true })
  contentId!: string | null;

  @Column('bigint', { transformer: bigint })
  size!: number;

  /** Null until the audit's first pass hashed an original stored before checksums were kept. */
  @Column('text', { nullable: true })
  sha256!: string | null;

  @Column('timestamptz', { name: 'registered_at', default: () => 'now()' })
  registeredAt!: Date;

  @Column('timestamptz', { name: 'checked_at', nullable: true })
  checkedAt!: Date | null;

  @Column('text', { default: 'unchecked' })
  state!: OriginalState;
}
