import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { SERVICE_CONFIG, isProcessAlive } from '@lectures/platform';
import type { TranscriptionConfig } from '../transcription.config';

const SWEEP_MS = 15 * 60_000;
/** No step keeps a scratch file this long: planning and one segment take minutes at most. */
const STALE_MS = 60 * 60_000;
/** The engine's vocabulary files: kept, since every segment reads them (a new list gets new files). */
export const VOCABULARY_DIR = 'vocabulary';

/**
 * A worker killed mid-step leaves its working copy or segment WAV behind (the
 * `finally` that removes it never runs). On start and every 15 minutes, scratch
 * files of processes that are gone, and anything an hour old, are removed.
 */
@Injectable()
export class WorkDirSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('WorkDirSweeper');
  private timer?: NodeJS.Timeout;

  constructor(@Inject(SERVICE_CONFIG) private readonly config: TranscriptionConfig) {}

  onApplicationBootstrap(): void {
    void this.sweep();
    this.timer = setInterval(() => void this.sweep(), SWEEP_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  async sweep(now = Date.now()): Promise<number> {
    let removed = 0;
    const remove = async (path: string) => {
      await rm(path, { recursive: true, force: true });
      removed += 1;
    };
    try {
      for (const name of await readdir(this.config.workDir).catch(() => [] as string[])) {
        const path = join(this.config.workDir, name);
        if (name === VOCABULARY_DIR) continue;
        if (name === 'segments') {
          for (const file of await readdir(path).catch(() => [] as string[])) {
            const wav = join(path, file);
            // `<job>-<index>-<pid>-<ms>.wav`: its process is gone, or it is old.
            const pid = Number(/-(\d+)-\d+\.wav$/.exec(file)?.[1]);
            if ((pid > 0 && pid !== process.pid && !isProcessAlive(pid)) || (await isOlder(wav, now))) await remove(wav);
          }
        } else if (await isOlder(path, now)) {
          await remove(path);
        }
      }
      if (removed > 0) this.logger.log({ msg: 'removed scratch files left by stopped workers', removed });
    } catch (error) {
      this.logger.warn({ msg: 'work folder sweep failed', error: String(error) });
    }
    return removed;
  }
}

async function isOlder(path: string, now: number): Promise<boolean> {
  const info = await stat(path).catch(() => null);
  return info !== null && now - info.mtimeMs > STALE_MS;
}
