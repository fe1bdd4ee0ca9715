import { REVIEWED_ANALYSIS_FIELDS, differs, type FieldOwner, type ReviewedAnalysisField } from '@proto/content/analysis-ownership';
import type { AnalysisField } from '@proto/content/analysis.types';
import type { AiMetadata } from '@/types/api';

/** Where a field stands: machine-written, or a person's (edited or accepted); worded by fieldState.<state>. */
export type FieldState = 'generated' | 'edited' | 'accepted';

export type FieldReview = {
  state: FieldState;
  owner: FieldOwner | null;
  /** A later analysis's value waiting beside the current one. */
  proposal: unknown;
  /** Something to accept: a proposal, or a generated value. */
  pending: boolean;
};

const valueOf = (metadata: AiMetadata | null | undefined, field: AnalysisField): unknown => metadata?.[field];

/** One field's review state in an analysis as staff see it. */
export function reviewOf(metadata: AiMetadata | null | undefined, field: AnalysisField): FieldReview {
  const owners = (metadata?.owners ?? {}) as Partial<Record<AnalysisField, FieldOwner>>;
  const owner = owners[field] ?? null;
  const proposal = valueOf(metadata?.proposal as AiMetadata | undefined, field);
  const state: FieldState = owner ? owner.how : 'generated';
  const hasValue = valueOf(metadata, field) !== undefined;
  return { state, owner, proposal, pending: proposal !== undefined || (state === 'generated' && hasValue) };
}

/** Every field with something to accept ('Accept all'); language is the item's own and never waits. */
export function pendingFields(metadata: AiMetadata | null | undefined): ReviewedAnalysisField[] {
  return REVIEWED_ANALYSIS_FIELDS.filter((field) => reviewOf(metadata, field).pending);
}

/** A list field as staff type it: one entry a line. */
export const linesOf = (value: unknown): string => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string').join('\n') : typeof value === 'string' ? value : '');

export const listOfLines = (text: string): string[] => text.split('\n').map((line) => line.trim()).filter(Boolean);

/** True when a proposal says something else than the current value. */
export const proposesChange = (metadata: AiMetadata | null | undefined, field: AnalysisField): boolean => {
  const { proposal } = reviewOf(metadata, field);
  return proposal !== undefined && differs(proposal as never, valueOf(metadata, field) as never);
};
