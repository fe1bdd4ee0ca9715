import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { MESSAGE_BUS, OUTBOX, PLATFORM_RUNTIME, SerialTask, type MessageBus, type OutboxRelay, type PlatformRuntime } from '@lectures/platform';
import { AppError, type ImportFileFetchedEvent } from '@lectures/proto';
import type { ImportFileEntity } from './import-file.entity';
import type { ImportEntity } from './import.entity';
import { ImportProgress } from './import-progress';
import { ImportRepository, type NewImportFile } from './import.repository';
import { ImportSteps } from './import-steps';
import { earlyProblem, firstRow } from './early-problem';
import { storablePath } from './file-name-check';

const TICK_MS = 1000;
/** Server-side files copied at once per import. */
export const FETCH_CONCURRENCY = 8;
/** Lectures made per import per round. */
const CREATE_BATCH = 25;
/** A copy asked for and not answered in this long is asked again (the ask or its answer was lost). */
const FETCH_STALE_MS = 3 * 60_000;
/** A file whose bytes are in the upload area, not checked in this long, is checked by the sweep. */
const CHECK_STALE_MS = 30_000;
/** Checked files of a running import are made into lectures at once; the sweep takes those left over. */
const CREATE_STALE_MS = 5000;
const LIST_LEASE_MS = 90_000;
const LIST_TIMEOUT_MS = 60_000;

/**
 * Moves every unfinished import on, from the tables: lists server-side sources a page at a
 * time, asks media-storage to copy a few files at a time, checks what arrived, makes the
 * lectures of running imports, and finishes imports with nothing left on the way. Every
 * content replica runs it; rows are claimed with SKIP LOCKED, so each step runs once, and a
 * restarted process goes on from where the tables say.
 */
@Injectable()
export class ImportRunner implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('ImportRunner');
  private readonly rounds = new SerialTask(() => this.round(), (error) => this.logger.warn({ msg: 'import round failed', error: String(error) }));
  /** After an embedded restart, asks lost with the in-process bus are asked again at once. */
  private fetchStaleMs = FETCH_STALE_MS;

  constructor(
    private readonly repository: ImportRepository,
    private readonly steps: ImportSteps,
    private readonly progress: ImportProgress,
    @Inject(MESSAGE_BUS) private readonly bus: MessageBus,
    @Inject(OUTBOX) private readonly outbox: OutboxRelay,
    @Inject(PLATFORM_RUNTIME) private readonly runtime: PlatformRuntime,
  ) {}

  onApplicationBootstrap(): void {
    if (this.runtime.transport.kind === 'in-process') this.fetchStaleMs = 0;
    this.rounds.start(TICK_MS);
  }

  onApplicationShutdown(): void {
    this.rounds.stop();
  }

  /** Runs a round now (or right after the one under way). */
  kick(): void {
    this.rounds.kick();
  }

  /** media-storage copied a file (or could not): check it now. */
  async onFetched(event: ImportFileFetchedEvent): Promise<void> {
    const entity = await this.repository.findImport(event.importId);
    if (!entity) return;
    const file = await this.repository.transaction(async (manager) => {
      const row = await this.repository.lockFile(manager, event.fileId);
      if (!row || row.state !== 'uploading' || row.uploadUrl) return null;
      if (event.error || !event.uploadKey) Object.assign(row, { state: 'failed', reason: event.error ?? 'The file could not be copied' });
      else Object.assign(row, { uploadUrl: event.uploadKey, size: event.size ?? row.size });
      await this.repository.saveFile(manager, row);
      return row;
    });
    if (!file) return;
    this.progress.touch(entity.id, [file.id]);
    if (file.state === 'uploading') await this.checkNow(entity, file);
    this.kick();
  }

  async checkNow(entity: ImportEntity, file: ImportFileEntity): Promise<void> {
    await this.steps.check(entity, file);
    if (entity.state === 'running') {
      const fresh = await this.repository.findFile(entity.id, file.id);
      if (fresh?.state === 'checked') await this.steps.create(entity, fresh);
    }
  }

  private async round(): Promise<void> {
    for (const entity of await this.repository.activeImports()) {
      try {
        await this.advance(entity);
      } catch (error) {
        this.logger.warn({ msg: 'import not advanced', importId: entity.id, error: String(error) });
      }
    }
    this.fetchStaleMs = FETCH_STALE_MS;
  }

  private async advance(entity: ImportEntity): Promise<void> {
    if (entity.state === 'listing') {
      await this.listPage(entity);
      return;
    }
    if (entity.source.kind !== 'upload') await this.startFetches(entity);
    for (const file of await this.repository.claimIdle(entity.id, ['uploading'], this.fetchStaleMs, 20, 'f.upload_url IS NULL')) {
      await this.steps.fetchAgain(entity, file);
    }
    for (const file of await this.repository.claimIdle(entity.id, ['uploading'], CHECK_STALE_MS, 20, 'f.upload_url IS NOT NULL')) {
      await this.checkNow(entity, file);
    }
    if (entity.state === 'running') {
      for (const file of await this.repository.claimIdle(entity.id, ['checked'], CREATE_STALE_MS, CREATE_BATCH)) await this.steps.create(entity, file);
      if ((await this.repository.settleRegistered(entity.id)) > 0) this.progress.touch(entity.id);
      if (await this.repository.finishIfDone(entity.id)) {
        this.logger.log({ msg: 'import finished', importId: entity.id });
        this.progress.touch(entity.id);
      }
    }
  }

  private async startFetches(entity: ImportEntity): Promise<void> {
    const free = FETCH_CONCURRENCY - (await this.repository.countFetching(entity.id));
    if (free <= 0) return;
    const claimed = await this.repository.transaction(async (manager) => {
      const files = await this.repository.claimForFetch(manager, entity.id, free);
      await this.steps.askFetch(manager, entity, files);
      return files;
    });
    if (claimed.length === 0) return;
    this.outbox.kick();
    this.progress.touch(entity.id, claimed.map((f) => f.id));
  }

  /** One page of a server-side source's files, under a lease so one replica lists at a time. */
  private async listPage(entity: ImportEntity): Promise<void> {
    const leased = await this.repository.transaction(async (manager) => {
      const row = await this.repository.lockImport(manager, entity.id);
      if (!row || row.state !== 'listing' || (row.listLeaseUntil && row.listLeaseUntil > new Date())) return null;
      row.listLeaseUntil = new Date(Date.now() + LIST_LEASE_MS);
      await this.repository.saveImport(manager, row);
      return row;
    });
    if (!leased) return;
    let page;
    try {
      page = await this.bus.request(
        'media.import-source.list.v1',
        { actor: { id: leased.createdBy, role: 'admin' }, source: leased.source, cursor: leased.listCursor },
        { timeoutMs: LIST_TIMEOUT_MS },
      );
    } catch (error) {
      if (error instanceof AppError && error.code !== 'UNAVAILABLE' && error.code !== 'INTERNAL') {
        await this.endListing(leased.id, { error: error.message });
      } else {
        this.logger.warn({ msg: 'source not listed yet', importId: leased.id, error: String(error) });
        await this.endListing(leased.id, { lease: true });
      }
      return;
    }
    const rows: NewImportFile[] = [
      ...page.files.map((f) => firstRow(f.path, f.size, f.lastModified ? new Date(f.lastModified) : null)),
      ...page.skipped.map((s) => ({ path: storablePath(s.path), size: null, lastModified: null, state: 'failed' as const, reason: s.reason })),
    ];
    await this.repository.transaction(async (manager) => {
      const row = await this.repository.lockImport(manager, leased.id);
      if (!row || row.state !== 'listing' || row.listCursor !== leased.listCursor) return;
      await this.repository.insertFiles(manager, row.id, rows);
      row.listCursor = page.nextCursor;
      row.listLeaseUntil = null;
      if (page.nextCursor === null) {
        const missing = await this.repository.pathsMissing(manager, row.id, Object.keys(row.manifest ?? {}));
        await this.repository.insertFiles(
          manager,
          row.id,
          missing.map((path) => ({ path, size: null, lastModified: null, state: 'failed', reason: earlyProblem(path, null) ?? 'Listed in the manifest but not found in the source' })),
        );
        row.state = row.dryRun ? 'dry-run' : 'running';
      }
      await this.repository.saveImport(manager, row);
    });
    this.progress.touch(leased.id);
    this.kick();
  }

  private async endListing(importId: string, how: { error?: string; lease?: boolean }): Promise<void> {
    await this.repository.transaction(async (manager) => {
      const row = await this.repository.lockImport(manager, importId);
      if (!row) return;
      if (how.error) Object.assign(row, { state: 'finished', error: how.error, finishedAt: new Date() });
      // A passing failure: the next round (after a short wait) tries again.
      row.listLeaseUntil = how.lease ? new Date(Date.now() + 5000) : null;
      await this.repository.saveImport(manager, row);
    });
    this.progress.touch(importId);
  }
}
