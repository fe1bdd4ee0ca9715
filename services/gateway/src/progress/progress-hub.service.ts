import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { FANOUT, type Fanout } from '@lectures/platform';
import { parseProgressMessage, PROGRESS_EXCHANGE, type ProgressMessage } from '@lectures/proto';
import { ChunkOrder } from './chunk-order';

export type ProgressListener = (message: ProgressMessage) => void;

interface Follower {
  listener: ProgressListener;
  /** Called when the fan-out came back after a loss: messages may have been missed meanwhile. */
  catchUp?: () => void;
}

/**
 * This replica's end of the progress fan-out: every replica receives every message
 * and hands it to the clients here that follow that content item.
 */
@Injectable()
export class ProgressHub implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('ProgressHub');
  private readonly followers = new Map<string, Set<Follower>>();
  private unsubscribe?: () => Promise<void>;
  private readonly order = new ChunkOrder((message) => {
    for (const follower of this.followers.get(message.contentId) ?? []) follower.listener(message);
  });

  constructor(@Inject(FANOUT) private readonly fanout: Fanout) {}

  async onModuleInit(): Promise<void> {
    this.unsubscribe = await this.fanout.subscribe(PROGRESS_EXCHANGE, (data) => this.dispatch(data), () => this.resubscribed());
  }

  async onModuleDestroy(): Promise<void> {
    this.order.close();
    await this.unsubscribe?.();
  }

  follow(contentId: string, listener: ProgressListener, catchUp?: () => void): () => void {
    let set = this.followers.get(contentId);
    if (!set) {
      set = new Set();
      this.followers.set(contentId, set);
    }
    const follower = { listener, catchUp };
    set.add(follower);
    return () => {
      set.delete(follower);
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

  /** Back after a loss of the broker: what was published meanwhile never came, so every follower catches up. */
  private resubscribed(): void {
    this.logger.log({ msg: 'progress fan-out back: catching followers up', items: this.followers.size });
    for (const [contentId, set] of this.followers) {
      // Chunks held for a missing earlier one would wait for what the catch-up sends instead.
      this.order.forget(contentId);
      for (const follower of set) follower.catchUp?.();
    }
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
