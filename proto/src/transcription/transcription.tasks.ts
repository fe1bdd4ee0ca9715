import { IsInt, IsUUID, Min } from 'class-validator';
import type { TranscriptProgressLogMessage } from '../progress/progress.messages';

/** One segment of a job to transcribe; any worker in any pod may take it. */
export class SegmentTask {
  @IsUUID()
  jobId!: string;

  @IsUUID()
  contentId!: string;

  @IsInt() @Min(1)
  generation!: number;

  @IsInt() @Min(0)
  index!: number;
}

/** Where a client that joins mid-job catches up from. */
export class ProgressStateRequest {
  @IsUUID()
  contentId!: string;
}

export const JOB_STATES = ['planning', 'transcribing', 'analysing', 'completed', 'failed', 'superseded', 'cancelled'] as const;
export type JobState = (typeof JOB_STATES)[number];

export interface ProgressStateReply {
  contentId: string;
  /** null when the item was never processed. */
  state: JobState | null;
  generation: number | null;
  /** 0-100 */
  progress: number;
  /** The contiguous transcript so far (the whole one once completed). */
  transcript: string;
  /** The last 50 log lines, oldest first. */
  logs: TranscriptProgressLogMessage[];
  error: string | null;
}
