import { ANALYSIS_FIELDS, type Analysis, type AnalysisField } from './analysis.types';

/**
 * Who owns an analysis field: absent, the machine wrote it (generated); else a person edited it or
 * accepted it (by null: accepted automatically, by the admin setting). Owned fields are the only
 * ones visitors see, and a later analysis never overwrites them.
 */
export interface FieldOwner {
  how: 'edited' | 'accepted';
  by: string | null;
  at: string;
}

export type AnalysisOwners = Partial<Record<AnalysisField, FieldOwner>>;

/** Title, description, speaker and tags: suggestions for the item's own fields, which accepting fills. */
export const SUGGESTION_FIELDS = ['title', 'description', 'speaker', 'tags'] as const satisfies readonly AnalysisField[];
export type SuggestionField = (typeof SUGGESTION_FIELDS)[number];

/** Fields staff may write in `PATCH /api/content/{id}`'s `analysis` (language has its own field; chapters are not made yet). */
export const EDITABLE_ANALYSIS_FIELDS = [
  'title',
  'description',
  'tags',
  'summary',
  'keyPoints',
  'topics',
  'qna',
  'references',
  'chapters',
] as const satisfies readonly AnalysisField[];

/** Fields staff accept or discard one by one (language is the item's own choice: it is never withheld). */
export const REVIEWED_ANALYSIS_FIELDS = ANALYSIS_FIELDS.filter((field): field is Exclude<AnalysisField, 'language'> => field !== 'language');
export type ReviewedAnalysisField = (typeof REVIEWED_ANALYSIS_FIELDS)[number];

export const isSuggestionField = (field: string): field is SuggestionField => (SUGGESTION_FIELDS as readonly string[]).includes(field);

/** A value as text with object keys in one order (PostgreSQL's jsonb keeps its own order of keys). */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** Values of two analyses' field differ (order of list items counts, order of keys does not). */
export function differs(a: Analysis[AnalysisField] | undefined, b: Analysis[AnalysisField] | undefined): boolean {
  return canonical(a) !== canonical(b);
}

/** The admin's analysis settings: with `autoAccept`, a transcription's analysis is accepted as it arrives. Off by default. */
export interface AnalysisSettings {
  autoAccept: boolean;
  changedBy: string | null;
  changedAt: string | null;
}
