import { Inject, Injectable, Logger } from '@nestjs/common';
import { OUTBOX, type OutboxRelay } from '@lectures/platform';
import { joinPassages, type Analysis, type AnalysisRequestedEvent, type AnalysisRequestedV2Event } from '@lectures/proto';
import type { Analyser } from './analysis.types';
import { JobRepository } from '../jobs/job.repository';
import { ANALYSER } from '../transcription.tokens';
import type { TimedWord } from '../stt/speech-to-text';
import { toAnalysis } from './to-analysis';

/**
 * Word times spread evenly over each passage (the corrected text has no engine times of its own),
 * with the engine's confidence of each word where the passage kept it (none where staff corrected it).
 */
function wordsOf(segments: ReturnType<typeof joinPassages>['segments']): TimedWord[] {
  return segments.flatMap((segment) => {
    const words = segment.text.split(' ').filter(Boolean);
    const step = words.length > 0 ? (segment.end - segment.start) / words.length : 0;
    const confidence = segment.confidence?.length === words.length ? segment.confidence : undefined;
    return words.map((word, i) => ({ word, start: segment.start + i * step, end: segment.start + (i + 1) * step, ...(confidence ? { conf: confidence[i] } : {}) }));
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

  async run(event: AnalysisRequestedEvent | AnalysisRequestedV2Event): Promise<void> {
    const { text, segments } = joinPassages(event.passages.filter((passage) => passage.text.trim()));
    let answer: { analysis: Analysis } | { error: string };
    try {
      const found = await this.analyser.analyse({ text, words: wordsOf(segments) });
      answer = { analysis: toAnalysis(found, segments) };
    } catch (error) {
      this.logger.error({ msg: 'analysis again failed', contentId: event.contentId, error: String(error) });
      answer = { error: 'The transcript could not be analysed' };
    }
    await this.jobs.transaction(async (manager) => {
      await this.outbox.add(manager, 'transcription.analysed.v2', { contentId: event.contentId, request: event.request, ...answer });
    });
    this.outbox.kick();
  }
}
