import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { RENDITION_FORMATS, type StoredRendition } from '@lectures/proto';
import { renditionKeyFor, type ObjectStore } from '@lectures/object-store';
import { MEDIA_SETTINGS, OBJECT_STORE, type MediaSettings } from '../media/media.tokens';
import { encodeRenditions, UndecodableMediaError } from './rendition-encoder';
import { RenditionRepository, type RenditionClaim } from './rendition.repository';

/** A job that kept failing for reasons other than its file (the store, a killed ffmpeg) stops after this many claims. */
export const MAX_RENDITION_ATTEMPTS = 5;

export type RenditionOutcome = 'done' | 'failed' | 'skipped' | 'released';

/**
 * Makes the renditions of one original: claims its job row under a lease (renewed while
 * ffmpeg works), encodes to a working folder, stores each file at its fixed key beside the
 * original, then records them. Every step can run again: a redelivered message finds the
 * job done (or held by a live worker) and does nothing; a worker killed anywhere leaves a
 * lapsed lease the resumer hands out again, and the new claim overwrites the same keys.
 */
@Injectable()
export class RenditionWorker implements OnApplicationShutdown {
  private readonly logger = new Logger('RenditionWorker');
  private readonly stopping = new AbortController();

  constructor(
    private readonly jobs: RenditionRepository,
    @Inject(OBJECT_STORE) private readonly store: ObjectStore,
    @Inject(MEDIA_SETTINGS) private readonly settings: MediaSettings,
  ) {}

  onApplicationShutdown(): void {
    // ffmpeg is stopped; the job goes back to waiting for another worker (or this one's restart).
    this.stopping.abort();
  }

  async run(mediaKey: string): Promise<RenditionOutcome> {
    const leaseMs = this.settings.renditionLeaseMs;
    const claim = await this.jobs.claim(mediaKey, leaseMs);
    if (!claim) return 'skipped';
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
        if (!(await this.jobs.find(mediaKey))) for (const r of renditions) await this.store.delete(r.objectKey);
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
      throw error; // the store or the database: retried by the bus, and by the resumer once the lease lapses
    } finally {
      clearInterval(renewal);
    }
  }

  private async make(claim: RenditionClaim): Promise<StoredRendition[]> {
    const dir = await mkdtemp(join(tmpdir(), 'rendition-'));
    try {
      const source = await this.store.probeSource(claim.mediaKey);
      const encoded = await encodeRenditions(source, dir, this.stopping.signal);
      const stored: StoredRendition[] = [];
      for (const { kind, file, durationSeconds } of encoded) {
        const format = RENDITION_FORMATS[kind];
        const objectKey = renditionKeyFor(claim.mediaKey, kind, format.extension);
        const { size } = await stat(file);
        await this.store.putStream(objectKey, createReadStream(file));
        stored.push({ kind, mimeType: format.mimeType, bitRate: format.bitRate, objectKey, size, durationSeconds });
      }
      return stored;
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
}
