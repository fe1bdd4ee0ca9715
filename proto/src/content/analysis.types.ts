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
}

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
