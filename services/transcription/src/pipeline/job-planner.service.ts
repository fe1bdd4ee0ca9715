import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { OUTBOX, SERVICE_CONFIG, type OutboxRelay } from '@lectures/platform';
import type { MediaProbedEvent, TranscriptionRequestedEvent } from '@lectures/proto';
import { JobRepository } from '../jobs/job.repository';
import type { TranscriptionJobEntity } from '../jobs/transcription-job.entity';
import { wavDurationSec } from '../media/wav-duration';
import type { ObjectReader } from '@lectures/object-store';
import { ProcessError } from '../media/run-process';
import { planSegments } from '../media/segment-planner';
import { detectSilences } from '../media/silence-detector';
import { makeWorkingCopy } from '../media/working-copy';
import { Progress, ProgressReporter } from '../progress/progress-reporter';
import { engineSetupFor, type TranscriptionConfig } from '../transcription.config';
import { MEDIA_STORE } from '../transcription.tokens';
import { JobCompletionService } from './job-completion.service';
import { engineSpeaks, noEngineMessage } from './language-support';
import { SegmentQueue } from './segment-queue';

/**
 * Turns a transcription request into a job: probe, 16 kHz working copy, cut at
 * silences, segment rows, one queued task per segment. Safe to run again for the
 * same request: each step checks what the tables already say.
 */
@Injectable()
export class JobPlanner {
  private readonly logger = new Logger('JobPlanner');

  constructor(
    private readonly jobs: JobRepository,
    private readonly queue: SegmentQueue,
    private readonly completion: JobCompletionService,
    private readonly progress: ProgressReporter,
    @Inject(MEDIA_STORE) private readonly media: ObjectReader,
    @Inject(OUTBOX) private readonly outbox: OutboxRelay,
    @Inject(SERVICE_CONFIG) private readonly config: TranscriptionConfig,
  ) {}

  async onRequested(event: TranscriptionRequestedEvent, lastAttempt: boolean): Promise<void> {
    if ((await this.jobs.newestGeneration(event.contentId)) > event.generation) {
      this.logger.log({ msg: 'stale request dropped', contentId: event.contentId, generation: event.generation });
      return;
    }
    await this.jobs.supersedeOlder(event.contentId, event.generation);
    const job = await this.jobs.createJob({
      contentId: event.contentId,
      generation: event.generation,
      mediaKey: event.mediaKey,
      mediaType: event.mediaType,
      language: event.language ?? null,
      lane: event.lane ?? 'new',
      expectedSec: event.durationSeconds ?? null,
    });
    // The backlog's jobs wait for the feeder, which plans them and hands out their segments.
    if (job.lane === 'backlog') return;
    switch (job.state) {
      case 'planning':
        return this.plan(job, lastAttempt);
      case 'transcribing':
        // Redelivered after planning: queue whatever never reached the broker.
        return this.queue.enqueue(job, await this.jobs.pendingSegments(job.id, true));
      case 'analysing':
      case 'completed':
      case 'failed':
      case 'superseded':
      case 'cancelled':
        return;
    }
  }

  async plan(job: TranscriptionJobEntity, lastAttempt: boolean): Promise<void> {
    const engine = engineSetupFor(this.config, job.language);
    if (job.language && !engineSpeaks(engine.stt, job.language)) {
      // Better no transcript than English words made up from Arabic speech.
      await this.completion.finishWithoutTranscript(job, noEngineMessage(job.language));
      return;
    }
    const work = join(this.config.workDir, `job-${job.id}`);
    try {
      await this.progress.send({ type: 'transcript_start', contentId: job.contentId, message: 'Transcription started' });
      await this.progress.log(job, 'Preparing the recording for transcription', Progress.started);
      // media-storage probed the upload when it registered it: here the original is only
      // decoded, once, into the working copy every later step reads.
      const source = await this.media.probeSource(job.mediaKey);
      await mkdir(work, { recursive: true });
      const wav = join(work, 'working-copy.wav');
      try {
        await makeWorkingCopy(source, wav);
      } catch (error) {
        if (error instanceof ProcessError && /does not contain any stream/i.test(error.message)) {
          await this.completion.fail(job, 'The file has no audio track to transcribe');
          return;
        }
        throw error;
      }
      const facts = { durationSec: await wavDurationSec(wav) };
      await this.progress.log(job, `The recording is ${formatDuration(facts.durationSec)} long`, Progress.probed);
      this.logger.log({ msg: 'detecting silences', contentId: job.contentId, generation: job.generation });
      const silences = await detectSilences(wav, facts.durationSec);
      this.logger.log({ msg: 'saving segment plan', contentId: job.contentId, silences: silences.length });
      const plans = planSegments(facts.durationSec, silences, { maxSec: engine.maxSegmentSec, slots: await this.queue.workerSlots() });

      const saved = await this.jobs.transaction(async (manager) => {
        const moved = await this.jobs.savePlan(manager, job.id, facts.durationSec, plans);
        if (!moved) return false;
        await this.outbox.add(manager, 'transcription.media-probed.v1', mediaProbed(job, facts));
        const message = `Split at pauses into ${plans.length} part${plans.length === 1 ? '' : 's'}`;
        await this.jobs.addLog(manager, job.id, 'info', message, Progress.planned, new Date());
        return true;
      });
      if (!saved) return;
      this.outbox.kick();
      await this.progress.log(job, transcribingMessage(plans.length), Progress.planned);
      const fresh = (await this.jobs.findJobById(job.id))!;
      if (plans.length === 0) {
        // Nothing to transcribe (an empty recording): straight to analysis of an empty transcript.
        await this.jobs.transaction((m) => this.jobs.transition(m, job.id, ['transcribing'], 'analysing'));
        await this.completion.finish(job.id);
        return;
      }
      // The backlog feeder hands out a backlog job's segments as workers come free.
      if (job.lane !== 'backlog') await this.queue.enqueue(fresh, await this.jobs.pendingSegments(job.id, false));
    } catch (error) {
      // A file ffmpeg cannot read will not get better by retrying.
      const permanent = error instanceof ProcessError;
      if (permanent || lastAttempt) {
        // The reason is for people: no paths or stack traces (those go to the log).
        const reason = permanent ? 'The media file could not be read (is it a supported audio or video file?)' : 'The media could not be prepared after several tries: reprocess it to try again';
        this.logger.warn({ msg: 'planning failed', contentId: job.contentId, jobId: job.id, error: String(error) });
        // Failed for good: acknowledged, not dead-lettered; the DLQ keeps only real poison.
        const failed = await this.completion.fail(job, reason);
        if (permanent || failed) return;
      }
      throw error;
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  }
}

/** The exact length; the video's facts came from media-storage's registration. */
function mediaProbed(job: TranscriptionJobEntity, facts: { durationSec: number }): MediaProbedEvent {
  return { contentId: job.contentId, generation: job.generation, durationSeconds: Math.round(facts.durationSec) };
}

/** What staff read while the parts are transcribed: a sentence, not a queue report. */
export function transcribingMessage(parts: number): string {
  if (parts === 0) return 'Nothing to transcribe: the recording has no speech';
  if (parts === 1) return 'Transcribing the recording in one part';
  // Parts are shared by every worker of every transcription pod, so no 'at a time' is promised.
  return `Transcribing ${parts} parts`;
}

function formatDuration(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = Math.round(seconds % 60);
  return m > 0 ? `${m}m ${s}s` : `${s}s`;
}
