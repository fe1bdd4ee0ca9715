import type { Chapter, QnaItem, TOPIC_TAGS, WithheldText } from '@lectures/proto';
import type { ProposedReference } from '../references/proposed-references';
import type { TimedWord } from '../stt/speech-to-text';

export type TopicTag = (typeof TOPIC_TAGS)[number];

/** A question/answer pair; offsets are set when the answer was found in the transcript. */
export type AnalysedQna = QnaItem & { confidence: number; source: 'llm' | 'rule' };

export interface AnalysisInput {
  /** The whole transcript, as stored on the content item. */
  text: string;
  /** Word timings in seconds from the start of the recording, with the engine's confidence where it gave one. */
  words: TimedWord[];
  /** The language the speech engine said it heard for most of the recording (Whisper), as it names it. */
  engineLanguage?: string;
}

export interface AnalysisResult {
  /** Title, description and summary are left out when too little of the transcript was certain. */
  title?: string;
  description?: string;
  summary?: string;
  keyPoints: string[];
  topics: string[];
  tags: TopicTag[];
  /** ISO 639-1 code from the engine, else from the text when the detector is sure; absent: staff are asked. */
  language?: string;
  qna: AnalysedQna[];
  /** Where the talk moves to another topic (the rules), titled by the rules or the model; none for a talk on one topic. */
  chapters: Chapter[];
  /** Which analyser produced this (a model, or the rules as fallback). */
  engine: 'llm' | 'rule';
  /** Shown to staff and visitors beside machine-made text: the model's name, or the built-in rules. */
  analysedBy: string;
  /** Only a model can tell who speaks; the rule analyser leaves it out. */
  speaker?: string;
  /** Sources a model says the lecture cites, still to be checked against the surah and collection lists. */
  proposedReferences?: ProposedReference[];
  /** Share of the words in sentences the engine was sure of; absent when it reported no confidence. */
  certainShare?: number;
  /** Too little was certain: no summary, key points, title or description. */
  tooUncertain?: boolean;
  /** Set by the offensive-language filter (screen-analysis.ts). */
  withheld?: WithheldText[];
}

export interface Analyser {
  readonly name: string;
  analyse(input: AnalysisInput, signal?: AbortSignal): Promise<AnalysisResult>;
}
