import {
  ANALYSIS_FIELDS,
  AppError,
  EDITABLE_ANALYSIS_FIELDS,
  differs,
  isSuggestionField,
  type Analysis,
  type AnalysisEdits,
  type AnalysisField,
  type AnalysisOwners,
  type FieldOwner,
  type QnaItem,
  type ReviewedAnalysisField,
  type StoredAnalysis,
  type SuggestionField,
} from '@lectures/proto';
import { editedChapters } from './chapter-edits';

/** What a person did, and when: `by` is null for the admin setting's automatic acceptance. */
export interface Stamp {
  by: string | null;
  at: string;
}

const FIELD_WORDS: Record<AnalysisField, string> = {
  title: 'suggested title',
  description: 'suggested description',
  speaker: 'suggested speaker',
  tags: 'suggested tags',
  summary: 'summary',
  keyPoints: 'key points',
  topics: 'topics',
  language: 'language',
  qna: 'questions and answers',
  references: 'references',
  chapters: 'chapters',
};

type Values = Partial<Record<AnalysisField, unknown>>;

/** Staff-only facts about an analysis, not fields of it: never public, never proposals. */
const ANALYSIS_NOTES = ['withheld', 'certainShare', 'tooUncertain'] as const satisfies readonly (keyof Analysis)[];
const valuesOf = (analysis: Analysis | undefined): Values => analysis ?? {};

/** A copy whose owners and proposal can be changed without touching the original. */
function copyOf(current: StoredAnalysis | null | undefined): StoredAnalysis {
  return { ...(current ?? {}), owners: { ...(current?.owners ?? {}) }, proposal: { ...(current?.proposal ?? {}) } };
}

/** Drops empty owners and proposal, so an analysis nobody touched looks as it always did. */
function tidy(analysis: StoredAnalysis): StoredAnalysis {
  const { owners, proposal, ...rest } = analysis;
  const hasProposal = proposal && ANALYSIS_FIELDS.some((field) => proposal[field] !== undefined);
  return {
    ...rest,
    ...(owners && Object.keys(owners).length > 0 ? { owners } : {}),
    ...(hasProposal ? { proposal } : {}),
  };
}

function setField(target: Analysis, field: AnalysisField, value: unknown): void {
  const values = target as Values;
  if (value === undefined) delete values[field];
  else values[field] = value;
}

/**
 * A new analysis meets the one the item has. A field a person edited or accepted keeps its value;
 * a different new value waits beside it as a proposal. A reprocess replaces the machine's own
 * fields; 'Analyse again' (`again`) replaces nothing: every new value that differs is a proposal.
 * With `autoAccept` (the admin setting), the machine's fields a reprocess wrote are accepted at once.
 */
export function mergeAnalysis(current: StoredAnalysis | null | undefined, fresh: Analysis, mode: 'reprocess' | 'again', autoAccept?: Stamp): StoredAnalysis {
  const base = copyOf(current);
  const owners = base.owners!;
  const next: StoredAnalysis = mode === 'again' ? { ...base, proposal: {} } : { owners, proposal: {} };
  const proposal = next.proposal!;
  for (const field of ANALYSIS_FIELDS) {
    const value = valuesOf(fresh)[field];
    const kept = valuesOf(base)[field];
    if (owners[field] || mode === 'again') {
      setField(next, field, kept);
      if (field !== 'language' && value !== undefined && differs(value as never, kept as never)) setField(proposal, field, value);
    } else {
      setField(next, field, value);
      if (autoAccept && value !== undefined && field !== 'language') owners[field] = { how: 'accepted', ...autoAccept };
    }
  }
  if (mode === 'again') {
    if (fresh.analysedBy) proposal.analysedBy = fresh.analysedBy;
  } else if (fresh.analysedBy) {
    next.analysedBy = fresh.analysedBy;
  }
  // What the analysis says of itself (texts it withheld, how much of the transcript was certain)
  // is about the latest one, whichever kind: staff see what it held back.
  for (const note of ANALYSIS_NOTES) {
    if (fresh[note] === undefined) delete next[note];
    else (next as Record<string, unknown>)[note] = fresh[note];
  }
  return tidy(next);
}

function cleanText(value: string): string | undefined {
  const trimmed = value.trim();
  return trimmed ? trimmed : undefined;
}

function cleanList(values: string[]): string[] | undefined {
  const kept = [...new Set(values.map((value) => value.trim()).filter(Boolean))];
  return kept.length > 0 ? kept : undefined;
}

/** What an edit is checked against: the recording's length (a chapter must start inside it). */
export interface EditContext {
  durationSeconds?: number | null;
}

/** A field's value as a person wrote it: trimmed, empty entries dropped; undefined when nothing is left. */
function cleaned(field: (typeof EDITABLE_ANALYSIS_FIELDS)[number], edits: AnalysisEdits, current: StoredAnalysis, context: EditContext): unknown {
  switch (field) {
    case 'title':
    case 'description':
    case 'summary':
      return cleanText(edits[field] ?? '');
    case 'tags':
    case 'keyPoints':
    case 'topics':
      return cleanList(edits[field] ?? []);
    case 'qna': {
      const pairs: QnaItem[] = (edits.qna ?? [])
        .map((pair) => ({ q: pair.q.trim(), a: pair.a.trim() }))
        .filter((pair) => pair.q || pair.a);
      return pairs.length > 0 ? pairs : undefined;
    }
    case 'references':
      return edits.references && edits.references.length > 0 ? edits.references.map((reference) => ({ ...reference, label: reference.label.trim() })) : undefined;
    case 'chapters':
      return editedChapters(current.chapters, edits.chapters ?? [], context.durationSeconds);
  }
}

/** Staff's own values: each given field is theirs from now on (a cleared one stays cleared), and its proposal is settled. */
export function editAnalysis(current: StoredAnalysis | null | undefined, edits: AnalysisEdits, stamp: Stamp, context: EditContext = {}): StoredAnalysis {
  const next = copyOf(current);
  for (const field of EDITABLE_ANALYSIS_FIELDS) {
    if (edits[field] === undefined) continue;
    setField(next, field, cleaned(field, edits, next, context));
    next.owners![field] = { how: 'edited', ...stamp } satisfies FieldOwner;
    setField(next.proposal!, field, undefined);
  }
  return tidy(next);
}

/**
 * Staff accept fields: a waiting proposal's value, else the machine's. Returns the analysis and the
 * suggestions that now fill the item's own title, description, speaker and tags.
 */
export function acceptFields(
  current: StoredAnalysis | null | undefined,
  fields: ReviewedAnalysisField[],
  stamp: Stamp,
): { analysis: StoredAnalysis; fills: Partial<Record<SuggestionField, unknown>> } {
  const next = copyOf(current);
  const fills: Partial<Record<SuggestionField, unknown>> = {};
  for (const field of new Set(fields)) {
    const proposed = valuesOf(next.proposal)[field];
    const value = proposed !== undefined ? proposed : valuesOf(next)[field];
    if (value === undefined) throw new AppError('INVALID', `There is no ${FIELD_WORDS[field]} to accept.`);
    setField(next, field, value);
    setField(next.proposal!, field, undefined);
    next.owners![field] = { how: 'accepted', ...stamp };
    if (isSuggestionField(field)) fills[field] = value;
  }
  return { analysis: tidy(next), fills };
}

/** Staff set aside a waiting proposal, or, with none, the machine's value of a field nobody owns. */
export function discardFields(current: StoredAnalysis | null | undefined, fields: ReviewedAnalysisField[]): StoredAnalysis {
  const next = copyOf(current);
  for (const field of new Set(fields)) {
    if (valuesOf(next.proposal)[field] !== undefined) setField(next.proposal!, field, undefined);
    else if (!next.owners![field] && valuesOf(next)[field] !== undefined) setField(next, field, undefined);
    else throw new AppError('INVALID', `There is no ${FIELD_WORDS[field]} to discard.`);
  }
  return tidy(next);
}

/**
 * What visitors see of an analysis: the fields a person edited or accepted, and the language (the
 * item's own, shown anyway). Nothing a machine wrote goes public unchecked.
 */
export function publicAnalysis(stored: StoredAnalysis | null): StoredAnalysis | null {
  if (!stored) return null;
  const owners: AnalysisOwners = stored.owners ?? {};
  const shown: StoredAnalysis = {};
  for (const field of ANALYSIS_FIELDS) {
    if ((field === 'language' || owners[field]) && valuesOf(stored)[field] !== undefined) setField(shown, field, valuesOf(stored)[field]);
  }
  if (owners.qna && stored.questions) shown.questions = stored.questions;
  const anyText = Object.keys(shown).some((key) => key !== 'language');
  if (anyText && stored.analysedBy) shown.analysedBy = stored.analysedBy;
  if (stored.transcriptUnavailable) shown.transcriptUnavailable = stored.transcriptUnavailable;
  if (stored.error) shown.error = stored.error;
  return shown;
}

/** The analysis fields of `next` that differ from `published` (what a revision changes). */
export function changedAnalysisFields(next: StoredAnalysis | undefined, published: StoredAnalysis | null | undefined): AnalysisField[] {
  if (!next) return [];
  return ANALYSIS_FIELDS.filter((field) => differs(valuesOf(next)[field] as never, valuesOf(published ?? undefined)[field] as never));
}

/** The words for a field in staff's messages. */
export const fieldWords = (field: AnalysisField): string => FIELD_WORDS[field];

/** The fields a person owns, with their marks; null when there are none (what a reprocess keeps). */
export function ownedOnly(stored: StoredAnalysis | null): StoredAnalysis | null {
  const owners = stored?.owners ?? {};
  const fields = ANALYSIS_FIELDS.filter((field) => owners[field]);
  if (!stored || fields.length === 0) return null;
  const kept: StoredAnalysis = { owners: { ...owners } };
  for (const field of fields) setField(kept, field, valuesOf(stored)[field]);
  return kept;
}
