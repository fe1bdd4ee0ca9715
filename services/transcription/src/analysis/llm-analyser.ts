import OpenAI from 'openai';
import type { ResponseFormatJSONSchema } from 'openai/resources/shared';
import type { Chapter } from '@lectures/proto';
import type { AnalysedQna, Analyser, AnalysisInput, AnalysisResult } from './analysis.types';
import { ANALYSIS_SCHEMA, PART_SCHEMA } from './llm-analysis.schema';
import { LlmAnswer, LlmPartAnswer, readModelAnswer, type LlmQna } from './llm-answer';
import { decideLanguage } from './language-detector';
import { locateQuote } from './quote-locator';
import type { ProposedReference } from '../references/proposed-references';
import { buildSentenceUnits, type SentenceUnit } from './sentence-units';
import { toVocabulary } from './topic-tags';
import { alignWords, timeSpan } from './word-alignment';
import { ruleChapters } from './chapters/rule-chapters';
import { CHAPTER_TITLES_SCHEMA, CHAPTER_TITLES_SYSTEM, chapterTitlesPrompt, parseChapterTitles } from './chapters/model-chapter-titles';

export interface LlmAnalyserOptions {
  baseURL?: string;
  apiKey: string;
  model: string;
  /** Transcripts longer than this are summarised in parts, then combined. */
  maxPartChars?: number;
  timeoutMs?: number;
  maxRetries?: number;
}

const SYSTEM = [
  'You analyse transcripts of Islamic scholarly lectures for a library.',
  'The transcript comes from speech recognition: it may lack punctuation and contain misheard words; read through them.',
  'Write in the language of the transcript. Be faithful: no claims the lecture does not make.',
  'Tags: choose only from the allowed list and only when the lecture clearly supports them.',
  'For each question and answer, quote the exact transcript words where the answer is given.',
].join('\n');

const COMBINE =
  'Below are analyses of consecutive parts of one lecture. Combine them into one analysis of the whole lecture. Leave qna and references empty.';

/** Analysis by any OpenAI-compatible chat model, answering in a JSON schema. */
export class LlmAnalyser implements Analyser {
  readonly name = 'llm';
  private readonly client: OpenAI;

  constructor(private readonly options: LlmAnalyserOptions) {
    this.client = new OpenAI({
      apiKey: options.apiKey,
      baseURL: options.baseURL,
      timeout: options.timeoutMs ?? 120_000,
      maxRetries: options.maxRetries ?? 1,
    });
  }

  async analyse(input: AnalysisInput, signal?: AbortSignal): Promise<AnalysisResult> {
    const units = buildSentenceUnits(input.text, input.words);
    const parts = splitIntoParts(input.text, units, this.options.maxPartChars ?? 12_000);
    let answer: LlmAnswer;
    let qna: LlmQna[];
    let proposedReferences: ProposedReference[];
    if (parts.length <= 1) {
      answer = readModelAnswer(LlmAnswer, await this.ask(ANALYSIS_SCHEMA, SYSTEM, `Transcript:\n${input.text}`, signal));
      qna = answer.qna;
      proposedReferences = answer.references;
    } else {
      const partAnswers: LlmPartAnswer[] = [];
      for (const [i, part] of parts.entries()) {
        const prompt = `Part ${i + 1} of ${parts.length} of the transcript:\n${part}`;
        partAnswers.push(readModelAnswer(LlmPartAnswer, await this.ask(PART_SCHEMA, SYSTEM, prompt, signal)));
      }
      const digest = partAnswers.map((p, i) => ({ part: i + 1, summary: p.summary, keyPoints: p.keyPoints, topics: p.topics, tags: p.tags }));
      answer = readModelAnswer(LlmAnswer, await this.ask(ANALYSIS_SCHEMA, `${SYSTEM}\n${COMBINE}`, JSON.stringify(digest), signal));
      // Part answers quote the transcript; the combined one cannot.
      qna = partAnswers.flatMap((p) => p.qna).sort((a, b) => b.confidence - a.confidence).slice(0, 10);
      proposedReferences = partAnswers.flatMap((p) => p.references);
    }
    const chapters = await this.chapters(input.text, units, signal);
    return {
      title: answer.title,
      description: answer.description,
      speaker: answer.speaker || undefined,
      summary: answer.summary,
      keyPoints: answer.keyPoints,
      topics: answer.topics,
      tags: toVocabulary(answer.tags),
      language: decideLanguage(input.text, input.engineLanguage).language,
      qna: locateAll(input, units, qna),
      chapters,
      proposedReferences,
      engine: 'llm',
      analysedBy: this.options.model,
    };
  }

  /**
   * The rules find where the topic changes (a model's sense of time in a long transcript is not
   * to be trusted); the model titles each chapter. Its failure keeps the rules' titles.
   */
  private async chapters(text: string, units: SentenceUnit[], signal?: AbortSignal): Promise<Chapter[]> {
    const drafts = ruleChapters(text, units);
    const ruled = drafts.map(({ title, startTimeSec, generated }) => ({ title, startTimeSec, generated }));
    if (drafts.length === 0) return ruled;
    try {
      const answer = await this.ask(CHAPTER_TITLES_SCHEMA, CHAPTER_TITLES_SYSTEM, chapterTitlesPrompt(text, drafts, this.options.maxPartChars ?? 12_000), signal);
      return parseChapterTitles(answer, drafts) ?? ruled;
    } catch (error) {
      if (signal?.aborted) throw error;
      return ruled;
    }
  }

  private async ask(schema: typeof ANALYSIS_SCHEMA | typeof PART_SCHEMA | typeof CHAPTER_TITLES_SCHEMA, system: string, user: string, signal?: AbortSignal): Promise<string | null> {
    const completion = await this.client.chat.completions.create(
      {
        model: this.options.model,
        temperature: 0.2,
        messages: [
          { role: 'system', content: system },
          { role: 'user', content: user },
        ],
        response_format: { type: 'json_schema', json_schema: schema as unknown as ResponseFormatJSONSchema['json_schema'] },
      },
      { signal },
    );
    return completion.choices[0]?.message?.content ?? null;
  }
}

/** Consecutive stretches of whole sentence units, each at most maxChars (a longer unit stands alone). */
export function splitIntoParts(text: string, units: SentenceUnit[], maxChars: number): string[] {
  if (text.length <= maxChars || units.length === 0) return [text];
  const parts: string[] = [];
  let first = units[0];
  let last = units[0];
  for (const unit of units.slice(1)) {
    if (unit.endChar - first.startChar > maxChars) {
      parts.push(text.slice(first.startChar, last.endChar));
      first = unit;
    }
    last = unit;
  }
  parts.push(text.slice(first.startChar, last.endChar));
  return parts;
}

function locateAll(input: AnalysisInput, units: SentenceUnit[], qna: LlmQna[]): AnalysedQna[] {
  const aligned = alignWords(input.text, input.words);
  const items = qna.map((item): AnalysedQna => {
    const at = locateQuote(input.text, item.quote || item.a, units);
    const span = at ? timeSpan(aligned, at.startChar, at.endChar) : undefined;
    return {
      q: item.q,
      a: item.a,
      ...(at ? { startChar: at.startChar, endChar: at.endChar } : {}),
      ...(span ? { startTimeSec: span.start, endTimeSec: span.end } : {}),
      confidence: item.confidence,
      source: 'llm',
    };
  });
  return items.sort((a, b) => (a.startChar ?? Infinity) - (b.startChar ?? Infinity));
}
