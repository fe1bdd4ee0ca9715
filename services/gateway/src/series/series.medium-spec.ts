import { randomUUID } from 'node:crypto';
import request from 'supertest';
import Parser from 'rss-parser';
import type TestAgent from 'supertest/lib/agent';
import type { TestStack } from '@lectures/platform/src/testing/test-stack';
import type { CreateContentRequest, SeriesPlacement, SeriesSummary } from '@lectures/proto';
import { makeContent } from '../testing/content-factory';
import { signUp, startGatewayStack } from '../testing/gateway-test-stack';
import type { SeriesDto } from './series-gateway.service';

type FeedItem = Parser.Item & { itunes?: { episode?: string; duration?: string } };

/** Series over real RabbitMQ and PostgreSQL: ordered parts, one series per lecture, public pages and feeds. */
describe('SeriesController', () => {
  let stack: TestStack;
  let admin: TestAgent;
  let secondAdmin: TestAgent;
  let contributor: { agent: TestAgent; id: string };
  let viewer: TestAgent;
  const anonymous = () => request(stack.server);
  const parser = new Parser<Record<string, unknown>, FeedItem>({ customFields: { item: [['itunes:episode', 'episode']] } });

  const lecture = async (title: string, overrides: Partial<CreateContentRequest> = {}, publish = true) => {
    const item = await makeContent(stack.services[0].bus, { title, ...overrides });
    if (publish) await admin.post(`/api/content/${item.id}/approve`).expect(200);
    return item;
  };
  const lectures = async (prefix: string, n: number, publish = true) => {
    const made = [];
    for (let i = 1; i <= n; i++) made.push(await lecture(`${prefix} ${i}`, { durationSeconds: 600 * i }, publish));
    return made;
  };
  const makeSeries = async (title: string, agent = admin): Promise<SeriesDto> => (await agent.post('/api/series').send({ title }).expect(201)).body as SeriesDto;
  const addParts = (seriesId: string, ids: string[], agent = admin) => agent.post(`/api/series/${seriesId}/parts`).send({ contentIds: ids });
  const partTitles = async (seriesId: string) => ((await admin.get(`/api/series/${seriesId}`).expect(200)).body as SeriesDto).parts.map((p) => [p.part, p.content.title]);

  beforeAll(async () => {
    stack = await startGatewayStack('rmq', { redis: true, env: { PUBLIC_URL: 'http://lectures.example.org' } });
    admin = (await signUp(stack, 'admin')).agent;
    // Only an admin makes another admin.
    const second = await signUp(stack, 'contributor');
    await admin.patch(`/api/users/${second.id}`).send({ role: 'admin' }).expect(200);
    secondAdmin = second.agent;
    contributor = await signUp(stack, 'contributor');
    viewer = (await signUp(stack, 'viewer')).agent;
  });
  afterAll(() => stack.close());

  describe('POST /api/series', () => {
    it('should require authentication', async () => {
      expect((await anonymous().post('/api/series').send({ title: 'Anonymous series' })).status).toBe(401);
    });

    it('should refuse viewers', async () => {
      expect((await viewer.post('/api/series').send({ title: 'Viewer series' })).status).toBe(403);
    });

    it('should reject a title of only spaces, and a bad status, changing nothing', async () => {
      const before = ((await admin.get('/api/series').expect(200)).body as SeriesSummary[]).length;
      const spaces = await admin.post('/api/series').send({ title: '   ' });
      expect([spaces.status, spaces.body.message]).toEqual([400, 'Title is required.']);
      const status = await admin.post('/api/series').send({ title: 'Fine', status: 'paused' });
      expect([status.status, status.body.message]).toEqual([400, "Status must be 'ongoing' or 'complete'"]);
      expect(((await admin.get('/api/series').expect(200)).body as SeriesSummary[]).length).toBe(before);
    });

    it('should make a readable address from the title, keeping Arabic as Arabic', async () => {
      const series = await makeSeries('Tafsir of Surah Al-Kahf');
      expect(series).toMatchObject({ slug: 'tafsir-of-surah-al-kahf', status: 'ongoing', parts: [], partCount: 0 });
      expect((await makeSeries('شَرْحُ الأربعين النووية')).slug).toBe('شرح-الاربعين-النووية');
    });

    it('should give every series its own address when many with one title are made at once', async () => {
      const made = await Promise.all(Array.from({ length: 8 }, (_, i) => makeSeries('Ramadan Nights', i % 2 ? admin : secondAdmin)));
      const slugs = made.map((s) => s.slug).sort();
      expect(new Set(slugs).size).toBe(8);
      expect(slugs).toContain('ramadan-nights');
      for (const slug of slugs) expect(slug).toMatch(/^ramadan-nights(-[2-8])?$/);
    });
  });

  describe('parts', () => {
    it('should add several lectures at once, in the order given, after the last part', async () => {
      const series = await makeSeries('Forty Hadith');
      const [a, b, c] = await lectures('Hadith', 3);
      await addParts(series.id, [b.id, a.id]).expect(201);
      const res = await addParts(series.id, [c.id]).expect(201);
      expect((res.body as SeriesDto).parts.map((p) => [p.part, p.content.title])).toEqual([[1, 'Hadith 2'], [2, 'Hadith 1'], [3, 'Hadith 3']]);
      expect((res.body as SeriesDto).totalDurationSeconds).toBe(3600);
    });

    it('should refuse a lecture that is in another series with a clear 400, adding none of the others', async () => {
      const first = await makeSeries('Seerah');
      const second = await makeSeries('Seerah revisited');
      const [taken, free] = await lectures('Seerah lesson', 2);
      await addParts(first.id, [taken.id]).expect(201);
      const refused = await addParts(second.id, [free.id, taken.id]);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe('“Seerah lesson 1” is already part 1 of “Seerah”; a lecture belongs to one series');
      expect(await partTitles(second.id)).toEqual([]);
      // Added to two series at the same moment: one wins, the other is refused.
      const [x, y] = [await makeSeries('Race one'), await makeSeries('Race two')];
      const contested = await lecture('Contested lesson');
      const answers = await Promise.all([addParts(x.id, [contested.id]), addParts(y.id, [contested.id], secondAdmin)]);
      expect(answers.map((r) => r.status).sort()).toEqual([201, 400]);
      const holders = [...(await partTitles(x.id)), ...(await partTitles(y.id))];
      expect(holders).toEqual([[1, 'Contested lesson']]);
    });

    it('should refuse lectures that do not exist and malformed ids', async () => {
      const series = await makeSeries('Missing lectures');
      const missing = randomUUID();
      const res = await addParts(series.id, [missing]);
      expect([res.status, res.body.message]).toEqual([400, `Lecture ${missing} not found`]);
      expect((await addParts(series.id, ['nope'])).status).toBe(400);
      expect((await addParts(series.id, [])).status).toBe(400);
      expect((await addParts(randomUUID(), [missing])).status).toBe(404);
    });

    it('should let contributors build their own series from their own lectures only', async () => {
      const mine = await makeSeries('My circle', contributor.agent);
      const own = await lecture('My lesson', { uploadedBy: contributor.id });
      const others = await lecture('Not my lesson');
      await addParts(mine.id, [own.id], contributor.agent).expect(201);
      expect((await addParts(mine.id, [others.id], contributor.agent)).status).toBe(403);
      const adminSeries = await makeSeries('Admin circle');
      expect((await contributor.agent.patch(`/api/series/${adminSeries.id}`).send({ title: 'Taken over' })).status).toBe(403);
      expect((await contributor.agent.delete(`/api/series/${mine.id}`)).status).toBe(403);
    });

    it('should move a part, shifting the ones between', async () => {
      const series = await makeSeries('Aqeedah basics');
      const parts = await lectures('Aqeedah', 4);
      await addParts(series.id, parts.map((p) => p.id)).expect(201);
      await admin.patch(`/api/series/${series.id}/parts/${parts[3].id}`).send({ part: 2 }).expect(200);
      expect(await partTitles(series.id)).toEqual([[1, 'Aqeedah 1'], [2, 'Aqeedah 4'], [3, 'Aqeedah 2'], [4, 'Aqeedah 3']]);
      expect((await admin.patch(`/api/series/${series.id}/parts/${parts[0].id}`).send({ part: 0 })).status).toBe(400);
      const outsider = await lecture('Outsider');
      const res = await admin.patch(`/api/series/${series.id}/parts/${outsider.id}`).send({ part: 1 });
      expect([res.status, res.body.message]).toEqual([400, 'This lecture is not in the series']);
    });

    it('should keep one consistent order when two staff reorder at the same moment', async () => {
      const series = await makeSeries('Concurrent order');
      const parts = await lectures('Order', 8);
      const ids = parts.map((p) => p.id);
      await addParts(series.id, ids).expect(201);
      // Many moves by two admins at once: each is applied whole, one after another.
      const moves = Array.from({ length: 16 }, (_, i) => ({ id: ids[(i * 3) % 8], part: ((i * 5) % 8) + 1, agent: i % 2 ? admin : secondAdmin }));
      const answers = await Promise.all(moves.map((m) => m.agent.patch(`/api/series/${series.id}/parts/${m.id}`).send({ part: m.part })));
      expect(answers.map((r) => r.status)).toEqual(moves.map(() => 200));
      const final = ((await admin.get(`/api/series/${series.id}`).expect(200)).body as SeriesDto).parts;
      expect(final.map((p) => p.part)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
      expect(final.map((p) => p.content.id).sort()).toEqual([...ids].sort());
      // Two moves at once end as one of the two orders applied in turn, never a mix.
      const [x, y] = [final[7].content.id, final[6].content.id];
      const start = final.map((p) => p.content.id);
      const apply = (order: string[], id: string, part: number) => {
        const next = order.filter((o) => o !== id);
        next.splice(part - 1, 0, id);
        return next;
      };
      await Promise.all([admin.patch(`/api/series/${series.id}/parts/${x}`).send({ part: 1 }), secondAdmin.patch(`/api/series/${series.id}/parts/${y}`).send({ part: 2 })]);
      const after = ((await admin.get(`/api/series/${series.id}`).expect(200)).body as SeriesDto).parts.map((p) => p.content.id);
      expect([apply(apply(start, x, 1), y, 2), apply(apply(start, y, 2), x, 1)]).toContainEqual(after);
    });

    it('should take a lecture out and renumber the parts after it, keeping the lecture', async () => {
      const series = await makeSeries('Taking out');
      const parts = await lectures('Out', 3);
      await addParts(series.id, parts.map((p) => p.id)).expect(201);
      await admin.delete(`/api/series/${series.id}/parts/${parts[0].id}`).expect(200);
      expect(await partTitles(series.id)).toEqual([[1, 'Out 2'], [2, 'Out 3']]);
      await admin.get(`/api/content/${parts[0].id}`).expect(200);
    });
  });

  describe('DELETE /api/series/:id', () => {
    it('should delete the series and keep its lectures, free to join another', async () => {
      const series = await makeSeries('Short-lived');
      const parts = await lectures('Kept', 2);
      await addParts(series.id, parts.map((p) => p.id)).expect(201);
      expect((await viewer.delete(`/api/series/${series.id}`)).status).toBe(403);
      const res = await admin.delete(`/api/series/${series.id}`).expect(200);
      expect(res.body).toEqual({ id: series.id, deleted: true, title: 'Short-lived', keptLectures: 2 });
      expect((await admin.get(`/api/series/${series.id}`)).status).toBe(404);
      for (const p of parts) expect(((await admin.get(`/api/content/${p.id}`).expect(200)).body as { status: string }).status).toBe('approved');
      const again = await makeSeries('Second home');
      await addParts(again.id, parts.map((p) => p.id)).expect(201);
      expect((await admin.delete(`/api/series/${randomUUID()}`)).status).toBe(404);
    });
  });

  describe('public', () => {
    let series: SeriesDto;
    let parts: { id: string }[];

    beforeAll(async () => {
      series = await makeSeries('Tafsir Juz Amma');
      await admin.patch(`/api/series/${series.id}`).send({ description: 'The last thirtieth, surah by surah.', language: 'en' }).expect(200);
      parts = [await lecture('Amma 1', { durationSeconds: 1200 }), await lecture('Amma 2', { durationSeconds: 1500 }), await lecture('Amma 3 (draft)', { durationSeconds: 900 }, false), await lecture('Amma 4', { durationSeconds: 1800 })];
      await addParts(series.id, parts.map((p) => p.id)).expect(201);
    });

    it('should show the published parts in order with their durations and the total', async () => {
      const res = await anonymous().get(`/api/series/public/${series.slug}`).expect(200);
      const body = res.body as SeriesDto;
      expect(body).toMatchObject({ title: 'Tafsir Juz Amma', description: 'The last thirtieth, surah by surah.', partCount: 3, lastPart: 4, totalDurationSeconds: 4500 });
      expect(body.parts.map((p) => [p.part, p.content.title, p.content.durationSeconds])).toEqual([[1, 'Amma 1', 1200], [2, 'Amma 2', 1500], [4, 'Amma 4', 1800]]);
      expect(body.parts[0].content.mediaUrl).toMatch(/^\/api\/media\//);
    });

    it('should find a series by its Arabic address, percent-encoded', async () => {
      const arabic = await makeSeries('تفسير سورة الملك');
      await addParts(arabic.id, [(await lecture('الملك ١')).id]).expect(201);
      const res = await anonymous().get(`/api/series/public/${encodeURIComponent(arabic.slug)}`).expect(200);
      expect((res.body as SeriesDto).title).toBe('تفسير سورة الملك');
    });

    it('should answer 404 for an unknown series and one with nothing published', async () => {
      expect((await anonymous().get('/api/series/public/no-such-series')).status).toBe(404);
      const empty = await makeSeries('Nothing published yet');
      await addParts(empty.id, [(await lecture('Draft only', {}, false)).id]).expect(201);
      const res = await anonymous().get(`/api/series/public/${empty.slug}`);
      expect([res.status, res.body.message]).toEqual([404, 'Series not found']);
      const listed = (await anonymous().get('/api/series/public?limit=100').expect(200)).body as SeriesSummary[];
      expect((await anonymous().get('/api/series/public?limit=many')).status).toBe(400);
      expect(listed.map((s) => s.slug)).toContain(series.slug);
      expect(listed.map((s) => s.slug)).not.toContain(empty.slug);
    });

    it('should find series by words of their title or description, however they are spelt', async () => {
      const search = async (q: string) => ((await anonymous().get('/api/series/public').query({ q }).expect(200)).body as SeriesSummary[]).map((s) => s.title);
      expect(await search('juz amma')).toEqual(['Tafsir Juz Amma']);
      expect(await search('SURAH thirtieth')).toEqual(['Tafsir Juz Amma']);
      // Arabic with vowel marks finds the series written without them.
      expect(await search('سُورَة الملك')).toEqual(['تفسير سورة الملك']);
      expect(await search('100%_')).toEqual([]);
    });

    it('should give each published part its place, previous and next across the parts, skipping unpublished ones', async () => {
      const place = async (id: string) => (await anonymous().get(`/api/content/public/${id}/series`).expect(200)).body as SeriesPlacement;
      const first = await place(parts[0].id);
      const secondSlug = ((await admin.get(`/api/content/${parts[1].id}`).expect(200)).body as { slug: string }).slug;
      expect(first).toEqual({ series: { id: series.id, title: 'Tafsir Juz Amma', slug: series.slug, lastPart: 4 }, part: 1, previous: null, next: { id: parts[1].id, slug: secondSlug, title: 'Amma 2', part: 2 } });
      const second = await place(parts[1].id);
      expect([second.previous?.part, second.next?.part]).toEqual([1, 4]);
      const last = await place(parts[3].id);
      expect([last.part, last.previous?.title, last.next]).toEqual([4, 'Amma 2', null]);
      // Unpublished lectures and lectures in no series have no place to show.
      expect((await place(parts[2].id)).series).toBeNull();
      expect((await place((await lecture('Standalone')).id)).series).toBeNull();
    });

    it('should follow a reorder at once on the public page', async () => {
      await admin.patch(`/api/series/${series.id}/parts/${parts[3].id}`).send({ part: 1 }).expect(200);
      const body = (await anonymous().get(`/api/series/public/${series.slug}`).expect(200)).body as SeriesDto;
      expect(body.parts.map((p) => [p.part, p.content.title])).toEqual([[1, 'Amma 4'], [2, 'Amma 1'], [3, 'Amma 2']]);
      await admin.patch(`/api/series/${series.id}/parts/${parts[3].id}`).send({ part: 4 }).expect(200);
    });

    it("should give the series' podcast feed, episodes numbered by part", async () => {
      const res = await anonymous().get('/feed.xml').query({ series: series.slug }).expect(200);
      expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
      const feed = await parser.parseString(res.text);
      expect(feed.title).toBe('Tafsir Juz Amma - Lecture Library');
      expect(res.text).toContain('<itunes:type>serial</itunes:type>');
      expect(feed.items.map((i) => [i.title, i.itunes?.episode ?? (i as Record<string, unknown>).episode])).toEqual([['Amma 1', '1'], ['Amma 2', '2'], ['Amma 4', '4']]);
      expect(feed.items[0].enclosure).toMatchObject({ url: expect.stringMatching(/^http:\/\/lectures\.example\.org\/api\/media\//), type: 'audio/mpeg' });
      expect(res.text).toContain(`<atom:link href="http://lectures.example.org/feed.xml?series=${series.slug}"`);
      expect((await anonymous().get('/feed.xml').query({ series: 'no-such-series' })).status).toBe(404);
    });
  });
});
