/* What an analysis says (no decorators: the web app reads these types too; analysis.messages.ts validates them). */

/** A question and its answer; offsets and times are set when the answer was found in the transcript. */
export interface QnaItem {
  q: string;
  a: string;
  startChar?: number;
  endChar?: number;
  startTimeSec?: number;
  endTimeSec?: number;
  confidence?: number;
  source?: 'llm' | 'rule';
}

/** A source a lecture cites: a Quran verse or surah, or a hadith collection, at the moment it is cited. */
export interface SourceReference {
  kind: 'quran' | 'hadith';
  /** 'Al-Baqarah 2:255', 'Surah Al-Kahf (18)', 'Sahih al-Bukhari'. */
  label: string;
  surah?: number;
  ayah?: number;
  collection?: string;
  startTimeSec: number;
}

/**
 * A titled part of a lecture, from `startTimeSec` to the next chapter's start (or the end).
 * `generated`: the analysis made it and no person has renamed or moved it since.
 */
export interface Chapter {
  title: string;
  startTimeSec: number;
  generated: boolean;
}

/**
 * What the analysis of a transcript says, field by field. Closed: every field has a name a
 * person can correct, accept, or see marked as machine-written (ANALYSIS_FIELDS). Title,
 * description, speaker and tags are suggestions for the item's own fields.
 */
export interface Analysis {
  title?: string;
  description?: string;
  /** Only a model can tell who speaks; the rules leave it out. */
  speaker?: string;
  tags?: string[];
  summary?: string;
  keyPoints?: string[];
  topics?: string[];
  /** ISO 639-1 as detected ('und' when the text is too short to tell). */
  language?: string;
  qna?: QnaItem[];
  references?: SourceReference[];
  chapters?: Chapter[];
  /** What wrote all of it: a model's name, or 'Built-in rules'. */
  analysedBy?: string;
  /**
   * Generated text the offensive-language filter held back, field by field (staff views only):
   * never in any field, never public; staff see what was withheld and why.
   */
  withheld?: WithheldText[];
  /** Share of the transcript's words the speech engine was sure of, 0-1; absent when the engine reports no confidence. */
  certainShare?: number;
  /** Too little of the transcript was heard with confidence: no summary, key points, title or description were written. */
  tooUncertain?: boolean;
}

/** A generated text the offensive-language filter withheld from a field, and the term that flagged it. */
export interface WithheldText {
  field: AnalysisField;
  text: string;
  term: string;
}

/** What staff read in place of a summary when the transcript was too uncertain to write one. */
export const TOO_UNCERTAIN_NOTE = 'The transcript is too uncertain for an automatic summary';

/** The fields of an analysis a person can correct or accept; `analysedBy` is about all of them. */
export const ANALYSIS_FIELDS = [
  'title',
  'description',
  'speaker',
  'tags',
  'summary',
  'keyPoints',
  'topics',
  'language',
  'qna',
  'references',
  'chapters',
] as const satisfies readonly Exclude<keyof Analysis, 'analysedBy'>[];
export type AnalysisField = (typeof ANALYSIS_FIELDS)[number];

/** The analysis's fields out of a looser object (an older event's open metadata); anything else is left behind. */
export function analysisOf(source: Partial<Record<keyof Analysis, unknown>>): Analysis {
  const analysis: Record<string, unknown> = {};
  for (const field of [...ANALYSIS_FIELDS, 'analysedBy'] as const) {
    if (source[field] !== undefined) analysis[field] = source[field];
  }
  return analysis;
}
