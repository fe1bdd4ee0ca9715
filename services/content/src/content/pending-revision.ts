import type { PendingReview, StoredAnalysis } from '@lectures/proto';
import type { ContentEntity } from './content.entity';
import { changedAnalysisFields } from './analysis-review';

export const REVISABLE_FIELDS = ['title', 'description', 'speaker', 'tags'] as const;
export type RevisableField = (typeof REVISABLE_FIELDS)[number];

/**
 * What waits for review on a published item: staged fields, a reprocess's analysis, and whether
 * a transcript waits (its passages are the item's `waiting` passage rows).
 */
export interface PendingRevision {
  title?: string;
  description?: string | null;
  speaker?: string | null;
  tags?: string[];
  aiMetadata?: StoredAnalysis;
  transcript?: true;
  /** A reprocess that failed; the published transcript stays. */
  error?: string;
  by: string | null;
  at: string;
}

export type RevisionChanges = Omit<PendingRevision, 'by' | 'at'>;

/** Adds changes to the item's revision; `by` is the person, or null for the transcription. */
export function stageRevision(item: ContentEntity, changes: RevisionChanges, by: string | null): void {
  const current = item.pendingRevision;
  item.pendingRevision = { ...current, ...changes, by: by ?? current?.by ?? null, at: new Date().toISOString() };
}

/** Takes parts out of the revision; none left, none waits. */
export function withdraw(item: ContentEntity, parts: (keyof RevisionChanges)[]): void {
  if (!item.pendingRevision) return;
  const revision = { ...item.pendingRevision };
  for (const part of parts) delete revision[part];
  item.pendingRevision = reviewOf(revision, item.aiMetadata) ? revision : null;
}

/** An admin's own edit of a published item goes live: it also settles those fields of the revision. */
export function settleFields(item: ContentEntity, fields: RevisableField[]): void {
  withdraw(item, fields);
}

/**
 * Approval: the revision's fields and analysis become the published ones. Returns what waited
 * (its transcript is the TranscriptService's to publish).
 */
export function applyRevision(item: ContentEntity): PendingRevision | null {
  const revision = item.pendingRevision;
  item.pendingRevision = null;
  if (!revision) return null;
  if (revision.title !== undefined) item.title = revision.title;
  if (revision.description !== undefined) item.description = revision.description;
  if (revision.speaker !== undefined) item.speaker = revision.speaker;
  if (revision.tags !== undefined) item.tags = revision.tags;
  if (revision.aiMetadata !== undefined) item.aiMetadata = revision.aiMetadata;
  return revision;
}

/**
 * What staff are told about a revision, field by field (the transcript, and each analysis field that
 * differs from the published one); null when nothing waits.
 */
export function reviewOf(revision: PendingRevision | null | undefined, published: StoredAnalysis | null): PendingReview | null {
  if (!revision) return null;
  const fields: string[] = REVISABLE_FIELDS.filter((field) => revision[field] !== undefined);
  if (revision.transcript) fields.push('transcript');
  for (const field of changedAnalysisFields(revision.aiMetadata, published)) {
    if (!fields.includes(field)) fields.push(field);
  }
  if (fields.length === 0 && !revision.error) return null;
  return { fields, by: revision.by, at: revision.at, ...(revision.error ? { error: revision.error } : {}) };
}

/** The item's editable fields as staff see them: the revision over the published values. */
export function staffFieldsOf(item: ContentEntity): Pick<ContentEntity, RevisableField | 'aiMetadata'> {
  const r = item.pendingRevision ?? undefined;
  const aiMetadata = r?.aiMetadata ?? item.aiMetadata;
  return {
    title: r?.title ?? item.title,
    description: r?.description !== undefined ? r.description : item.description,
    speaker: r?.speaker !== undefined ? r.speaker : item.speaker,
    tags: r?.tags ?? item.tags,
    aiMetadata: r?.error ? { ...(aiMetadata ?? {}), error: r.error } : aiMetadata,
  };
}
