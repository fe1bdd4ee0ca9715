import { randomUUID } from 'node:crypto';
import type { DataSource, MigrationInterface } from 'typeorm';
import { openServiceDatabase } from '@lectures/platform';
import { createThrowAwayDatabase, type ThrowAwayDatabase } from '@lectures/platform/src/testing/test-database';
import { contentService } from '../content.service-definition';
import { linkFreeTextSpeakers } from '../speakers/free-text-speakers';
import { OTHER_PEOPLE, SPEAKER_SPELLINGS } from '../testing/speaker-spellings';
import { Speakers1765473830000 } from './1765473830000-Speakers';

const ALL = contentService().migrations as (new () => MigrationInterface)[];
const BEFORE = ALL.slice(0, ALL.indexOf(Speakers1765473830000));
const UPLOADER = '00000000-0000-4000-8000-000000000009';

interface Lecture {
  id: string;
  speaker: string | null;
}

/**
 * The migration that makes records of an archive's free-text speakers, on a realistic set:
 * five people written 24 ways (case, titles, transliterations, Arabic with and without marks),
 * people with look-alike names, lectures naming two speakers, and lectures naming none.
 */
describe(Speakers1765473830000.name, () => {
  let database: ThrowAwayDatabase;
  let db: DataSource;
  const lectures: Lecture[] = [];
  const add = (speaker: string | null, copies = 1) => {
    for (let i = 0; i < copies; i++) lectures.push({ id: randomUUID(), speaker });
  };
  const speakerOf = async (id: string) => (await db.query<{ speaker: string | null }[]>(`SELECT speaker FROM content.content WHERE id = $1`, [id]))[0].speaker;

  beforeAll(async () => {
    database = await createThrowAwayDatabase('content_speakers');
    // The first spelling of each speaker is the most used, so it becomes the name.
    for (const { spellings } of SPEAKER_SPELLINGS) spellings.forEach((spelling, i) => add(spelling, i === 0 ? 3 : 1));
    for (const name of OTHER_PEOPLE) add(name);
    add('Sheikh Ahmad & Dr Bilal Philips');
    add('  ');
    add(null, 2);
    const before = await openServiceDatabase({ url: database.url, schema: 'content', entities: [], migrations: BEFORE, poolSize: 1 });
    await before.query(
      `INSERT INTO content.content (id, title, speaker, uploaded_by, status)
       SELECT id, 'Lecture ' || n, speaker, $3, 'approved' FROM unnest($1::uuid[], $2::text[]) WITH ORDINALITY AS t(id, speaker, n)`,
      [lectures.map((l) => l.id), lectures.map((l) => l.speaker), UPLOADER],
    );
    await before.destroy();
    db = await openServiceDatabase({ url: database.url, schema: 'content', entities: [], migrations: ALL, poolSize: 2 });
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  it('should make one speaker of every spelling of one person, named as most lectures write it', async () => {
    for (const { speaker, spellings } of SPEAKER_SPELLINGS) {
      const ids = lectures.filter((l) => l.speaker !== null && spellings.includes(l.speaker)).map((l) => l.id);
      const linked = await db.query<{ speaker_id: string; name: string }[]>(
        `SELECT DISTINCT cs.speaker_id, s.name FROM content.content_speaker cs JOIN content.speaker s ON s.id = cs.speaker_id WHERE cs.content_id = ANY($1::uuid[])`,
        [ids],
      );
      expect({ speaker, linked: linked.map((l) => l.name) }).toEqual({ speaker, linked: [speaker] });
      // SPEC's speaker string is the record's name now.
      for (const id of ids) expect(await speakerOf(id)).toBe(speaker);
    }
  });

  it('should merge nothing else: each look-alike name is a speaker of its own, as written', async () => {
    const names = (await db.query<{ name: string }[]>(`SELECT name FROM content.speaker ORDER BY name`)).map((r) => r.name);
    expect(names.sort()).toEqual([...SPEAKER_SPELLINGS.map((s) => s.speaker), ...OTHER_PEOPLE].sort());
    for (const name of OTHER_PEOPLE) {
      const lecture = lectures.find((l) => l.speaker === name)!;
      expect(await speakerOf(lecture.id)).toBe(name);
    }
  });

  it('should keep two speakers of one lecture in order, and leave lectures without a speaker alone', async () => {
    const both = lectures.find((l) => l.speaker?.includes('&'))!;
    expect(await speakerOf(both.id)).toBe('Shaykh Ahmad & Dr. Bilal Philips');
    const order = await db.query<{ name: string; position: number }[]>(
      `SELECT s.name, cs.position FROM content.content_speaker cs JOIN content.speaker s ON s.id = cs.speaker_id WHERE cs.content_id = $1 ORDER BY cs.position`,
      [both.id],
    );
    expect(order).toEqual([{ name: 'Shaykh Ahmad', position: 1 }, { name: 'Dr. Bilal Philips', position: 2 }]);
    const none = lectures.filter((l) => !l.speaker?.trim()).map((l) => l.id);
    expect(await db.query(`SELECT count(*)::int AS n FROM content.content_speaker WHERE content_id = ANY($1::uuid[])`, [none])).toEqual([{ n: 0 }]);
  });

  it('should list what it merged for admins: each speaker kept and every spelling folded into it', async () => {
    const changes = await db.query<{ kind: string; origin: string; speaker_name: string; spellings: string[]; lectures: number }[]>(
      `SELECT kind, origin, speaker_name, spellings, lectures FROM content.speaker_change ORDER BY speaker_name`,
    );
    const expected = SPEAKER_SPELLINGS.map(({ speaker, spellings }) => ({
      kind: 'merge',
      origin: 'migration',
      speaker_name: speaker,
      spellings: expect.arrayContaining(spellings),
      // Every lecture written another way (the two-speaker lecture spells Ahmad and Bilal another way too).
      lectures: spellings.length - 1 + (speaker === 'Shaykh Ahmad' || speaker === 'Dr. Bilal Philips' ? 1 : 0),
    })).sort((a, b) => a.speaker_name.localeCompare(b.speaker_name));
    expect(changes).toEqual(expected);
    for (const change of changes) expect(change.spellings[0]).toBe(change.speaker_name);
  });

  it('should give every speaker a readable address of its own, Arabic kept as Arabic', async () => {
    const slugs = await db.query<{ name: string; slug: string }[]>(`SELECT name, slug FROM content.speaker`);
    expect(new Set(slugs.map((s) => s.slug)).size).toBe(slugs.length);
    expect(slugs).toEqual(expect.arrayContaining([{ name: 'Shaykh Ahmad', slug: 'shaykh-ahmad' }, { name: 'الشيخ عبد الرحمن السديس', slug: 'الشيخ-عبد-الرحمن-السديس' }]));
  });

  it("should refuse a speaker string written past the records (a previous release's update), and link free text inserted later", async () => {
    const lecture = lectures.find((l) => l.speaker === 'Hasan')!;
    await expect(db.query(`UPDATE content.content SET speaker = 'Someone else' WHERE id = $1`, [lecture.id])).rejects.toMatchObject({ code: '57P03' });
    expect(await speakerOf(lecture.id)).toBe('Hasan');
    // Loaded straight into the table: linked to the speakers that exist, or new ones.
    const [late, lateNew] = [randomUUID(), randomUUID()];
    await db.query(`INSERT INTO content.content (id, title, speaker, uploaded_by) VALUES ($1, 'Late', 'SH. AHMED', $3), ($2, 'Late too', 'Ustadha Maryam', $3)`, [late, lateNew, UPLOADER]);
    const linked = await db.transaction((manager) => linkFreeTextSpeakers(manager, null));
    expect(linked).toEqual({ lectures: 2, speakersMade: 1 });
    expect([await speakerOf(late), await speakerOf(lateNew)]).toEqual(['Shaykh Ahmad', 'Ustadha Maryam']);
    expect(await db.transaction((manager) => linkFreeTextSpeakers(manager, null))).toEqual({ lectures: 0, speakersMade: 0 });
  });

  it('should find Ahmad by Ahmed in lecture search too (the term list learnt the spelling)', async () => {
    const found = await db.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM content.content WHERE search_vector @@ plainto_tsquery('simple', content.search_fold('ahmed'))`);
    expect(found[0].n).toBeGreaterThanOrEqual(SPEAKER_SPELLINGS[0].spellings.length + 2);
  });
});
