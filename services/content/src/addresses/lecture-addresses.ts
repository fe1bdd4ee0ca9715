import { Injectable } from '@nestjs/common';
import { AppError } from '@lectures/proto';
import type { EntityManager } from 'typeorm';
import { AddressRepository } from './address.repository';
import { isSlugOf, lectureSlugOf, mayStandAlone, numbered } from './lecture-slug';

/** Rounds of 'taken, try the next number' before giving up: each loses only to a lecture given that address meanwhile. */
const CLAIM_ROUNDS = 50;

/**
 * The one writer of lecture addresses. A lecture's address follows its title: made when the
 * lecture is, a new one when the title says something else, and every address it ever had
 * kept, so old links still lead to it (the gateway answers them 301). Addresses are unique
 * across all lectures and all time: PostgreSQL's primary key settles two lectures given the same
 * one at once, and the loser takes the next number.
 */
@Injectable()
export class LectureAddresses {
  constructor(private readonly repository: AddressRepository) {}

  /** Makes the lecture's address match its title, inside the transaction that wrote it; answers the address. */
  async follow(manager: EntityManager, item: { id: string; title: string; slug?: string | null }): Promise<string> {
    const base = lectureSlugOf(item.title);
    if (item.slug && isSlugOf(base, item.slug)) return item.slug;
    // A title changed back: the address it had then is its address again.
    const own = (await this.repository.ownSlugs(manager, item.id)).filter((slug) => isSlugOf(base, slug));
    const slug = own.includes(base) ? base : (own.sort()[0] ?? (await this.claimNew(manager, item.id, base)));
    await this.repository.setCurrent(manager, item.id, slug);
    item.slug = slug;
    return slug;
  }

  private async claimNew(manager: EntityManager, contentId: string, base: string): Promise<string> {
    for (let round = 0; round < CLAIM_ROUNDS; round++) {
      const { plain, highest } = await this.repository.taken(manager, base);
      const candidate = !plain && mayStandAlone(base) ? base : numbered(base, Math.max(highest, 1) + 1);
      if (await this.repository.claim(manager, contentId, candidate)) return candidate;
    }
    throw new AppError('CONFLICT', 'Too many lectures are being given this title at once; try again');
  }
}
