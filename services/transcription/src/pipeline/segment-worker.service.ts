import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { SERVICE_CONFIG } from '@lectures/platform';
import type { SegmentTask } from '@lectures/proto';
import { JobRepository, type SegmentOutcome } from '../jobs/job.repository';
import type { ObjectReader } from '@lectures/object-store';
import { cutSegmentFromSource } from '../media/segment-cutter';
import { ProcessError } from '../media/run-process';
import { ProgressReporter } from '../progress/progress-reporter';
import type { SpeechEngines } from '../stt/speech-engines';
import { engineSetupFor, type TranscriptionConfig } from '../transcription.config';
import { MEDIA_STORE, SPEECH_TO_TEXT } from '../transcription.tokens';
import { JobCompletionService } from './job-completion.service';
import { SegmentAssembler } from './segment-assembler.service';
import { speechLanguageCode } from './language-support';
import { withoutLeadIn } from './lead-in';
import { watchJob } from './job-watch';

/** Takes one segment task: cut the audio, run the engine, hand the result to assembly. */
@Injectable()
export class SegmentWorker {
  private readonly logger = new Logger('SegmentWorker');

  constructor(
    private readonly jobs: JobRepository,
    private readonly assembler: SegmentAssembler,
    private readonly completion: JobCompletionService,
    private readonly progress: ProgressReporter,
    @Inject(SPEECH_TO_TEXT) private readonly engines: SpeechEngines,
    @Inject(MEDIA_STORE) private readonly media: ObjectReader,
    @Inject(SERVICE_CONFIG) private readonly config: TranscriptionConfig,
  ) {}

  /**
   * Throws to have the task retried (with back-off, then dead-lettered);
   * on the last attempt the job fails first, with the reason.
   */
  async run(task: SegmentTask, lastAttempt: boolean): Promise<void> {
    const job = await this.jobs.findJobById(task.jobId);
    if (job?.generation === task.generation && job.state === 'analysing') {
      // The task that finished the last segment comes back when its worker died during the
      // analysis: analyse now rather than wait for the resumer (finishing twice is harmless).
      this.logger.log({ msg: 'analysis taken again', contentId: job.contentId, jobId: job.id });
      return this.completion.finish(job.id);
    }
    if (!job) {
      this.logger.warn({ msg: 'segment task for an unknown job dropped', contentId: task.contentId, jobId: task.jobId, index: task.index });
      return;
    }
    // A task of a stale generation, a cancelled or ended job, or a duplicate: nothing to do.
    if (job.generation !== task.generation || job.state !== 'transcribing') return;
    const segment = await this.jobs.findSegment(job.id, task.index);
    if (!segment) {
      this.logger.warn({ msg: 'segment task for an unknown segment dropped', contentId: task.contentId, jobId: task.jobId, index: task.index });
      return;
    }
    if (segment.state !== 'pending') return;
    if (segment.attempts > 0) {
      // Taken before by a worker that died or failed: say so, or the redelivery is invisible.
      this.logger.log({ msg: 'segment taken again', contentId: job.contentId, jobId: job.id, index: segment.index, attempts: segment.attempts, lastWorker: segment.worker });
    }
    await this.jobs.addAttempt(segment.id, this.config.workerName);

    const dir = join(this.config.workDir, 'segments');
    const wav = join(dir, `${job.id}-${segment.index}-${process.pid}-${Date.now()}.wav`);
    let outcome: SegmentOutcome;
    const watch = watchJob((id) => this.jobs.findJobById(id), job.id, task.generation);
    try {
      await mkdir(dir, { recursive: true });
      const stt = this.engines.for(job.language);
      const leadIn = Math.min(engineSetupFor(this.config, job.language).leadInSec, segment.startSec);
      await cutSegmentFromSource(await this.media.probeSource(job.mediaKey), segment.startSec - leadIn, segment.endSec, wav);
      const started = Date.now();
      const result = withoutLeadIn(await stt.transcribe(wav, watch.signal, speechLanguageCode(job.language)), leadIn);
      outcome = { text: result.text, words: result.words, language: result.language ?? null, worker: this.config.workerName, engineMs: Date.now() - started };
    } catch (error) {
      if (watch.signal.aborted) {
        // Cancelled, deleted or reprocessed meanwhile: nothing to retry.
        this.logger.log({ msg: 'segment abandoned: the job ended meanwhile', contentId: job.contentId, jobId: job.id, index: segment.index });
        return;
      }
      const name = `segment ${segment.index + 1} of ${job.segmentCount}`;
      this.logger.warn({ msg: 'segment failed', jobId: job.id, index: segment.index, lastAttempt, error: String(error) });
      if (lastAttempt) {
        await this.completion.fail(job, `Transcription failed at ${name} (${clock(segment.startSec)}-${clock(segment.endSec)}): ${cause(error)}`, segment.id);
      } else {
        await this.progress.log(job, `Retrying ${name} after an error`, undefined, 'warn');
      }
      throw error;
    } finally {
      watch.stop();
      await rm(wav, { force: true });
    }
    if (await this.assembler.record(segment, outcome)) await this.completion.finish(job.id);
  }
}

function clock(seconds: number): string {
  const s = Math.round(seconds);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** A reason staff can read: what failed, without paths or stack traces. */
function cause(error: unknown): string {
  if (error instanceof ProcessError) return `${error.command === 'ffmpeg' ? 'the audio could not be cut' : 'the speech engine stopped'} (exit ${error.exitCode ?? 'killed'})`;
  const message = error instanceof Error ? error.message : String(error);
  return message.length > 200 ? `${message.slice(0, 199)}…` : message;
}
