import type { Analysis, TimedSegment } from '@lectures/proto';
import { findReferences } from '../references/find-references';
import { checkProposedReferences, mergeReferences } from '../references/proposed-references';
import type { AnalysisResult } from './analysis.types';
import { screenAnalysis } from './screen-analysis';

/**
 * An analyser's result as the contract carries it, for a finished job and for 'Analyse again'
 * alike: screened by the offensive-language filter first, the references found by the rules and
 * a model's proposals that hold up against the surah and collection lists.
 */
export function toAnalysis(found: AnalysisResult, segments: TimedSegment[]): Analysis {
  const screened = screenAnalysis(found);
  return {
    ...(screened.title ? { title: screened.title } : {}),
    ...(screened.description ? { description: screened.description } : {}),
    ...(screened.speaker ? { speaker: screened.speaker } : {}),
    tags: screened.tags,
    ...(screened.summary ? { summary: screened.summary } : {}),
    keyPoints: screened.keyPoints,
    topics: screened.topics,
    ...(screened.language ? { language: screened.language } : {}),
    qna: screened.qna,
    chapters: screened.chapters,
    references: mergeReferences(findReferences(segments), checkProposedReferences(screened.proposedReferences ?? [], segments)),
    analysedBy: screened.analysedBy,
    ...(screened.withheld ? { withheld: screened.withheld } : {}),
    ...(screened.certainShare !== undefined ? { certainShare: screened.certainShare } : {}),
    ...(screened.tooUncertain ? { tooUncertain: true } : {}),
  };
}
