import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import type { TestStack } from '@lectures/platform/src/testing/test-stack';
import type { CreateContentRequest } from '@lectures/proto';
import { makeContent } from '../testing/content-factory';
import { signUp, startGatewayStack } from '../testing/gateway-test-stack';
import type { SeriesDto } from '../series/series-gateway.service';

interface Answer {
  items: { id: string; title: string }[];
  nextCursor: string | null;
  series: { id: string; slug: string; title: string; partCount: number; artworkUrl: string | null }[];
  facets: { series: { id: string; slug: string; title: string; count: number }[]; seriesComplete: boolean };
}

/** Series in search: matching series, the series facet and its filter, over RabbitMQ, Redis and PostgreSQL. */
describe('GET /api/search (series)', () => {
  let stack: TestStack;
  let admin: TestAgent;
  let kahf: SeriesDto;
  let night: SeriesDto;
  const publicSearch = (query: Record<string, string>) => request(stack.server).get('/api/search').query(query);
  const search = async (query: Record<string, string>): Promise<Answer> => (await publicSearch(query).expect(200)).body as Answer;

  const lecture = async (fields: Partial<CreateContentRequest>, publish = true) => {
    const item = await makeContent(stack.services[0].bus, { description: 'A lesson', ...fields });
    if (publish) await admin.post(`/api/content/${item.id}/approve`).expect(200);
    return item;
  };
  const makeSeries = async (title: string, description: string, lectures: { id: string }[]): Promise<SeriesDto> => {
    const made = (await admin.post('/api/series').send({ title, description }).expect(201)).body as SeriesDto;
    await admin.post(`/api/series/${made.id}/parts`).send({ contentIds: lectures.map((l) => l.id) }).expect(201);
    return made;
  };

  beforeAll(async () => {
    stack = await startGatewayStack('rmq', { redis: true, env: { PUBLIC_URL: 'http://lectures.example.org' } });
    admin = (await signUp(stack, 'admin')).agent;
    const kahfParts = [
      await lecture({ title: 'The cave, sitting 1' }),
      await lecture({ title: 'The cave, sitting 2' }),
      await lecture({ title: 'The cave, sitting 3', description: 'The sleepers of the cave' }),
      await lecture({ title: 'The cave, sitting 4 (draft)' }, false),
    ];
    kahf = await makeSeries('Tafsir of Surah Al-Kahf', 'Forty sittings on the surah of the cave', kahfParts);
    night = await makeSeries('Ramadan nights', 'Thirty nights', [await lecture({ title: 'Night one: the cave of Hira' })]);
    await makeSeries('Drafts on the cave', 'Nothing published', [await lecture({ title: 'Unpublished cave notes' }, false)]);
    await lecture({ title: 'A cave outside any series' });
  }, 180_000);
  afterAll(() => stack.close());

  it('should refuse a series filter that is not an address, with a clear message', async () => {
    const spaced = await publicSearch({ q: 'cave', series: 'two words' });
    expect(spaced.status).toBe(400);
    expect(JSON.stringify(spaced.body)).toContain('series must be a series address');
    expect((await publicSearch({ q: 'cave', series: 'a/b' })).status).toBe(400);
    expect((await publicSearch({ q: 'cave', series: 'x'.repeat(401) })).status).toBe(400);
    expect((await publicSearch({ q: 'cave', series: ['a', 'b'] as unknown as string })).status).toBe(400);
  });

  it('should show series whose title or description match, counted by their published parts, never one with none published', async () => {
    const byTitle = await search({ q: 'kahf' });
    expect(byTitle.series.map((s) => [s.slug, s.partCount])).toEqual([[kahf.slug, 3]]);
    expect(byTitle.series[0].artworkUrl).toBeNull();
    const byDescription = await search({ q: 'thirty' });
    expect(byDescription.series.map((s) => s.slug)).toEqual([night.slug]);
    expect((await search({ q: 'drafts' })).series).toEqual([]);
    const staff = (await admin.get('/api/search/all').query({ q: 'drafts' }).expect(200)).body as Answer;
    expect(staff.series.map((s) => s.title)).toEqual(['Drafts on the cave']);
  });

  it('should count matching published lectures by series, and keep SPEC fields as they were', async () => {
    const answer = await search({ q: 'cave' });
    expect(answer.facets.series).toEqual([
      { id: kahf.id, slug: kahf.slug, title: 'Tafsir of Surah Al-Kahf', count: 3 },
      { id: night.id, slug: night.slug, title: 'Ramadan nights', count: 1 },
    ]);
    expect(answer.facets.seriesComplete).toBe(true);
    expect(answer.items.map((i) => i.title)).toHaveLength(5);
    expect(answer.nextCursor).toBeNull();
    const staff = (await admin.get('/api/search/all').query({ q: 'cave' }).expect(200)).body as Answer;
    expect(staff.facets.series.find((f) => f.id === kahf.id)?.count).toBe(4);
  });

  it('should keep only the lectures of the series asked for, with the facet still counting every series', async () => {
    const answer = await search({ q: 'cave', series: kahf.slug });
    expect(answer.items.map((i) => i.title).sort()).toEqual(['The cave, sitting 1', 'The cave, sitting 2', 'The cave, sitting 3']);
    expect(answer.facets.series.map((f) => f.count)).toEqual([3, 1]);
    expect((await search({ q: 'sleepers', series: kahf.slug })).items.map((i) => i.title)).toEqual(['The cave, sitting 3']);
    expect((await search({ q: 'sleepers', series: night.slug })).items).toEqual([]);
    expect((await search({ q: 'cave', series: 'no-such-series' })).items).toEqual([]);
  });

  it("should page through one series' lectures with the cursor, each once, the series and facet on the first page only", async () => {
    const first = await search({ q: 'cave', series: kahf.slug, limit: '2' });
    expect(first.items).toHaveLength(2);
    expect(first.nextCursor).not.toBeNull();
    expect(first.facets.series).toHaveLength(2);
    const second = await search({ q: 'cave', series: kahf.slug, limit: '2', cursor: first.nextCursor! });
    expect(second.nextCursor).toBeNull();
    expect(second.facets.series).toEqual([]);
    expect(second.series).toEqual([]);
    const titles = [...first.items, ...second.items].map((i) => i.title);
    expect(titles.sort()).toEqual(['The cave, sitting 1', 'The cave, sitting 2', 'The cave, sitting 3']);
  });

  it('should answer for a renamed series at once, though the answer before was cached', async () => {
    const before = await search({ q: 'cave' });
    expect(before.facets.series[0].title).toBe('Tafsir of Surah Al-Kahf');
    await admin.patch(`/api/series/${kahf.id}`).send({ title: 'Commentary on the Cave', description: 'Sittings' }).expect(200);
    const after = await search({ q: 'cave' });
    expect(after.facets.series[0]).toMatchObject({ id: kahf.id, title: 'Commentary on the Cave', count: 3 });
    expect(after.series.map((s) => s.title)).toContain('Commentary on the Cave');
    expect((await search({ q: 'kahf' })).series).toEqual([]);
    expect((await search({ q: 'commentary' })).series.map((s) => s.id)).toEqual([kahf.id]);
  });

  it('should count a lecture out of a series once it leaves it, and a newly published part once approved', async () => {
    const part = await lecture({ title: 'The cave, sitting 5' }, false);
    await admin.post(`/api/series/${kahf.id}/parts`).send({ contentIds: [part.id] }).expect(201);
    expect((await search({ q: 'cave' })).facets.series[0].count).toBe(3);
    await admin.post(`/api/content/${part.id}/approve`).expect(200);
    expect((await search({ q: 'cave' })).facets.series[0].count).toBe(4);
    await admin.delete(`/api/series/${kahf.id}/parts/${part.id}`).expect(200);
    expect((await search({ q: 'cave' })).facets.series[0].count).toBe(3);
  });
});
