import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { HLS_RENDITION, RENDITION_FORMATS, RENDITION_KINDS, type StoredRendition } from '@lectures/proto';
import { hlsKeyFor, renditionKeyFor, type ObjectStore } from '@lectures/object-store';
import { MEDIA_SETTINGS, OBJECT_STORE, type MediaSettings } from '../media/media.tokens';
import { encodeRenditions, gainToTarget, LIMIT_DB, UndecodableMediaError, type EncodedRendition } from './rendition-encoder';
import { encodeHls, HLS_MASTER, probeSound, probeVideo, type EncodedLadder } from './hls/hls-encoder';
import { RenditionRepository, type RenditionClaim } from './rendition.repository';

/** A job that kept failing for reasons other than its file (the store, a killed ffmpeg) stops after this many claims. */
export const MAX_RENDITION_ATTEMPTS = 5;

/** Files of a ladder stored at once. */
const LADDER_PUTS_AT_ONCE = 4;

export type RenditionOutcome = 'done' | 'failed' | 'skipped' | 'released';

/** What became of a rendition message: its job taken (and made in the background), not this worker's to take, or left to the resumer. */
export type RenditionAcceptance = 'taken' | 'skipped' | 'busy';

/**
 * Makes the renditions of one original: claims its job row under a lease (renewed while
 * ffmpeg works), encodes to a working folder, stores each file at its fixed key beside the
 * original, then records them. Every step can run again: a redelivered message finds the
 * job done (or held by a live worker) and does nothing; a worker killed anywhere leaves a
 * lapsed lease the resumer hands out again, and the new claim overwrites the same keys.
 *
 * The rendition queue's message is acknowledged once the job is claimed (`accept`), not when
 * the work ends: a three-hour video's ladder takes longer than RabbitMQ's consumer timeout
 * (30 min by default), after which the broker would close the channel and deliver the message
 * again, over and over. The job row is the durable part; the lease and the resumer (one
 * mechanism for a crash, a stop and a lost message) take back a job whose worker died.
 */
@Injectable()
export class RenditionWorker implements OnApplicationShutdown {
  private readonly logger = new Logger('RenditionWorker');
  private readonly stopping = new AbortController();
  /** Jobs this process is making (awaited at shutdown). */
  private readonly working = new Set<Promise<RenditionOutcome>>();
  /** Workers given to messages, at most `renditionWorkers`; an ending job hands its worker to the next waiting message. */
  private workersTaken = 0;
  private readonly waiting: ((free: boolean) => void)[] = [];

  constructor(
    private readonly jobs: RenditionRepository,
    @Inject(OBJECT_STORE) private readonly store: ObjectStore,
    @Inject(MEDIA_SETTINGS) private readonly settings: MediaSettings,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    // ffmpeg is stopped; each job goes back to waiting for another worker (or this one's restart).
    this.stopping.abort();
    for (const wake of this.waiting.splice(0)) wake(false);
    await Promise.allSettled([...this.working]);
  }

  /**
   * A rendition message: waits for a free worker (at most `renditionSlotWaitMs`), claims the
   * job and returns, the work going on in the background, so the message is acknowledged at
   * once. With no worker free in time, or while stopping, the job is left waiting and marked
   * unqueued, for the resumer's next round to send it again.
   */
  async accept(mediaKey: string): Promise<RenditionAcceptance> {
    if (!(await this.freeWorker())) {
      await this.jobs.unqueue(mediaKey);
      return 'busy';
    }
    const started = await this.start(mediaKey).catch((error: unknown) => {
      this.handBackWorker();
      throw error;
    });
    if (!started) {
      this.handBackWorker();
      return 'skipped';
    }
    void started.work.finally(() => this.handBackWorker()).catch(() => undefined);
    started.work.catch((error: unknown) => this.logger.warn({ msg: 'rendition stopped; its job is taken again when its lease lapses', mediaKey, error: String(error) }));
    return 'taken';
  }

  /** Makes the renditions of one original and answers how it ended (tests, and `accept` in the background). */
  async run(mediaKey: string): Promise<RenditionOutcome> {
    const started = await this.start(mediaKey);
    return started ? started.work : 'skipped';
  }

  /** Takes a worker: true at once while one is free, or when a job ends within the wait; false after it, or when stopping. */
  private async freeWorker(): Promise<boolean> {
    if (this.stopping.signal.aborted) return false;
    if (this.workersTaken < this.settings.renditionWorkers) {
      this.workersTaken++;
      return true;
    }
    return new Promise((resolve) => {
      const wake = (free: boolean) => {
        clearTimeout(timer);
        resolve(free);
      };
      const timer = setTimeout(() => {
        this.waiting.splice(this.waiting.indexOf(wake), 1);
        resolve(false);
      }, this.settings.renditionSlotWaitMs);
      this.waiting.push(wake);
    });
  }

  /** A job ended (or was not this worker's): its worker goes to the next waiting message, or is free. */
  private handBackWorker(): void {
    const next = this.waiting.shift();
    if (next && !this.stopping.signal.aborted) next(true);
    else this.workersTaken--;
  }

  /** Claims the job; null when it is not this worker's to make, else the work (in an object: awaiting this must not await it), counted while it runs. */
  private async start(mediaKey: string): Promise<{ work: Promise<RenditionOutcome> } | null> {
    const claim = await this.jobs.claim(mediaKey, this.settings.renditionLeaseMs);
    if (!claim) return null;
    const work = this.work(claim);
    this.working.add(work);
    void work.finally(() => this.working.delete(work)).catch(() => undefined);
    return { work };
  }

  private async work(claim: RenditionClaim): Promise<RenditionOutcome> {
    const { mediaKey } = claim;
    const leaseMs = this.settings.renditionLeaseMs;
    if (claim.attempt > MAX_RENDITION_ATTEMPTS) {
      await this.jobs.fail(claim, `Gave up after ${MAX_RENDITION_ATTEMPTS} tries`);
      return 'failed';
    }
    const renewal = setInterval(() => {
      this.jobs.renew(claim, leaseMs).catch((error: unknown) => this.logger.warn({ msg: 'lease not renewed', mediaKey, error: String(error) }));
    }, Math.max(250, Math.floor(leaseMs / 3)));
    const started = Date.now();
    try {
      const renditions = await this.make(claim);
      if (!(await this.jobs.complete(claim, renditions))) {
        // Deleted meanwhile (or taken over after a stall): leave nothing of ours behind a deleted lecture.
        if (!(await this.jobs.find(mediaKey))) await this.forget(mediaKey, renditions);
        return 'skipped';
      }
      this.logger.log({ msg: 'renditions made', mediaKey, seconds: (Date.now() - started) / 1000 });
      return 'done';
    } catch (error) {
      if (this.stopping.signal.aborted) {
        await this.jobs.release(claim);
        return 'released';
      }
      if (error instanceof UndecodableMediaError) {
        const reason = `The recording could not be converted: ${error.message}`;
        this.logger.warn({ msg: 'rendition failed', mediaKey, reason });
        await this.jobs.fail(claim, reason);
        return 'failed';
      }
      throw error; // the store or the database: taken again by the resumer once the lease lapses
    } finally {
      clearInterval(renewal);
    }
  }

  /** Removes what this claim stored for a lecture deleted meanwhile: its files and its whole ladder. */
  private async forget(mediaKey: string, renditions: StoredRendition[]): Promise<void> {
    for (const r of renditions) await this.store.delete(r.objectKey);
    const ladder = hlsKeyFor(mediaKey, HLS_MASTER).slice(0, -HLS_MASTER.length);
    for (const object of await this.store.listOlderThan(ladder, new Date(Date.now() + 86_400_000))) await this.store.delete(object.key);
  }

  /**
   * The steps still missing, each recorded as soon as its files are stored: the sound's
   * renditions, then (for a video) the HLS ladder. A claim after a crash starts at the step
   * the crash interrupted; a lecture stored before ladders existed gets only its ladder. A
   * video without a soundtrack gets its ladder alone.
   */
  private async make(claim: RenditionClaim): Promise<StoredRendition[]> {
    const dir = await mkdtemp(join(tmpdir(), 'rendition-'));
    try {
      const source = await this.store.probeSource(claim.mediaKey);
      const signal = this.stopping.signal;
      let stored = claim.renditions;
      const has = (kind: string) => stored.some((r) => r.kind === kind);
      const video = has(HLS_RENDITION.kind) ? null : await probeVideo(source, signal);
      const soundToMake = !RENDITION_KINDS.every(has);
      if (!soundToMake && !video) return stored;
      const sound = await probeSound(source, signal);
      if (!sound && !video) {
        if (has(HLS_RENDITION.kind)) return stored;
        throw new UndecodableMediaError('The recording has no sound');
      }
      const level = sound ? { gainDb: await gainToTarget(source, signal), limitDb: LIMIT_DB } : null;
      if (level && soundToMake) {
        const made = await this.storeSound(claim, await encodeRenditions(source, dir, level, signal));
        stored = [...made, ...stored.filter((r) => r.kind === HLS_RENDITION.kind)];
        if (video && !(await this.jobs.saveStep(claim, stored))) return stored;
      }
      if (video) stored = [...stored, await this.storeLadder(claim, await encodeHls(source, join(dir, 'hls'), video, level, signal), join(dir, 'hls'))];
      return stored;
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  private async storeSound(claim: RenditionClaim, encoded: EncodedRendition[]): Promise<StoredRendition[]> {
    const stored: StoredRendition[] = [];
    for (const { kind, file, durationSeconds } of encoded) {
      const format = RENDITION_FORMATS[kind];
      const objectKey = renditionKeyFor(claim.mediaKey, kind, format.extension);
      const { size } = await stat(file);
      await this.store.putStream(objectKey, createReadStream(file));
      stored.push({ kind, mimeType: format.mimeType, bitRate: format.bitRate, objectKey, size, durationSeconds });
    }
    return stored;
  }

  /** Segments, then rung playlists, then the master; a few at a time (a two-hour lecture is a few thousand files). */
  private async storeLadder(claim: RenditionClaim, ladder: EncodedLadder, dir: string): Promise<StoredRendition> {
    const master = ladder.files[ladder.files.length - 1];
    const put = (name: string) => this.store.putStream(hlsKeyFor(claim.mediaKey, name), createReadStream(join(dir, name)));
    const rest = ladder.files.slice(0, -1);
    for (let i = 0; i < rest.length; i += LADDER_PUTS_AT_ONCE) await Promise.all(rest.slice(i, i + LADDER_PUTS_AT_ONCE).map(put));
    await put(master);
    return {
      kind: HLS_RENDITION.kind,
      mimeType: HLS_RENDITION.mimeType,
      bitRate: ladder.bitRate,
      objectKey: hlsKeyFor(claim.mediaKey, master),
      size: ladder.size,
      durationSeconds: ladder.durationSeconds,
    };
  }
}
