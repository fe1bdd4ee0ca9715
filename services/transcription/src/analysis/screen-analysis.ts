import type { AnalysisField, WithheldText } from '@lectures/proto';
import type { AnalysedQna, AnalysisResult } from './analysis.types';
import { offensiveTermIn } from './offensive-language';

/** Sentences of a generated paragraph, each kept or withheld on its own. */
const sentencesOf = (text: string) => text.split(/(?<=[.!?؟])\s+/).filter((s) => s.trim());

/**
 * Generated text passes the offensive-language filter before anyone sees it: a title, speaker or
 * list entry that contains a flagged term is withheld whole; a summary or description loses the
 * sentences that contain one. What was withheld is listed (field, text, term) for staff, never
 * shown in a field and never public. A chapter with a flagged title is withheld whole. A misheard word can put the same phrase in the title, a
 * topic and a key point: it is withheld from each.
 */
export function screenAnalysis(result: AnalysisResult): AnalysisResult {
  const withheld: WithheldText[] = [];
  const keep = (field: AnalysisField, text: string): boolean => {
    const term = offensiveTermIn(text);
    if (term) withheld.push({ field, text, term });
    return !term;
  };
  const whole = (field: AnalysisField, text: string | undefined) => (text !== undefined && keep(field, text) ? text : undefined);
  const paragraph = (field: AnalysisField, text: string | undefined) => {
    if (text === undefined) return undefined;
    const sentences = sentencesOf(text);
    const kept = sentences.filter((sentence) => keep(field, sentence));
    return kept.length === sentences.length ? text : kept.join(' ');
  };
  const list = <T extends string>(field: AnalysisField, values: T[]) => values.filter((value) => keep(field, value));
  const pairs = (values: AnalysedQna[]) => values.filter((pair) => keep('qna', `${pair.q} ${pair.a}`));

  const screened: AnalysisResult = {
    ...result,
    title: whole('title', result.title),
    description: paragraph('description', result.description),
    speaker: whole('speaker', result.speaker),
    summary: paragraph('summary', result.summary),
    keyPoints: list('keyPoints', result.keyPoints),
    topics: list('topics', result.topics),
    tags: list('tags', result.tags),
    qna: pairs(result.qna),
    // A chapter whose title is flagged goes whole: its part joins the chapter before it.
    chapters: result.chapters.filter((chapter) => keep('chapters', chapter.title)),
  };
  if (screened.speaker === undefined) delete screened.speaker;
  return withheld.length > 0 ? { ...screened, withheld } : screened;
}
