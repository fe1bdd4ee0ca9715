import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { FANOUT, type Fanout } from '@lectures/platform';
import { IMPORT_PROGRESS_TOPIC, type ImportProgressMessage } from '@lectures/proto';
import { ImportReader } from './import-reader';

/** How often one import's watchers hear of it at most: a batch of hundreds moves many files a second. */
const EVERY_MS = 500;
const MAX_FILES = 100;

/**
 * Tells every gateway replica (and so every live import view) what moved: the import's
 * figures and the files that changed. Best effort, like live transcript progress: a view
 * that (re)connects reads the current state first.
 */
@Injectable()
export class ImportProgress implements OnApplicationShutdown {
  private readonly logger = new Logger('ImportProgress');
  private readonly pending = new Map<string, Set<string>>();
  private timer?: NodeJS.Timeout;

  constructor(
    @Inject(FANOUT) private readonly fanout: Fanout,
    private readonly reader: ImportReader,
  ) {}

  /** Files of an import moved (committed, or about to be). */
  touch(importId: string, fileIds: string[] = []): void {
    const set = this.pending.get(importId) ?? new Set<string>();
    for (const id of fileIds) set.add(id);
    this.pending.set(importId, set);
    this.timer ??= setTimeout(() => void this.flush(), EVERY_MS);
  }

  onApplicationShutdown(): void {
    clearTimeout(this.timer);
  }

  private async flush(): Promise<void> {
    this.timer = undefined;
    const batch = [...this.pending];
    this.pending.clear();
    for (const [importId, fileIds] of batch) {
      try {
        const ids = [...fileIds];
        const message: ImportProgressMessage = {
          type: 'import_progress',
          importId,
          import: await this.reader.importDto(importId),
          files: await this.reader.fileDtos(ids.slice(0, MAX_FILES)),
          more: ids.length > MAX_FILES,
        };
        await this.fanout.publish(IMPORT_PROGRESS_TOPIC, message);
      } catch (error) {
        this.logger.warn({ msg: 'import progress not sent', importId, error: String(error) });
      }
    }
  }
}
