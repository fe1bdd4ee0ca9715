import { Inject, Injectable } from '@nestjs/common';
import type { ProgressStateReply, ProgressStateRequest } from '@lectures/proto';
import { JobRepository } from '../jobs/job.repository';
import { punctuate } from '../pipeline/sentence-breaks';
import { joinSegments } from '../pipeline/timed-transcript';
import { VOCABULARY } from '../transcription.tokens';
import type { VocabularyStore } from '../vocabulary/vocabulary-store';

const LOG_LINES = 50;

/** What a client joining mid-job is shown first: progress, transcript so far, last log lines. */
@Injectable()
export class ProgressStateService {
  constructor(
    private readonly jobs: JobRepository,
    @Inject(VOCABULARY) private readonly vocabulary: VocabularyStore,
  ) {}

  async get(request: ProgressStateRequest): Promise<ProgressStateReply> {
    const job = await this.jobs.latestJob(request.contentId);
    if (!job) return { contentId: request.contentId, state: null, generation: null, progress: 0, transcript: '', logs: [], error: null };
    const segments = await this.jobs.segments(job.id);
    const joined = joinSegments(segments.slice(0, job.assembledCount));
    // A finished job's transcript as it was stored (in sentences); one under way as the engine gave it.
    const transcript = (job.state === 'completed' ? punctuate(joined, this.vocabulary.writtenForms()) : joined).text;
    const lines = await this.jobs.lastLogs(job.id, LOG_LINES);
    const logs = lines.map((line) => ({
      type: 'transcript_progress_log' as const,
      contentId: job.contentId,
      message: line.message,
      level: line.level,
      timestamp: line.at.toISOString(),
      ...(line.progress === null ? {} : { progress: line.progress }),
    }));
    const lastProgress = [...lines].reverse().find((l) => l.progress !== null)?.progress ?? 0;
    return {
      contentId: job.contentId,
      state: job.state,
      generation: job.generation,
      progress: job.state === 'completed' ? 100 : lastProgress,
      transcript,
      logs,
      error: job.error,
    };
  }
}
