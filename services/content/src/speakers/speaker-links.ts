import { Injectable } from '@nestjs/common';
import { AppError, MAX_SPEAKERS_PER_LECTURE, splitSpeakerNames } from '@lectures/proto';
import type { EntityManager } from 'typeorm';
import { speakerKey } from './speaker-key';
import { resolveSpeaker } from './speaker-rows';
import { SpeakerRepository } from './speaker.repository';

const ATTEMPTS = 3;

/**
 * The one writer of which speakers a lecture or a series names. A name is the speaker whose
 * spelling has its key ('Sheikh Ahmad' is Shaykh Ahmad), or a new speaker; the lecture's SPEC
 * `speaker` string follows in PostgreSQL. Callers run it inside their own transaction.
 */
@Injectable()
export class SpeakerLinks {
  constructor(private readonly repository: SpeakerRepository) {}

  /** SPEC's speaker string (an edit, an import's tags, an accepted suggestion) as the lecture's speakers. */
  async setLectureSpeakers(manager: EntityManager, contentId: string, text: string | null | undefined): Promise<void> {
    const ids = await this.speakersNamed(manager, splitSpeakerNames(text));
    await this.repository.replaceLectureSpeakers(manager, contentId, ids);
  }

  async setSeriesSpeakers(manager: EntityManager, seriesId: string, names: string[]): Promise<void> {
    await this.repository.replaceSeriesSpeakers(manager, seriesId, await this.speakersNamed(manager, names));
  }

  /**
   * The speakers the names are, in order, once each. Each is held until the transaction ends; one
   * that a merge removed meanwhile is looked up again (its spelling is the kept speaker's now).
   */
  private async speakersNamed(manager: EntityManager, names: string[]): Promise<string[]> {
    const named = names.map((name) => name.replace(/\s+/g, ' ').trim()).filter((name) => speakerKey(name) !== '');
    if (named.length > MAX_SPEAKERS_PER_LECTURE) throw new AppError('INVALID', `At most ${MAX_SPEAKERS_PER_LECTURE} speakers`);
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      const ids: string[] = [];
      for (const name of named) {
        const id = await resolveSpeaker(manager, name);
        if (!ids.includes(id)) ids.push(id);
      }
      const held = await this.repository.holdExisting(manager, ids);
      if (ids.every((id) => held.has(id))) return ids;
    }
    throw new AppError('CONFLICT', 'The speakers were being merged at the same moment; save again');
  }
}
