import { Injectable } from '@nestjs/common';
import type { ProgressMessage } from '@lectures/proto';
import { JobRepository, type SegmentOutcome } from '../jobs/job.repository';
import type { SegmentEntity } from '../jobs/segment.entity';
import { Progress, ProgressReporter } from '../progress/progress-reporter';

/**
 * Stores a segment's result and sends out whatever stretch of transcript became
 * contiguous, numbered by the segments it covers. Assembled under a lock on the job
 * row (results of one lecture from workers in different pods are joined one at a
 * time), published after the commit.
 * Returns true when this result was the last one (the job moved to 'analysing').
 */
@Injectable()
export class SegmentAssembler {
  constructor(
    private readonly jobs: JobRepository,
    private readonly progress: ProgressReporter,
  ) {}

  async record(segment: SegmentEntity, outcome: SegmentOutcome): Promise<boolean> {
    const outgoing: ProgressMessage[] = [];
    const last = await this.jobs.transaction(async (manager) => {
      const job = await this.jobs.lockJob(manager, segment.jobId);
      if (!job || job.state !== 'transcribing') return false;
      if (!(await this.jobs.completeSegment(manager, segment.id, outcome))) return false;

      const all = await this.jobs.segments(job.id, manager);
      const doneSec = all.filter((s) => s.state === 'done').reduce((sum, s) => sum + (s.endSec - s.startSec), 0);
      const progress = Progress.transcribed(doneSec, job.durationSec ?? 0);
      let assembled = job.assembledCount;
      while (assembled < all.length && all[assembled].state === 'done') assembled += 1;
      const fresh = all.slice(job.assembledCount, assembled).map((s) => s.text?.trim() ?? '').filter(Boolean);
      if (fresh.length > 0) {
        const before = all.slice(0, job.assembledCount).some((s) => s.text?.trim());
        // Chunks are appended by clients: the separating space travels with the chunk.
        outgoing.push({
          type: 'transcript_chunk',
          contentId: job.contentId,
          chunk: `${before ? ' ' : ''}${fresh.join(' ')}`,
          progress,
          fromSegment: job.assembledCount,
          toSegment: assembled,
        });
      }
      const done = all.filter((s) => s.state === 'done').length;
      const at = new Date();
      const message = `Transcribed segment ${segment.index + 1} of ${all.length} (${done}/${all.length} done)`;
      await this.jobs.addLog(manager, job.id, 'info', message, progress, at);
      outgoing.push({ type: 'transcript_progress_log', contentId: job.contentId, message, level: 'info', timestamp: at.toISOString(), progress });

      const complete = assembled === all.length;
      await this.jobs.setAssembled(manager, job.id, assembled, complete);
      return complete;
    });
    // Sent after the commit: a broker outage never holds the job row locked. Chunks from
    // workers in other pods may cross on the way; the gateway orders them by their segments.
    for (const m of outgoing) await this.progress.send(m);
    return last;
  }
}
