import { Inject, Injectable, Logger } from '@nestjs/common';
import { OUTBOX, type OutboxRelay } from '@lectures/platform';
import { joinPassages, type Analysis, type AnalysisRequestedEvent } from '@lectures/proto';
import type { Analyser } from './analysis.types';
import { JobRepository } from '../jobs/job.repository';
import { ANALYSER } from '../transcription.tokens';
import { findReferences } from '../references/find-references';
import { checkProposedReferences, mergeReferences } from '../references/proposed-references';
import type { TimedWord } from '../stt/speech-to-text';

/** Word times spread evenly over each passage: the corrected text has no engine times of its own. */
function wordsOf(segments: ReturnType<typeof joinPassages>['segments']): TimedWord[] {
  return segments.flatMap((segment) => {
    const words = segment.text.split(' ').filter(Boolean);
    const step = words.length > 0 ? (segment.end - segment.start) / words.length : 0;
    return words.map((word, i) => ({ word, start: segment.start + i * step, end: segment.start + (i + 1) * step }));
  });
}

/**
 * 'Analyse again': the analysis alone, on the transcript as content keeps it (staff's corrections
 * in it); nothing is transcribed. The answer goes back through the outbox like a completed job's.
 */
@Injectable()
export class AnalyseAgainService {
  private readonly logger = new Logger('AnalyseAgain');

  constructor(
    private readonly jobs: JobRepository,
    @Inject(ANALYSER) private readonly analyser: Analyser,
    @Inject(OUTBOX) private readonly outbox: OutboxRelay,
  ) {}

  async run(event: AnalysisRequestedEvent): Promise<void> {
    const { text, segments } = joinPassages(event.passages.filter((passage) => passage.text.trim()));
    let answer: { analysis: Analysis } | { error: string };
    try {
      const found = await this.analyser.analyse({ text, words: wordsOf(segments) });
      answer = {
        analysis: {
          title: found.title,
          description: found.description,
          ...(found.speaker ? { speaker: found.speaker } : {}),
          tags: found.tags,
          summary: found.summary,
          keyPoints: found.keyPoints,
          topics: found.topics,
          language: found.language,
          qna: found.qna,
          chapters: found.chapters,
          references: mergeReferences(findReferences(segments), checkProposedReferences(found.proposedReferences ?? [], segments)),
          analysedBy: found.analysedBy,
        },
      };
    } catch (error) {
      this.logger.error({ msg: 'analysis again failed', contentId: event.contentId, error: String(error) });
      answer = { error: 'The transcript could not be analysed' };
    }
    await this.jobs.transaction(async (manager) => {
      await this.outbox.add(manager, 'transcription.analysed.v1', { contentId: event.contentId, request: event.request, ...answer });
    });
    this.outbox.kick();
  }
}
