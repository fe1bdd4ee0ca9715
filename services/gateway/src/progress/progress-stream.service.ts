import { Inject, Injectable, Logger } from '@nestjs/common';
import { MESSAGE_BUS, type MessageBus } from '@lectures/platform';
import { joinPassages, type ProgressMessage, type ProgressStateReply } from '@lectures/proto';
import { catchUpMessages, dropIncludedChunks } from './progress-catch-up';
import { ProgressHub } from './progress-hub.service';

export type Send = (message: ProgressMessage) => void;

/** Follows one item for one client: current state first, then live messages, in order. */
@Injectable()
export class ProgressStreamService {
  private readonly logger = new Logger('ProgressStream');

  constructor(
    private readonly hub: ProgressHub,
    @Inject(MESSAGE_BUS) private readonly bus: MessageBus,
  ) {}

  /** Returns the function that stops following. */
  async follow(contentId: string, send: Send): Promise<() => void> {
    let buffered: ProgressMessage[] | null = [];
    const stop = this.hub.follow(contentId, (m) => (buffered ? buffered.push(m) : send(m)));
    let state: ProgressStateReply | null = null;
    try {
      state = await this.bus.request('transcription.progress-state.v1', { contentId });
      // A finished job's transcript as content keeps it (with staff's corrections), not as it was heard.
      if (state.state === 'completed') {
        const stored = await this.bus.request('content.transcript.get.v1', { id: contentId, scope: 'staff' });
        state = { ...state, transcript: joinPassages(stored.passages).text };
      }
    } catch (error) {
      // Live messages still flow; only the catch-up is missing.
      this.logger.warn({ msg: 'no progress state', contentId, error: String(error) });
    }
    const pending = buffered;
    buffered = null;
    if (state) for (const m of catchUpMessages(state)) send(m);
    for (const m of state ? dropIncludedChunks(state, pending) : pending) send(m);
    return stop;
  }

  /** Same access as the item detail: staff see any item that exists. */
  async assertExists(contentId: string): Promise<void> {
    await this.bus.request('content.get.v2', { id: contentId, scope: 'staff' });
  }
}
