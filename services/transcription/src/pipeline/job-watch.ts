/** How often a running segment checks that its job still wants it (cancelled, deleted, reprocessed). */
export const JOB_WATCH_MS = 2000;

export interface JobWatch {
  /** Aborted once the job is no longer this generation's, transcribing. */
  signal: AbortSignal;
  stop(): void;
}

type FindJob = (id: string) => Promise<{ generation: number; state: string } | null>;

/**
 * Polls the job while one of its segments is transcribed, so the engine stops when staff
 * cancel, delete or reprocess: the database says so wherever the request landed.
 */
export function watchJob(findJob: FindJob, jobId: string, generation: number, everyMs = JOB_WATCH_MS): JobWatch {
  const controller = new AbortController();
  const timer = setInterval(() => {
    findJob(jobId).then(
      (job) => {
        if (!job || job.generation !== generation || job.state !== 'transcribing') controller.abort();
      },
      () => undefined, // the database is away: keep transcribing, the next poll will tell
    );
  }, everyMs);
  timer.unref();
  return { signal: controller.signal, stop: () => clearInterval(timer) };
}
