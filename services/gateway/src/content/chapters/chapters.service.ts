import { Inject, Injectable } from '@nestjs/common';
import { MESSAGE_BUS, type MessageBus } from '@lectures/platform';
import { AppError, chapterSpans, type Actor, type ChapterSpan } from '@lectures/proto';
import { toContentDto } from '../content-urls';
import { toChaptersVtt, toPodcastChapters, type PodcastChapters } from './chapter-files';

/** An item's chapters as files: what its content response carries, for players and podcast apps. */
@Injectable()
export class ChaptersService {
  constructor(@Inject(MESSAGE_BUS) private readonly bus: MessageBus) {}

  /** Visitors: a published item's accepted or edited chapters; staff: the chapters they see. 404 when there are none. */
  private async read(id: string, actor: Actor | undefined): Promise<{ title: string; speaker: string | null; chapters: ChapterSpan[] }> {
    const item = toContentDto(await this.bus.request('content.get.v2', { id, scope: actor ? 'staff' : 'public' }));
    if (item.chapters.length === 0) throw new AppError('NOT_FOUND', 'No chapters for this item yet');
    return { title: item.title, speaker: item.speaker, chapters: chapterSpans(item.chapters, item.durationSeconds) };
  }

  async vtt(id: string, actor: Actor | undefined): Promise<string> {
    return toChaptersVtt((await this.read(id, actor)).chapters);
  }

  async json(id: string, actor: Actor | undefined): Promise<PodcastChapters> {
    const { chapters, ...item } = await this.read(id, actor);
    return toPodcastChapters(item, chapters);
  }
}
