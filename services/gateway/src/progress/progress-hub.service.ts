import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { FANOUT, type Fanout } from '@lectures/platform';
import { parseProgressMessage, PROGRESS_EXCHANGE, type ProgressMessage } from '@lectures/proto';
import { ChunkOrder } from './chunk-order';

export type ProgressListener = (message: ProgressMessage) => void;

/**
 * This replica's end of the progress fan-out: every replica receives every message
 * and hands it to the clients here that follow that content item.
 */
@Injectable()
export class ProgressHub implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('ProgressHub');
  private readonly followers = new Map<string, Set<ProgressListener>>();
  private unsubscribe?: () => Promise<void>;
  private readonly order = new ChunkOrder((message) => {
    for (const listener of this.followers.get(message.contentId) ?? []) listener(message);
  });

  constructor(@Inject(FANOUT) private readonly fanout: Fanout) {}

  async onModuleInit(): Promise<void> {
    this.unsubscribe = await this.fanout.subscribe(PROGRESS_EXCHANGE, (data) => this.dispatch(data));
  }

  async onModuleDestroy(): Promise<void> {
    this.order.close();
    await this.unsubscribe?.();
  }

  follow(contentId: string, listener: ProgressListener): () => void {
    let set = this.followers.get(contentId);
    if (!set) {
      set = new Set();
      this.followers.set(contentId, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      // Only drop the entry if it is still this set: a late second call must not
      // remove a newer follower's set.
      if (set.size === 0 && this.followers.get(contentId) === set) this.followers.delete(contentId);
    };
  }

  get followerCount(): number {
    let n = 0;
    for (const set of this.followers.values()) n += set.size;
    return n;
  }

  private dispatch(data: unknown): void {
    let message: ProgressMessage;
    try {
      message = parseProgressMessage(data);
    } catch (error) {
      this.logger.warn({ msg: 'invalid progress message dropped', error: String(error) });
      return;
    }
    this.order.accept(message);
  }
}
