import { Inject, Injectable, Logger } from '@nestjs/common';
import { OUTBOX, type OutboxRelay } from '@lectures/platform';
import type { Analysis, HeardPassage, ProgressMessage, TimedSegment } from '@lectures/proto';
import type { Analyser, AnalysisResult } from '../analysis/analysis.types';
import { JobRepository, UNFINISHED_STATES } from '../jobs/job.repository';
import type { TranscriptionJobEntity } from '../jobs/transcription-job.entity';
import { Progress, ProgressReporter } from '../progress/progress-reporter';
import { ANALYSER, VOCABULARY } from '../transcription.tokens';
import type { VocabularyStore } from '../vocabulary/vocabulary-store';
import { punctuate } from './sentence-breaks';
import { joinSegments, timedPassages, type JoinedTranscript } from './timed-transcript';
import { toAnalysis } from '../analysis/to-analysis';

/** Ends a job: analysis and the completed event, or the failure and its reason. */
@Injectable()
export class JobCompletionService {
  private readonly logger = new Logger('JobCompletion');

  constructor(
    private readonly jobs: JobRepository,
    private readonly progress: ProgressReporter,
    @Inject(ANALYSER) private readonly analyser: Analyser,
    @Inject(OUTBOX) private readonly outbox: OutboxRelay,
    @Inject(VOCABULARY) private readonly vocabulary: VocabularyStore,
  ) {}

  /** Runs once every segment is assembled (the job is 'analysing'). */
  async finish(jobId: string): Promise<void> {
    const job = await this.jobs.findJobById(jobId);
    if (!job || job.state !== 'analysing') return;
    // Readable sentences from engines that give none (PocketSphinx); the words stay the same.
    const joined = punctuate(joinSegments(await this.jobs.segments(job.id)), this.vocabulary.writtenForms());
    await this.progress.log(job, `Analysing the transcript (${countWords(joined.text)} words)`, Progress.analysing);
    let analysis: AnalysisResult;
    try {
      analysis = await this.analyse(job, joined);
    } catch (error) {
      // The rules do not depend on anything that could come back later: retrying would not help.
      this.logger.error({ msg: 'analysis failed', contentId: job.contentId, error: String(error) });
      await this.fail(job, 'The transcript could not be analysed');
      return;
    }
    const segments = timedPassages(joined, job.durationSec);
    const result = toAnalysis(analysis, segments);
    const finished = await this.jobs.transaction(async (manager) => {
      const moved = await this.jobs.transition(manager, job.id, ['analysing'], 'completed', { completedAt: new Date() });
      if (!moved) return false;
      await this.outbox.add(manager, 'transcription.completed.v3', {
        contentId: job.contentId,
        generation: job.generation,
        passages: segments.map(passageOf),
        analysis: result,
      });
      await this.jobs.addLog(manager, job.id, 'info', 'Processing complete', Progress.complete, new Date());
      return true;
    });
    if (!finished) return;
    this.outbox.kick();
    // Browsers hear transcript_complete from content once it has stored the result.
    await this.progress.send(logLine(job.contentId, 'Processing complete', 'info', Progress.complete));
    this.logger.log({ msg: 'job completed', contentId: job.contentId, generation: job.generation, segments: job.segmentCount });
  }

  /**
   * Ends a job with no transcript, for a reason staff can read (no engine for the item's
   * language): the item completes and can be published; nothing is made up.
   */
  async finishWithoutTranscript(job: TranscriptionJobEntity, reason: string): Promise<void> {
    const analysis: Analysis = { ...(job.language ? { language: job.language } : {}), references: [] };
    const finished = await this.jobs.transaction(async (manager) => {
      const moved = await this.jobs.transition(manager, job.id, UNFINISHED_STATES, 'completed', { completedAt: new Date() });
      if (!moved) return false;
      await this.outbox.add(manager, 'transcription.completed.v3', { contentId: job.contentId, generation: job.generation, passages: [], analysis, transcriptUnavailable: reason });
      await this.jobs.addLog(manager, job.id, 'warn', reason, Progress.complete, new Date());
      return true;
    });
    if (!finished) return;
    this.outbox.kick();
    await this.progress.send(logLine(job.contentId, reason, 'warn', Progress.complete));
    this.logger.log({ msg: 'job completed without a transcript', contentId: job.contentId, generation: job.generation, reason });
  }

  /** Marks an unfinished job failed with a reason staff can read; false if it had already ended. */
  async fail(job: TranscriptionJobEntity, reason: string, segmentId?: string): Promise<boolean> {
    const failed = await this.jobs.transaction(async (manager) => {
      const moved = await this.jobs.transition(manager, job.id, UNFINISHED_STATES, 'failed', { error: reason });
      if (!moved) return false;
      if (segmentId) await this.jobs.failSegment(manager, segmentId);
      await this.outbox.add(manager, 'transcription.failed.v1', { contentId: job.contentId, generation: job.generation, error: reason });
      await this.jobs.addLog(manager, job.id, 'error', reason, 100, new Date());
      return true;
    });
    if (!failed) return false;
    this.outbox.kick();
    // Browsers hear transcript_error from content once it has stored the failure.
    await this.progress.send(logLine(job.contentId, reason, 'error', 100));
    this.logger.warn({ msg: 'job failed', contentId: job.contentId, generation: job.generation, reason });
    return true;
  }

  private async analyse(job: TranscriptionJobEntity, joined: JoinedTranscript): Promise<AnalysisResult> {
    const started = Date.now();
    const result = await this.analyser.analyse({ text: joined.text, words: joined.words, ...(joined.language ? { engineLanguage: joined.language } : {}) });
    if (result.engine === 'rule' && this.analyser.name !== 'rule') {
      await this.progress.log(job, 'Language model unavailable: analysed with the built-in rules', Progress.analysing, 'warn');
    }
    this.logger.log({ msg: 'analysed', contentId: job.contentId, engine: result.engine, ms: Date.now() - started });
    return result;
  }
}

const passageOf = ({ start, end, text, confidence }: TimedSegment): HeardPassage => ({ start, end, text, ...(confidence ? { confidence } : {}) });

function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

function logLine(contentId: string, message: string, level: 'info' | 'warn' | 'error', progress: number): ProgressMessage {
  return { type: 'transcript_progress_log', contentId, message, level, timestamp: new Date().toISOString(), progress };
}
