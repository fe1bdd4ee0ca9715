import { Inject, Injectable, Logger } from '@nestjs/common';
import { FANOUT, type Fanout } from '@lectures/platform';
import { PROGRESS_EXCHANGE, type Analysis, type ProgressMessage } from '@lectures/proto';

/**
 * Tells watching browsers an item's processing ended, after content has
 * committed the result: a page that reloads the item on transcript_complete
 * reads the stored result, never the state before it. Best effort, like every
 * live message: a browser that misses it catches up from the stored state.
 */
@Injectable()
export class ResultAnnouncer {
  private readonly logger = new Logger('ResultAnnouncer');

  constructor(@Inject(FANOUT) private readonly fanout: Fanout) {}

  /** `transcript` is the text as stored (with the corrections a reprocess kept). */
  completed(contentId: string, transcript: string, m: Analysis): Promise<void> {
    return this.send({
      type: 'transcript_complete',
      contentId,
      transcript,
      metadata: {
        title: m.title,
        description: m.description,
        speaker: m.speaker,
        tags: m.tags,
        language: m.language,
        summary: m.summary,
        keyPoints: m.keyPoints,
        topics: m.topics,
        qna: m.qna,
      },
    });
  }

  failed(contentId: string, error: string): Promise<void> {
    return this.send({ type: 'transcript_error', contentId, error });
  }

  private async send(message: ProgressMessage): Promise<void> {
    try {
      await this.fanout.publish(PROGRESS_EXCHANGE, message);
    } catch (error) {
      this.logger.warn({ msg: 'result not announced', type: message.type, contentId: message.contentId, error: String(error) });
    }
  }
}
