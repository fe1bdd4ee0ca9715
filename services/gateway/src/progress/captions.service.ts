import { Inject, Injectable } from '@nestjs/common';
import { MESSAGE_BUS, type MessageBus } from '@lectures/platform';
import { joinPassages, type Actor } from '@lectures/proto';
import { toWebVtt } from './webvtt';

@Injectable()
export class CaptionsService {
  constructor(@Inject(MESSAGE_BUS) private readonly bus: MessageBus) {}

  /** Null when the item has no timed transcript (not transcribed yet, or reprocessing). */
  async forContent(id: string, actor: Actor | undefined): Promise<string | null> {
    const transcript = await this.bus.request('content.transcript.get.v1', { id, scope: actor ? 'staff' : 'public' });
    return transcript.passages.length > 0 ? toWebVtt(transcript.passages) : null;
  }

  /** The transcript as plain text (podcast apps, downloads): the stored text, a passage a line. Null without one. */
  async textFor(id: string, actor: Actor | undefined): Promise<string | null> {
    const transcript = await this.bus.request('content.transcript.get.v1', { id, scope: actor ? 'staff' : 'public' });
    const { segments } = joinPassages(transcript.passages.filter((passage) => passage.text.trim()));
    return segments.length > 0 ? `${segments.map((segment) => segment.text).join('\n')}\n` : null;
  }
}
