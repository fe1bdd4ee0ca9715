import { Injectable } from '@nestjs/common';
import {
  AppError,
  may,
  type Actor,
  type ContentScope,
  type CreateSpeakerRequest,
  type ListSpeakersRequest,
  type MergeSpeakersRequest,
  type SetSeriesSpeakersRequest,
  type SpeakerChange,
  type SpeakerFields,
  type SpeakerLecturesPage,
  type SpeakerLecturesRequest,
  type SpeakerLink,
  type SpeakerRecord,
  type SpeakerRef,
  type SpeakerSummary,
  type SplitSpeakerReply,
  type SplitSpeakerRequest,
  type UpdateSpeakerRequest,
} from '@lectures/proto';
import type { EntityManager } from 'typeorm';
import { toContentRecord } from '../content/content.mapper';
import { speakerKey } from './speaker-key';
import { SpeakerLinks } from './speaker-links';
import { insertSpeaker, insertSpeakerRow } from './speaker-rows';
import { SpeakerRepository, type ChangeRow, type LectureCursor, type SpeakerListRow, type SpeakerRow } from './speaker.repository';

const DEFAULT_LIST = 200;
const quoted = (name: string) => `“${name}”`;
const notFound = () => new AppError('NOT_FOUND', 'Speaker not found');

function summaryOf(row: SpeakerListRow): SpeakerSummary {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    otherSpellings: row.other_spellings,
    bio: row.bio,
    links: row.links,
    lectureCount: row.lecture_count,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

function changeOf(row: ChangeRow): SpeakerChange {
  return {
    id: row.id,
    kind: row.kind,
    origin: row.origin,
    speakerId: row.speaker_id,
    speakerName: row.speaker_name,
    spellings: row.spellings,
    lectures: row.lectures,
    by: row.by,
    at: new Date(row.at).toISOString(),
  };
}

/** A name's key, refused when it has no letter or digit. */
function keyOf(name: string): string {
  const key = speakerKey(name);
  if (!key) throw new AppError('INVALID', `${quoted(name)} is not a name: it needs a letter or a digit`);
  return key;
}

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();
const cleanLinks = (links: SpeakerLink[] | undefined): SpeakerLink[] | undefined => links?.map((link) => ({ label: clean(link.label), url: link.url.trim() }));

/** Who may change the speakers everyone sees (their names, biographies, merges and splits): admins. */
function assertAdmin(actor: Actor, what: string): void {
  if (!may(actor.role, 'approve')) throw new AppError('FORBIDDEN', `Only an admin can ${what}`);
}

/** A lecture cursor: the page's last lecture as `<microseconds>_<id>`. */
function readCursor(cursor: string | undefined): LectureCursor | null {
  if (!cursor) return null;
  const match = /^(\d{1,20})_([0-9a-f-]{36})$/i.exec(cursor);
  if (!match) throw new AppError('INVALID', 'Invalid cursor');
  return { micros: match[1], id: match[2] };
}

/** Speakers: the people lectures and series name, their spellings, merges and splits. */
@Injectable()
export class SpeakerService {
  constructor(
    private readonly repository: SpeakerRepository,
    private readonly links: SpeakerLinks,
  ) {}

  async list({ scope, q, limit, offset }: ListSpeakersRequest): Promise<SpeakerSummary[]> {
    const key = speakerKey(q ?? '');
    const rows = await this.repository.list(scope, { words: key ? key.split(' ') : undefined, exactKey: key || undefined, limit: limit ?? DEFAULT_LIST, offset: offset ?? 0 });
    return rows.map(summaryOf);
  }

  async get(id: string, scope: ContentScope): Promise<SpeakerRecord> {
    const record = await this.record(id, scope);
    if (!record) throw notFound();
    return record;
  }

  /** Visitors: by address, an old address, or any spelling (links made from a name); a speaker with nothing published is not found. */
  async getPublic(address: string): Promise<SpeakerRecord> {
    const text = address.normalize('NFC');
    const found = await this.repository.findByAddress(text, speakerKey(text));
    const record = found ? await this.record(found.id, 'public') : null;
    if (!record || (record.lectureCount === 0 && record.series.length === 0)) throw notFound();
    return record;
  }

  async lectures({ id, scope, limit, cursor }: SpeakerLecturesRequest): Promise<SpeakerLecturesPage> {
    const after = readCursor(cursor);
    if (!(await this.repository.findById(id))) throw notFound();
    const found = await this.repository.lectureIds(id, scope, limit + 1, after);
    const page = found.slice(0, limit);
    const cards = new Map((await this.repository.cards(page.map((row) => row.id))).map((item) => [item.id, item]));
    const items = page.flatMap((row) => {
      const item = cards.get(row.id);
      return item ? [toContentRecord(item, scope === 'public' ? 'public' : 'staff')] : [];
    });
    const last = page[page.length - 1];
    return { items, nextCursor: found.length > limit && last ? `${last.micros}_${last.id}` : null };
  }

  /** Staff make a speaker before naming it on a lecture (or by naming it: see SpeakerLinks). */
  async create({ actor, fields }: CreateSpeakerRequest): Promise<SpeakerRecord> {
    if (!may(actor.role, 'upload')) throw new AppError('FORBIDDEN', `Your role (${actor.role}) does not allow this`);
    const name = clean(fields.name ?? '');
    if (!name) throw new AppError('INVALID', 'Name is required.');
    const id = await this.repository.transaction(async (manager) => {
      const owner = await this.repository.spellingOwner(manager, keyOf(name));
      if (owner) throw new AppError('INVALID', `${quoted(name)} is already the speaker ${quoted(owner.name)}`);
      const made = await insertSpeaker(manager, name);
      if (!made.made) throw new AppError('INVALID', `${quoted(name)} was made a speaker at the same moment`);
      await this.applyFields(manager, made.id, { name, bio: fields.bio, links: fields.links, otherSpellings: fields.otherSpellings });
      return made.id;
    });
    return this.get(id, 'staff');
  }

  async update({ id, actor, patch }: UpdateSpeakerRequest): Promise<SpeakerRecord> {
    assertAdmin(actor, "change a speaker's name, spellings, biography or links");
    await this.repository.transaction(async (manager) => {
      const [speaker] = await this.repository.lock(manager, [id]);
      if (!speaker) throw notFound();
      await this.applyFields(manager, id, patch, speaker);
    });
    return this.get(id, 'staff');
  }

  /**
   * Merges speakers into one: every lecture and series of theirs moves to it, and their names and
   * spellings become its other spellings (so search and old links still find it). Written to
   * the list of changes.
   */
  async merge({ id, actor, from }: MergeSpeakersRequest): Promise<SpeakerRecord> {
    assertAdmin(actor, 'merge speakers');
    if (from.includes(id)) throw new AppError('INVALID', 'A speaker cannot be merged into itself');
    await this.repository.transaction(async (manager) => {
      const locked = await this.repository.lock(manager, [id, ...from]);
      const kept = locked.find((row) => row.id === id);
      if (!kept) throw notFound();
      const missing = from.find((other) => !locked.some((row) => row.id === other));
      if (missing) throw new AppError('INVALID', `Speaker ${missing} not found`);
      for (const source of locked.filter((row) => row.id !== id)) {
        const spellings = (await this.repository.spellings(source.id, manager)).map((s) => s.spelling);
        const moved = await this.repository.mergeInto(manager, id, source);
        await this.repository.recordChange(manager, { kind: 'merge', speakerId: id, speakerName: kept.name, spellings: [kept.name, ...spellings], lectures: moved, by: actor.id });
        // What the kept speaker lacks, the merged one had.
        if (!kept.bio && source.bio) kept.bio = source.bio;
        kept.links = [...kept.links, ...source.links.filter((link) => !kept.links.some((k) => k.url === link.url))];
      }
      await this.repository.updateFields(manager, id, { name: kept.name, bio: kept.bio, links: kept.links });
    });
    return this.get(id, 'staff');
  }

  /**
   * Splits lectures off a speaker into a new one (two people shared a name, or a merge went too
   * far): the lectures chosen move, the others stay, and spellings named go with them.
   */
  async split({ id, actor, name, contentIds, spellings }: SplitSpeakerRequest): Promise<SplitSpeakerReply> {
    assertAdmin(actor, 'split a speaker');
    const newName = clean(name);
    const newKey = keyOf(newName);
    const madeId = await this.repository.transaction(async (manager) => {
      const [speaker] = await this.repository.lock(manager, [id]);
      if (!speaker) throw notFound();
      const theirs = await this.repository.lecturesAmong(manager, id, contentIds);
      const notTheirs = contentIds.filter((contentId) => !theirs.has(contentId));
      if (notTheirs.length > 0) throw new AppError('INVALID', `${notTheirs.length === 1 ? 'A lecture is' : `${notTheirs.length} lectures are`} not ${quoted(speaker.name)}'s: ${notTheirs.slice(0, 3).join(', ')}`);
      const ownKey = speakerKey(speaker.name);
      if (newKey === ownKey) throw new AppError('INVALID', `The new speaker needs a name other than ${quoted(speaker.name)}`);
      const movedKeys = new Set<string>();
      for (const spelling of [newName, ...(spellings ?? [])]) {
        const key = keyOf(spelling);
        const owner = await this.repository.spellingOwner(manager, key);
        if (owner && owner.speaker_id !== id) throw new AppError('INVALID', `${quoted(spelling)} is the speaker ${quoted(owner.name)}, not ${quoted(speaker.name)}`);
        if (key === ownKey) throw new AppError('INVALID', `${quoted(spelling)} is how ${quoted(speaker.name)} is written: it stays with them`);
        if (owner) movedKeys.add(key);
        else if (spelling !== newName) throw new AppError('INVALID', `${quoted(spelling)} is not a spelling of ${quoted(speaker.name)}`);
      }
      // The new name may be one of the old speaker's other spellings (a merge being undone): it moves with them.
      const made = movedKeys.has(newKey) ? { id: await insertSpeakerRow(manager, newName), made: true } : await insertSpeaker(manager, newName);
      if (!made.made) throw new AppError('INVALID', `${quoted(newName)} was made a speaker at the same moment`);
      await this.repository.moveSpellings(manager, [...movedKeys], made.id);
      await this.repository.addSpelling(manager, made.id, newKey, newName);
      await this.repository.moveLectures(manager, id, made.id, contentIds);
      await this.repository.recordChange(manager, { kind: 'split', speakerId: made.id, speakerName: newName, spellings: [speaker.name], lectures: contentIds.length, by: actor.id });
      return made.id;
    });
    const [from, to] = await Promise.all([this.get(id, 'staff'), this.get(madeId, 'staff')]);
    return { from, to };
  }

  async changes(limit = DEFAULT_LIST): Promise<SpeakerChange[]> {
    return (await this.repository.changes(limit)).map(changeOf);
  }

  seriesSpeakers(seriesId: string): Promise<SpeakerRef[]> {
    return this.repository.seriesSpeakers(seriesId);
  }

  /** A series' speakers, in order: whoever may edit the series (admins, or the contributor who made it). */
  async setSeriesSpeakers({ seriesId, actor, names }: SetSeriesSpeakersRequest): Promise<SpeakerRef[]> {
    await this.repository.transaction(async (manager) => {
      const series = await this.repository.lockSeries(manager, seriesId);
      if (!series) throw new AppError('NOT_FOUND', 'Series not found');
      if (!may(actor.role, 'edit', series.created_by === actor.id)) {
        throw new AppError('FORBIDDEN', actor.role === 'contributor' ? 'You can only change series you made' : `Your role (${actor.role}) does not allow this`);
      }
      await this.links.setSeriesSpeakers(manager, seriesId, names);
    });
    return this.repository.seriesSpeakers(seriesId);
  }

  private async record(id: string, scope: ContentScope): Promise<SpeakerRecord | null> {
    const [row] = await this.repository.list(scope === 'public' ? 'staff' : scope, { ids: [id], limit: 1, offset: 0 });
    if (!row) return null;
    const [series, published] = await Promise.all([
      this.repository.series(id, scope),
      scope === 'public' ? this.repository.list('public', { ids: [id], limit: 1, offset: 0 }) : Promise.resolve([row]),
    ]);
    return { ...summaryOf(row), lectureCount: published[0]?.lecture_count ?? 0, series };
  }

  /** Name, other spellings (the whole list), biography and links, each only when given. */
  private async applyFields(manager: EntityManager, id: string, fields: SpeakerFields, current?: SpeakerRow): Promise<void> {
    const name = fields.name === undefined ? (current?.name ?? '') : clean(fields.name);
    if (!name) throw new AppError('INVALID', 'Name is required.');
    const nameKey = keyOf(name);
    const owner = await this.repository.spellingOwner(manager, nameKey);
    if (owner && owner.speaker_id !== id) throw new AppError('INVALID', `${quoted(name)} is already the speaker ${quoted(owner.name)}: merge the two instead`);
    // A new name keeps the old one as another spelling (links and searches made with it still find the speaker).
    await this.repository.addSpelling(manager, id, nameKey, name);
    if (fields.otherSpellings !== undefined) {
      const wanted = new Map<string, string>();
      for (const spelling of fields.otherSpellings.map(clean).filter(Boolean)) {
        const key = keyOf(spelling);
        if (key === nameKey) continue;
        const other = await this.repository.spellingOwner(manager, key);
        if (other && other.speaker_id !== id) throw new AppError('INVALID', `${quoted(spelling)} is the speaker ${quoted(other.name)}: merge the two instead`);
        wanted.set(key, spelling);
      }
      const dropped = (await this.repository.spellings(id, manager)).filter((s) => s.key !== nameKey && !wanted.has(s.key)).map((s) => s.key);
      await this.repository.removeSpellings(manager, id, dropped);
      for (const [key, spelling] of wanted) await this.repository.addSpelling(manager, id, key, spelling);
    }
    await this.repository.updateFields(manager, id, {
      name,
      bio: fields.bio === undefined ? (current?.bio ?? null) : fields.bio?.trim() || null,
      links: cleanLinks(fields.links) ?? current?.links ?? [],
    });
  }
}
