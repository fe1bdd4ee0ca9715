import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { FANOUT, type Fanout } from '@lectures/platform';
import { IMPORT_PROGRESS_TOPIC, type ImportProgressMessage } from '@lectures/proto';

type Listener = (message: ImportProgressMessage) => void;

/** This replica's end of the import fan-out: every replica hears every import and hands it to its viewers. */
@Injectable()
export class ImportStreamHub implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('ImportStream');
  private readonly followers = new Map<string, Set<Listener>>();
  private unsubscribe?: () => Promise<void>;

  constructor(@Inject(FANOUT) private readonly fanout: Fanout) {}

  async onModuleInit(): Promise<void> {
    this.unsubscribe = await this.fanout.subscribe(IMPORT_PROGRESS_TOPIC, (data) => this.dispatch(data));
  }

  async onModuleDestroy(): Promise<void> {
    await this.unsubscribe?.();
  }

  follow(importId: string, listener: Listener): () => void {
    const set = this.followers.get(importId) ?? new Set<Listener>();
    this.followers.set(importId, set);
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.followers.get(importId) === set) this.followers.delete(importId);
    };
  }

  private dispatch(data: unknown): void {
    const message = data as Partial<ImportProgressMessage>;
    if (message?.type !== 'import_progress' || typeof message.importId !== 'string') {
      this.logger.warn({ msg: 'invalid import progress dropped' });
      return;
    }
    for (const listener of this.followers.get(message.importId) ?? []) listener(message as ImportProgressMessage);
  }
}
