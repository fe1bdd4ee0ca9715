import { Injectable } from '@nestjs/common';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { RateLimiters, refuseWhenUsedUp } from './rate-limiters';

/** Reprocessing runs ffmpeg and speech-to-text again: a few times per item and per person. */
export const REPROCESS_LIMITS = { perItem: 3, perUser: 10, windowSeconds: 10 * 60 };

@Injectable()
export class ReprocessThrottle {
  private readonly byItem: RateLimiterAbstract;
  private readonly byUser: RateLimiterAbstract;

  constructor(limiters: RateLimiters) {
    this.byItem = limiters.create('reprocess-item', REPROCESS_LIMITS.perItem, REPROCESS_LIMITS.windowSeconds);
    this.byUser = limiters.create('reprocess-user', REPROCESS_LIMITS.perUser, REPROCESS_LIMITS.windowSeconds);
  }

  /**
   * Runs `reprocess` unless the item or the person has used up the window; only a reprocess
   * that started counts, so someone refused (403, 404) cannot use up another's item.
   */
  async run<T>(contentId: string, userId: string, reprocess: () => Promise<T>): Promise<T> {
    await refuseWhenUsedUp(this.byItem, contentId, 'This item was reprocessed too often.');
    await refuseWhenUsedUp(this.byUser, userId, 'You started reprocessing too often.');
    const started = await reprocess();
    await Promise.all([this.byItem.penalty(contentId), this.byUser.penalty(userId)]);
    return started;
  }
}
