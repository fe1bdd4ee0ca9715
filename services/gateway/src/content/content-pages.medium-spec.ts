import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import type { TestStack } from '@lectures/platform/src/testing/test-stack';
import type { CreateContentRequest } from '@lectures/proto';
import { makeContent } from '../testing/content-factory';
import { signUp, startGatewayStack } from '../testing/gateway-test-stack';

interface Item {
  id: string;
  title: string;
  durationSeconds: number | null;
  transcriptText: string | null;
}

/** Pages, counts and facets of the catalogue, from PostgreSQL through the gateway. */
describe('content pages and figures', () => {
  let stack: TestStack;
  let admin: TestAgent;
  let adminId: string;

  async function lecture(fields: Partial<CreateContentRequest> & { speaker?: string; tags?: string[] }, publish = true) {
    const { speaker, tags, ...overrides } = fields;
    const item = await makeContent(stack.services[0].bus, overrides);
    if (speaker || tags) await admin.patch(`/api/content/${item.id}`).send({ speaker, tags }).expect(200);
    if (publish) await admin.post(`/api/content/${item.id}/approve`).expect(200);
    return item;
  }

  const publicPage = async (query: Record<string, string | number>) => {
    const res = await request(stack.server).get('/api/content/public').query(query);
    expect(res.status).toBe(200);
    return { items: res.body as Item[], next: res.headers['x-next-cursor'] as string | undefined };
  };

  /** Follows the cursors to the end, as a client does. */
  async function allPages(query: Record<string, string | number>, between?: () => Promise<void>): Promise<string[]> {
    const titles: string[] = [];
    let cursor: string | undefined;
    for (let guard = 0; guard < 50; guard++) {
      const page = await publicPage(cursor ? { ...query, cursor } : query);
      titles.push(...page.items.map((i) => i.title));
      if (!page.next) return titles;
      cursor = page.next;
      await between?.();
    }
    throw new Error('the cursors never ended');
  }

  beforeAll(async () => {
    stack = await startGatewayStack('in-process');
    ({ agent: admin, id: adminId } = await signUp(stack, 'admin'));
    for (let i = 1; i <= 7; i++) {
      await lecture({ title: `Lecture ${i}`, durationSeconds: 600 * (8 - i) });
    }
    await lecture({ title: 'Tafsir of Al-Kahf', durationSeconds: 1800, speaker: 'Shaykh Ahmad', tags: ['Tafsir', 'Quran'] });
    await lecture({ title: 'Draft on fiqh', durationSeconds: 3600, speaker: 'Shaykh Umar', tags: ['Fiqh'] }, false);
  });
  afterAll(() => stack.close());

  it('should keep answering the unparameterised call with every published item', async () => {
    const res = await request(stack.server).get('/api/content/public').expect(200);
    expect((res.body as Item[]).map((i) => i.title)).toHaveLength(8);
    expect(res.headers['x-next-cursor']).toBeUndefined();
  });

  it('should walk every published item exactly once, newest first, while new items arrive between pages', async () => {
    let added = 0;
    const titles = await allPages({ limit: 3 }, async () => {
      await lecture({ title: `Arrived later ${++added}` });
    });
    expect(titles).toEqual(['Tafsir of Al-Kahf', 'Lecture 7', 'Lecture 6', 'Lecture 5', 'Lecture 4', 'Lecture 3', 'Lecture 2', 'Lecture 1']);
    expect(added).toBe(2);
    // The items that arrived meanwhile head the next first page.
    expect((await publicPage({ limit: 2 })).items.map((i) => i.title)).toEqual(['Arrived later 2', 'Arrived later 1']);
  });

  it('should page in the other orders too', async () => {
    const oldest = await allPages({ limit: 4, sort: 'oldest', q: 'Lecture' });
    expect(oldest).toEqual(['Lecture 1', 'Lecture 2', 'Lecture 3', 'Lecture 4', 'Lecture 5', 'Lecture 6', 'Lecture 7']);
    const byTitle = await allPages({ limit: 5, sort: 'title', q: 'e' });
    expect(byTitle).toEqual([...byTitle].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    const byDuration = await allPages({ limit: 2, sort: 'duration', q: 'Lecture' });
    expect(byDuration).toEqual(['Lecture 7', 'Lecture 6', 'Lecture 5', 'Lecture 4', 'Lecture 3', 'Lecture 2', 'Lecture 1']);
    expect(await allPages({ limit: 3, sort: 'longest', q: 'Lecture' })).toEqual([...byDuration].reverse());
    const bySpeaker = await allPages({ limit: 2, sort: 'speaker' });
    // Named speakers A-Z, then the unnamed ones as 'Unknown Speaker'.
    expect(bySpeaker[0]).toBe('Tafsir of Al-Kahf');
    expect(new Set(bySpeaker).size).toBe(bySpeaker.length);
    expect(bySpeaker).toContain('Lecture 7');
  });

  it('should filter pages by tag and speaker and never show an unpublished item', async () => {
    expect((await publicPage({ tags: 'Quran' })).items.map((i) => i.title)).toEqual(['Tafsir of Al-Kahf']);
    expect((await publicPage({ speaker: 'shaykh ahmad' })).items.map((i) => i.title)).toEqual(['Tafsir of Al-Kahf']);
    expect((await publicPage({ q: 'fiqh' })).items).toEqual([]);
    const page = await publicPage({ limit: 1 });
    expect(page.items[0].transcriptText).toBeNull();
  });

  it('should refuse a malformed cursor, one from another order, and a limit over the maximum, with 400', async () => {
    const { next } = await publicPage({ limit: 1 });
    const forged = Buffer.from(JSON.stringify(['newest', 'not a time', '00000000-0000-4000-8000-000000000000'])).toString('base64url');
    for (const query of [{ cursor: 'not-a-cursor' }, { cursor: '!!' }, { cursor: next!, sort: 'title' }, { cursor: forged }, { limit: 101 }, { limit: 0 }, { limit: 'ten' }, { sort: 'random' }]) {
      const res = await request(stack.server).get('/api/content/public').query(query);
      expect({ query, status: res.status }).toEqual({ query, status: 400 });
      expect(JSON.stringify(res.body)).toMatch(/cursor|limit|sort/);
    }
  });

  it('should page the admin list over every status, with the next cursor in the wrapper', async () => {
    const first = await admin.get('/api/content/admin').query({ limit: 4, status: 'completed,approved,pending,processing,failed' }).expect(200);
    const body = first.body as { content: Item[]; nextCursor: string | null };
    expect(body.content).toHaveLength(4);
    const titles = body.content.map((i) => i.title);
    let cursor = body.nextCursor;
    while (cursor) {
      const next = await admin.get('/api/content/admin').query({ limit: 4, cursor }).expect(200);
      titles.push(...(next.body as { content: Item[] }).content.map((i) => i.title));
      cursor = (next.body as { nextCursor: string | null }).nextCursor;
    }
    expect(titles).toContain('Draft on fiqh');
    expect(new Set(titles).size).toBe(titles.length);
    // SPEC's call without paging parameters keeps its shape.
    const spec = await admin.get('/api/content/admin').expect(200);
    expect(Object.keys(spec.body as object)).toEqual(['content']);
  });

  it('should count published recordings, hours, topics and speakers for the public, and every status for staff', async () => {
    const stats = await request(stack.server).get('/api/content/public/stats').expect(200);
    const published = (await request(stack.server).get('/api/content/public').expect(200)).body as Item[];
    expect(stats.body).toEqual({
      count: published.length,
      totalDurationSeconds: published.reduce((sum, i) => sum + (i.durationSeconds ?? 0), 0),
    });
    const facets = await request(stack.server).get('/api/content/facets').expect(200);
    expect(facets.body).toEqual({
      topics: [{ tag: 'Quran', count: 1 }, { tag: 'Tafsir', count: 1 }],
      speakers: [{ speaker: 'Shaykh Ahmad', count: 1 }],
    });
    await request(stack.server).get('/api/content/stats').expect(401);
    const staff = await admin.get('/api/content/stats').expect(200);
    // The settings page's storage and file counts: every item here is an audio original of 1000 bytes.
    expect(staff.body).toMatchObject({
      total: published.length + 1,
      byStatus: { approved: published.length },
      byMediaType: { audio: published.length + 1, video: 0 },
      storageBytes: (published.length + 1) * 1000,
    });
    expect((staff.body as { speakers: unknown[] }).speakers).toHaveLength(2);
    const ready = await admin.get('/api/content/stats').query({ status: 'completed,approved' }).expect(200);
    expect((ready.body as { total: number }).total).toBeLessThan((staff.body as { total: number }).total);
  });

  it('should answer 304 to a client holding the current page, and a fresh page once an item is published', async () => {
    const first = await request(stack.server).get('/api/content/public').query({ limit: 2 }).expect(200);
    const etag = first.headers.etag;
    await request(stack.server).get('/api/content/public').query({ limit: 2 }).set('If-None-Match', etag).expect(304);
    await lecture({ title: 'Newest of all' });
    const after = await request(stack.server).get('/api/content/public').query({ limit: 2 }).set('If-None-Match', etag).expect(200);
    expect((after.body as Item[])[0].title).toBe('Newest of all');
  });

  it('should show a change made behind this gateway (another replica, a finished transcription) within seconds', async () => {
    const [newest] = (await publicPage({ limit: 1 })).items;
    await stack.services[0].bus.request('content.update.v1', { id: newest.id, actor: { id: adminId, role: 'admin' }, patch: { title: 'Renamed elsewhere' } });
    let seen = '';
    for (let i = 0; i < 60 && seen !== 'Renamed elsewhere'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      seen = (await publicPage({ limit: 1 })).items[0].title;
    }
    expect(seen).toBe('Renamed elsewhere');
  });

  it('should count and page only what the admin filters select, the date range included', async () => {
    const future = new Date(Date.now() + 60_000).toISOString();
    const past = new Date(Date.now() - 3_600_000).toISOString();
    const none = await admin.get('/api/content/stats').query({ since: future }).expect(200);
    expect(none.body).toMatchObject({ total: 0, totalDurationSeconds: 0, topics: [], speakers: [] });
    const all = (await admin.get('/api/content/stats').query({ since: past }).expect(200)).body as { total: number };
    expect(all.total).toBe(((await admin.get('/api/content/stats').expect(200)).body as { total: number }).total);
    const tafsir = await admin.get('/api/content/stats').query({ tags: 'Tafsir', speaker: 'Shaykh Ahmad' }).expect(200);
    expect(tafsir.body).toMatchObject({ total: 1, totalDurationSeconds: 1800, byStatus: { approved: 1 } });
    const page = await admin.get('/api/content/admin').query({ limit: 3, since: future }).expect(200);
    expect(page.body).toEqual({ content: [], nextCursor: null });
    const spec = await admin.get('/api/content/admin').query({ since: future }).expect(200);
    expect(spec.body).toEqual({ content: [] });
    const bad = await admin.get('/api/content/stats').query({ since: 'last tuesday' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('since must be a date and time (ISO 8601)');
  });

  it("should give the library's groups, largest first, each with its first items in the order asked, from the server", async () => {
    const groups = async (query: Record<string, string | number>) => {
      const res = await admin.get('/api/content/admin/groups').query({ status: 'completed,approved', ...query });
      expect(res.status).toBe(200);
      return res.body as { total: number; groups: { name: string; count: number; items: Item[] }[] };
    };
    const bySpeaker = await groups({ by: 'speaker', size: 3 });
    expect(bySpeaker.groups.map((g) => [g.name, g.count])).toEqual([['Unknown Speaker', expect.any(Number)], ['Shaykh Ahmad', 1]]);
    expect(bySpeaker.groups[0].items).toHaveLength(3);
    expect(bySpeaker.groups[1].items.map((i) => i.title)).toEqual(['Tafsir of Al-Kahf']);

    const byTopic = await groups({ by: 'topic', size: 2, sort: 'title' });
    expect(byTopic.groups.map((g) => g.name)).toEqual(['Other', 'Quran', 'Tafsir']);
    const other = byTopic.groups[0];
    expect(other.items.map((i) => i.title)).toEqual([...other.items.map((i) => i.title)].sort((a, b) => a.localeCompare(b)));
    expect(other.count).toBeGreaterThan(2);
    // The draft's 'Fiqh' group is not among ready and published items.
    expect(byTopic.total).toBe(3);

    const limited = await groups({ by: 'topic', size: 1, groups: 1, q: 'Kahf' });
    expect(limited).toEqual({ total: 2, groups: [{ name: 'Quran', count: 1, items: [expect.objectContaining({ title: 'Tafsir of Al-Kahf' })] }] });

    for (const query of [{}, { by: 'colour' }, { by: 'topic', size: 13 }, { by: 'topic', groups: 0 }]) {
      expect((await admin.get('/api/content/admin/groups').query(query)).status).toBe(400);
    }
    expect((await request(stack.server).get('/api/content/admin/groups').query({ by: 'topic' })).status).toBe(401);
  });
});
