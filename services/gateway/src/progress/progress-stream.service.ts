import { Inject, Injectable, Logger } from '@nestjs/common';
import { MESSAGE_BUS, type MessageBus } from '@lectures/platform';
import { joinPassages, type ProgressMessage, type ProgressStateReply } from '@lectures/proto';
import { afterSending, catchUpMessages, dropIncludedChunks, NOTHING_SENT, type SentSoFar } from './progress-catch-up';
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

  /**
   * Returns the function that stops following. When the fan-out comes back after an outage the
   * client is caught up again from the stored state: what it missed, never what it has.
   */
  async follow(contentId: string, send: Send): Promise<() => void> {
    let sent: SentSoFar = NOTHING_SENT;
    let buffered: ProgressMessage[] | null = null;
    const deliver = (message: ProgressMessage) => {
      sent = afterSending(sent, message);
      send(message);
    };
    const catchUp = async () => {
      if (buffered) return; // one at a time: live messages wait in the buffer meanwhile
      buffered = [];
      const state = await this.stateOf(contentId);
      const pending = buffered;
      buffered = null;
      if (state) for (const message of catchUpMessages(state, sent)) deliver(message);
      for (const message of state ? dropIncludedChunks(state, pending) : pending) deliver(message);
    };
    const stop = this.hub.follow(
      contentId,
      (message) => (buffered ? buffered.push(message) : deliver(message)),
      () => void catchUp(),
    );
    await catchUp();
    return stop;
  }

  /** Same access as the item detail: staff see any item that exists. */
  async assertExists(contentId: string): Promise<void> {
    await this.bus.request('content.get.v2', { id: contentId, scope: 'staff' });
  }

  private async stateOf(contentId: string): Promise<ProgressStateReply | null> {
    try {
      const state = await this.bus.request('transcription.progress-state.v1', { contentId });
      if (state.state !== 'completed') return state;
      // A finished job's transcript as content keeps it (with staff's corrections), not as it was heard.
      const stored = await this.bus.request('content.transcript.get.v1', { id: contentId, scope: 'staff' });
      return { ...state, transcript: joinPassages(stored.passages).text };
    } catch (error) {
      // Live messages still flow; only the catch-up is missing.
      this.logger.warn({ msg: 'no progress state', contentId, error: String(error) });
      return null;
    }
  }
}
