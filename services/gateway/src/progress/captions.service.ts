import { Inject, Injectable } from '@nestjs/common';
import { MESSAGE_BUS, type MessageBus } from '@lectures/platform';
import type { Actor } from '@lectures/proto';
import { toWebVtt } from './webvtt';

@Injectable()
export class CaptionsService {
  constructor(@Inject(MESSAGE_BUS) private readonly bus: MessageBus) {}

  /** Null when the item has no timed transcript (not transcribed yet, or reprocessing). */
  async forContent(id: string, actor: Actor | undefined): Promise<string | null> {
    const transcript = await this.bus.request('content.transcript.get.v1', { id, scope: actor ? 'staff' : 'public' });
    return transcript.passages.length > 0 ? toWebVtt(transcript.passages) : null;
  }
}
