import { randomUUID } from 'node:crypto';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import type { TestStack } from '@lectures/platform/src/testing/test-stack';
import type { ContentDto, SpeakerChange, SpeakerRecord, SpeakerSummary, SplitSpeakerReply } from '@lectures/proto';
import { makeContent } from '../testing/content-factory';
import { signUp, startGatewayStack } from '../testing/gateway-test-stack';
import type { SpeakerLecturesDto } from './speakers-gateway.service';

/** Speakers as records over real PostgreSQL: named from lectures, merged and split by staff, read by visitors. */
describe('SpeakersController', () => {
  let stack: TestStack;
  let admin: TestAgent;
  let contributor: TestAgent;
  let viewer: TestAgent;
  const anonymous = () => request(stack.server);

  /** A lecture naming `speaker` (SPEC's edit), published unless told. */
  const lecture = async (title: string, speaker: string | null, publish = true): Promise<ContentDto> => {
    const item = await makeContent(stack.services[0].bus, { title });
    const edited = await admin.patch(`/api/content/${item.id}`).send({ speaker }).expect(200);
    if (publish) await admin.post(`/api/content/${item.id}/approve`).expect(200);
    return edited.body as ContentDto;
  };
  const speakerString = async (id: string) => ((await admin.get(`/api/content/${id}`).expect(200)).body as ContentDto).speaker;
  const find = async (q: string) => (await admin.get('/api/speakers').query({ q }).expect(200)).body as SpeakerSummary[];
  const lecturesOf = async (speakerId: string) => ((await admin.get(`/api/speakers/${speakerId}/lectures`).query({ limit: 100 }).expect(200)).body as SpeakerLecturesDto).items.map((i) => i.title).sort();
  const only = async (q: string) => {
    const found = await find(q);
    expect(found).toHaveLength(1);
    return found[0];
  };

  beforeAll(async () => {
    stack = await startGatewayStack('in-process');
    admin = (await signUp(stack, 'admin')).agent;
    contributor = (await signUp(stack, 'contributor')).agent;
    viewer = (await signUp(stack, 'viewer')).agent;
  });
  afterAll(() => stack.close());

  describe('staff routes', () => {
    it('should require authentication', async () => {
      expect((await anonymous().get('/api/speakers')).status).toBe(401);
      expect((await anonymous().post('/api/speakers').send({ name: 'Anonymous' })).status).toBe(401);
      expect((await anonymous().post(`/api/speakers/${randomUUID()}/merge`).send({ speakerIds: [randomUUID()] })).status).toBe(401);
    });

    it('should let only admins change, merge and split speakers', async () => {
      const made = (await contributor.post('/api/speakers').send({ name: 'Ustadh Contributor Made' }).expect(201)).body as SpeakerRecord;
      expect((await viewer.post('/api/speakers').send({ name: 'Viewer Made' })).status).toBe(403);
      expect((await contributor.patch(`/api/speakers/${made.id}`).send({ bio: 'Mine now' })).status).toBe(403);
      expect((await contributor.post(`/api/speakers/${made.id}/merge`).send({ speakerIds: [randomUUID()] })).status).toBe(403);
      expect((await contributor.post(`/api/speakers/${made.id}/split`).send({ name: 'Other', contentIds: [randomUUID()] })).status).toBe(403);
    });

    it('should reject bad input with a clear message and change nothing', async () => {
      const before = (await find('')).length;
      const spaces = await admin.post('/api/speakers').send({ name: '   ' });
      expect([spaces.status, spaces.body.message]).toEqual([400, 'Name is required.']);
      const link = await admin.post('/api/speakers').send({ name: 'Linked', links: [{ label: 'Site', url: 'javascript:alert(1)' }] });
      expect([link.status, link.body.message]).toEqual([400, 'A link must be a web address starting with http:// or https://']);
      expect((await admin.post('/api/speakers').send({ name: 'Extra', role: 'admin' })).status).toBe(400);
      expect((await admin.get('/api/speakers/not-an-id')).status).toBe(400);
      expect((await admin.get(`/api/speakers/${randomUUID()}`)).status).toBe(404);
      expect((await find('')).length).toBe(before);
      // A name another speaker already has, in any spelling, is that speaker.
      await admin.post('/api/speakers').send({ name: 'Shaykh Existing' }).expect(201);
      const twin = await admin.post('/api/speakers').send({ name: 'Sheikh Existing' });
      expect([twin.status, twin.body.message]).toEqual([400, '“Sheikh Existing” is already the speaker “Shaykh Existing”']);
    });
  });

  describe('lectures name speakers', () => {
    it("should make one speaker of a name however it is typed, and keep SPEC's speaker string", async () => {
      const first = await lecture('Yahya on patience', 'Sheikh Yahya Nasir');
      const second = await lecture('Yahya on gratitude', 'sh. yahya nasir');
      expect(first.speaker).toBe('Sheikh Yahya Nasir');
      expect(second.speaker).toBe('Sheikh Yahya Nasir');
      const speaker = await only('Shaykh Yahya');
      expect(speaker).toMatchObject({ name: 'Sheikh Yahya Nasir', slug: 'sheikh-yahya-nasir', lectureCount: 2 });
      // Two speakers in order, joined as SPEC's one string.
      const both = await lecture('A dialogue', 'Sheikh Yahya Nasir & Dr. Zaid Karim');
      expect(both.speaker).toBe('Sheikh Yahya Nasir & Dr. Zaid Karim');
      expect(await lecturesOf(speaker.id)).toEqual(['A dialogue', 'Yahya on gratitude', 'Yahya on patience']);
      // Cleared: no speaker, and SPEC's null.
      expect(((await admin.patch(`/api/content/${both.id}`).send({ speaker: null }).expect(200)).body as ContentDto).speaker).toBeNull();
      expect(await lecturesOf(speaker.id)).toEqual(['Yahya on gratitude', 'Yahya on patience']);
    });

    it('should find a speaker by any spelling, title or transliteration', async () => {
      await lecture('Tafsir of al-Mulk', 'Shaykh Muhammad ibn Salih al-Uthaymin');
      for (const q of ['uthaymeen', 'Sheikh Mohammed Uthaymin', 'Muhammad b. Salih', 'imam muhammad ibn saalih al uthaymeen']) {
        expect({ q, found: (await find(q)).map((s) => s.name) }).toEqual({ q, found: ['Shaykh Muhammad ibn Salih al-Uthaymin'] });
      }
    });
  });

  describe('POST /api/speakers/:id/merge', () => {
    it('should move every lecture to the speaker kept and keep the old names as spellings, so search and old links still find it', async () => {
      const kept = await Promise.all(['Usamah 1', 'Usamah 2'].map((t) => lecture(t, 'Abu Usamah Hakim')));
      const moved = await Promise.all(['Usama 1', 'Usama 2', 'Usama 3'].map((t) => lecture(t, 'Abu Usama al-Dhahabi')));
      const both = await lecture('Usamah and Usama', 'Abu Usama al-Dhahabi & Abu Usamah Hakim');
      const [target, source] = [await only('Abu Usamah Hakim'), await only('Dhahabi')];
      const merged = (await admin.post(`/api/speakers/${target.id}/merge`).send({ speakerIds: [source.id] }).expect(200)).body as SpeakerRecord;
      expect(merged).toMatchObject({ name: 'Abu Usamah Hakim', otherSpellings: ['Abu Usama al-Dhahabi'], lectureCount: 6 });
      expect(await lecturesOf(target.id)).toEqual(['Usama 1', 'Usama 2', 'Usama 3', 'Usamah 1', 'Usamah 2', 'Usamah and Usama']);
      for (const item of [...kept, ...moved]) expect(await speakerString(item.id)).toBe('Abu Usamah Hakim');
      // A lecture that named both names the speaker kept once.
      expect(await speakerString(both.id)).toBe('Abu Usamah Hakim');
      expect((await admin.get(`/api/speakers/${source.id}`)).status).toBe(404);
      // The old name, its spellings and its old address find the speaker kept.
      expect((await find('al-Dhahabi')).map((s) => s.id)).toEqual([target.id]);
      for (const address of ['Abu Usama al-Dhahabi', 'abu usama dhahabi', source.slug]) {
        const page = await anonymous().get(`/api/speakers/public/${encodeURIComponent(address)}`).expect(200);
        expect((page.body as SpeakerRecord).id).toBe(target.id);
      }
      // A name typed later in the old spelling is the speaker kept.
      expect((await lecture('Usama 4', 'Abu Usama Dhahabi')).speaker).toBe('Abu Usamah Hakim');
      const changes = (await admin.get('/api/speakers/changes').expect(200)).body as SpeakerChange[];
      expect(changes[0]).toMatchObject({ kind: 'merge', origin: 'staff', speakerId: target.id, speakerName: 'Abu Usamah Hakim', spellings: ['Abu Usamah Hakim', 'Abu Usama al-Dhahabi'], lectures: 3 });
    });

    it('should refuse merging a speaker into itself or one that does not exist, changing nothing', async () => {
      await lecture('Self merge', 'Qari Self Merge');
      const speaker = await only('Self Merge');
      const itself = await admin.post(`/api/speakers/${speaker.id}/merge`).send({ speakerIds: [speaker.id] });
      expect([itself.status, itself.body.message]).toEqual([400, 'A speaker cannot be merged into itself']);
      const missing = randomUUID();
      const res = await admin.post(`/api/speakers/${speaker.id}/merge`).send({ speakerIds: [missing] });
      expect([res.status, res.body.message]).toEqual([400, `Speaker ${missing} not found`]);
      expect(await lecturesOf(speaker.id)).toEqual(['Self merge']);
    });

    it('should keep every lecture when lectures are named while their speaker is merged', async () => {
      await lecture('Race kept', 'Race Kept Speaker');
      await lecture('Race merged', 'Race Merged Speaker');
      const [target, source] = [await only('Race Kept'), await only('Race Merged')];
      const items = await Promise.all(Array.from({ length: 6 }, (_, i) => makeContent(stack.services[0].bus, { title: `Race ${i}` })));
      const answers = await Promise.all([
        admin.post(`/api/speakers/${target.id}/merge`).send({ speakerIds: [source.id] }),
        ...items.map((item) => admin.patch(`/api/content/${item.id}`).send({ speaker: 'Race Merged Speaker' })),
      ]);
      expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
      for (const item of items) expect(await speakerString(item.id)).toBe('Race Kept Speaker');
      expect((await lecturesOf(target.id)).length).toBe(8);
    });
  });

  describe('POST /api/speakers/:id/split', () => {
    it('should move the lectures chosen to a new speaker and keep every other lecture with the old one', async () => {
      const made = await Promise.all([1, 2, 3, 4, 5].map((n) => lecture(`Split ${n}`, 'Imam Split Shared')));
      const speaker = await only('Split Shared');
      const chosen = [made[1].id, made[3].id];
      const res = (await admin.post(`/api/speakers/${speaker.id}/split`).send({ name: 'Imam Split Other', contentIds: chosen }).expect(201)).body as SplitSpeakerReply;
      expect(res.from).toMatchObject({ id: speaker.id, lectureCount: 3 });
      expect(res.to).toMatchObject({ name: 'Imam Split Other', lectureCount: 2 });
      expect(await lecturesOf(speaker.id)).toEqual(['Split 1', 'Split 3', 'Split 5']);
      expect(await lecturesOf(res.to.id)).toEqual(['Split 2', 'Split 4']);
      for (const item of made) expect(await speakerString(item.id)).toBe(chosen.includes(item.id) ? 'Imam Split Other' : 'Imam Split Shared');
      const changes = (await admin.get('/api/speakers/changes').expect(200)).body as SpeakerChange[];
      expect(changes[0]).toMatchObject({ kind: 'split', speakerId: res.to.id, speakerName: 'Imam Split Other', spellings: ['Imam Split Shared'], lectures: 2 });
    });

    it('should undo a merge by splitting the merged name back off, with its spelling', async () => {
      await lecture('Undo kept', 'Undo Kept');
      const wrong = await lecture('Undo wrong', 'Undo Wrongly Merged');
      const [target, source] = [await only('Undo Kept'), await only('Undo Wrongly')];
      await admin.post(`/api/speakers/${target.id}/merge`).send({ speakerIds: [source.id] }).expect(200);
      const res = (await admin.post(`/api/speakers/${target.id}/split`).send({ name: 'Undo Wrongly Merged', contentIds: [wrong.id] }).expect(201)).body as SplitSpeakerReply;
      expect(res.from).toMatchObject({ otherSpellings: [], lectureCount: 1 });
      expect(res.to).toMatchObject({ name: 'Undo Wrongly Merged', lectureCount: 1 });
      expect(await speakerString(wrong.id)).toBe('Undo Wrongly Merged');
    });

    it("should refuse a lecture that is not the speaker's, or a name that is another speaker's, changing nothing", async () => {
      const own = await lecture('Refuse own', 'Refuse Split Speaker');
      const other = await lecture('Refuse other', 'Refuse Other Speaker');
      const speaker = await only('Refuse Split');
      const notTheirs = await admin.post(`/api/speakers/${speaker.id}/split`).send({ name: 'New One', contentIds: [own.id, other.id] });
      expect([notTheirs.status, notTheirs.body.message]).toEqual([400, `A lecture is not “Refuse Split Speaker”'s: ${other.id}`]);
      const taken = await admin.post(`/api/speakers/${speaker.id}/split`).send({ name: 'refuse other speaker', contentIds: [own.id] });
      expect([taken.status, taken.body.message]).toEqual([400, '“refuse other speaker” is the speaker “Refuse Other Speaker”, not “Refuse Split Speaker”']);
      expect((await admin.post(`/api/speakers/${speaker.id}/split`).send({ name: 'x', contentIds: [] })).status).toBe(400);
      expect(await lecturesOf(speaker.id)).toEqual(['Refuse own']);
    });
  });

  describe('PATCH /api/speakers/:id', () => {
    it('should rename a speaker everywhere, keeping the old name as a spelling', async () => {
      const item = await lecture('Renamed talk', 'Old Name Speaker');
      const speaker = await only('Old Name Speaker');
      const res = await admin
        .patch(`/api/speakers/${speaker.id}`)
        .send({ name: 'Dr. New Name Speaker', bio: 'Teaches fiqh in Leicester.', links: [{ label: 'Website', url: 'https://example.org/new' }] })
        .expect(200);
      expect(res.body).toMatchObject({ name: 'Dr. New Name Speaker', otherSpellings: ['Old Name Speaker'], bio: 'Teaches fiqh in Leicester.' });
      expect(await speakerString(item.id)).toBe('Dr. New Name Speaker');
      expect((await find('old name')).map((s) => s.id)).toEqual([speaker.id]);
    });
  });

  describe('public pages', () => {
    it("should show a speaker's biography, series and published lectures, and not a speaker with nothing published", async () => {
      await lecture('Hidden talk', 'Unpublished Only Speaker', false);
      expect((await anonymous().get(`/api/speakers/public/${encodeURIComponent('Unpublished Only Speaker')}`)).status).toBe(404);
      expect(((await anonymous().get('/api/speakers/public').query({ q: 'Unpublished Only' }).expect(200)).body as SpeakerSummary[])).toEqual([]);
      const published = await lecture('Public talk', 'Public Page Speaker');
      await lecture('Draft talk', 'Public Page Speaker', false);
      const series = (await admin.post('/api/series').send({ title: 'Public page series' }).expect(201)).body as { id: string; slug: string };
      await admin.post(`/api/series/${series.id}/parts`).send({ contentIds: [published.id] }).expect(201);
      await admin.put(`/api/series/${series.id}/speakers`).send({ speakers: ['Public Page Speaker', 'Ustadh Second Teacher'] }).expect(200);
      const page = (await anonymous().get('/api/speakers/public/public-page-speaker').expect(200)).body as SpeakerRecord;
      expect(page).toMatchObject({ name: 'Public Page Speaker', lectureCount: 1, series: [{ id: series.id, title: 'Public page series', partCount: 1 }] });
      const lectures = (await anonymous().get('/api/speakers/public/public-page-speaker/lectures').expect(200)).body as SpeakerLecturesDto;
      expect(lectures.items.map((i) => i.title)).toEqual(['Public talk']);
      expect(lectures.items[0].artworkUrl).toMatch(/^\/api\/content\//);
      const named = (await anonymous().get(`/api/series/public/${series.slug}/speakers`).expect(200)).body as { name: string }[];
      expect(named.map((s) => s.name)).toEqual(['Public Page Speaker', 'Ustadh Second Teacher']);
      const index = (await anonymous().get('/api/speakers/public').query({ q: 'public page' }).expect(200)).body as SpeakerSummary[];
      expect(index.map((s) => [s.name, s.lectureCount])).toEqual([['Public Page Speaker', 1]]);
    });

    it("should page a speaker's lectures newest first, each once", async () => {
      for (let i = 1; i <= 5; i++) await lecture(`Paged ${i}`, 'Paged Speaker');
      const titles: string[] = [];
      let cursor: string | null = '';
      while (cursor !== null) {
        const res = await anonymous().get('/api/speakers/public/paged-speaker/lectures').query({ limit: 2, ...(cursor ? { cursor } : {}) }).expect(200);
        const page = res.body as SpeakerLecturesDto;
        titles.push(...page.items.map((i) => i.title));
        cursor = page.nextCursor;
      }
      expect(titles).toEqual(['Paged 5', 'Paged 4', 'Paged 3', 'Paged 2', 'Paged 1']);
      expect((await anonymous().get('/api/speakers/public/paged-speaker/lectures').query({ cursor: 'nonsense' })).status).toBe(400);
    });
  });
});
