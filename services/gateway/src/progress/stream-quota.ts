import { Injectable } from '@nestjs/common';
import { AppError } from '@lectures/proto';

/** Live streams (SSE and WebSocket together) one account may hold open on one gateway replica. */
export const MAX_STREAMS_PER_USER = 12;

/**
 * Caps each account's open live streams, so one signed-in user (a self-registered viewer is
 * enough) cannot pin thousands of sockets and heartbeats. A normal editor has one per open tab.
 */
@Injectable()
export class StreamQuota {
  private readonly open = new Map<string, number>();

  /** Takes a slot for `userId`, or refuses with 429; call the returned function once the stream ends. */
  acquire(userId: string): () => void {
    const count = this.open.get(userId) ?? 0;
    if (count >= MAX_STREAMS_PER_USER) {
      throw new AppError('TOO_MANY_REQUESTS', `Too many live views open (${MAX_STREAMS_PER_USER}). Close a tab and try again.`);
    }
    this.open.set(userId, count + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.open.get(userId) ?? 1) - 1;
      if (left > 0) this.open.set(userId, left);
      else this.open.delete(userId);
    };
  }
}
