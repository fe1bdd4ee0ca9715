import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import type { TestStack } from '@lectures/platform/src/testing/test-stack';
import type { ContentRecord } from '@lectures/proto';
import { makeContent } from '../../testing/content-factory';
import { signUp, startGatewayStack } from '../../testing/gateway-test-stack';
import { SITEMAP_LIMITS, type SitemapLimits } from './sitemap-limits';
import { sitemapSchemaErrors } from './testing/validate-sitemap';

const ORIGIN = 'http://lectures.example.org';

const locs = (xml: string): string[] => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
const lastmods = (xml: string): string[] => [...xml.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)].map((m) => m[1]);

/** The sitemap from PostgreSQL through the gateway, checked against the sitemaps schema (libxml2). */
describe('GET /sitemap.xml', () => {
  let stack: TestStack;
  let admin: TestAgent;
  let limits: SitemapLimits;
  const published: ContentRecord[] = [];
  const anonymous = () => request(stack.server);

  async function fetchXml(path: string): Promise<string> {
    const res = await anonymous().get(path).set('Host', 'evil.example');
    expect({ path, status: res.status }).toEqual({ path, status: 200 });
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(await sitemapSchemaErrors(res.text, path)).toEqual([]);
    return res.text;
  }

  /** The index and every file it names, each valid; the addresses of each file by its name. */
  async function wholeSitemap(): Promise<Map<string, string[]>> {
    const index = await fetchXml('/sitemap.xml');
    expect(lastmods(index).length).toBe(locs(index).length);
    const files = new Map<string, string[]>();
    for (const loc of locs(index)) {
      expect(loc.startsWith(`${ORIGIN}/sitemaps/`)).toBe(true);
      const name = loc.slice(`${ORIGIN}/sitemaps/`.length);
      files.set(name, locs(await fetchXml(`/sitemaps/${name}`)));
    }
    return files;
  }

  beforeAll(async () => {
    stack = await startGatewayStack('in-process', { env: { PUBLIC_URL: ORIGIN } });
    admin = (await signUp(stack, 'admin')).agent;
    limits = stack.services[1].app.get<symbol, SitemapLimits>(SITEMAP_LIMITS);
    for (const title of ['Tafsir of Al-Kahf', 'Patience', 'Gratitude', 'شرح الأربعين النووية', 'Fasting']) {
      const item = await makeContent(stack.services[0].bus, { title });
      await admin.post(`/api/content/${item.id}/approve`).expect(200);
      published.push(item);
    }
    const draft = await makeContent(stack.services[0].bus, { title: 'Unpublished draft' });
    const series = (await admin.post('/api/series').send({ title: 'Stories of the Prophets' }).expect(201)).body as { id: string };
    await admin.post(`/api/series/${series.id}/parts`).send({ contentIds: [published[0].id] }).expect(201);
    const hidden = (await admin.post('/api/series').send({ title: 'Only drafts' }).expect(201)).body as { id: string };
    await admin.post(`/api/series/${hidden.id}/parts`).send({ contentIds: [draft.id] }).expect(201);
    // Two spellings of one speaker on published lectures, one speaker only on a draft.
    await admin.patch(`/api/content/${published[1].id}`).send({ speaker: 'Shaykh Ahmad Ali' }).expect(200);
    await admin.patch(`/api/content/${published[2].id}`).send({ speaker: 'Sheikh Ahmad Ali' }).expect(200);
    await admin.patch(`/api/content/${draft.id}`).send({ speaker: 'Nobody Published Yet' }).expect(200);
  });
  afterAll(() => stack.close());

  it('should list every published lecture, series and speaker, and the site pages, in files the schema accepts', async () => {
    const files = await wholeSitemap();
    expect([...files.keys()]).toEqual(['pages-1.xml', 'lectures-1.xml', 'series-1.xml', 'speakers-1.xml']);
    expect(files.get('pages-1.xml')).toEqual([`${ORIGIN}/`, `${ORIGIN}/series`, `${ORIGIN}/speakers`, `${ORIGIN}/topics`]);
    expect(files.get('lectures-1.xml')).toEqual(published.map((item) => `${ORIGIN}/content/${encodeURIComponent(item.slug!)}`));
    expect(files.get('series-1.xml')).toEqual([`${ORIGIN}/series/stories-of-the-prophets`]);
    // One speaker however it is spelled; none who has only a draft.
    const speakers = (await anonymous().get('/api/speakers/public').expect(200)).body as { name: string; slug: string }[];
    expect(speakers.map((s) => s.name)).toEqual([expect.stringMatching(/Ahmad Ali$/)]);
    expect(files.get('speakers-1.xml')).toEqual([`${ORIGIN}/speakers/${encodeURIComponent(speakers[0].slug)}`]);
  });

  it('should split past its limit, oldest first, each file with the date of its newest change', async () => {
    limits.urlsPerFile = 2;
    try {
      const files = await wholeSitemap();
      expect([...files.keys()]).toEqual(['pages-1.xml', 'lectures-1.xml', 'lectures-2.xml', 'lectures-3.xml', 'series-1.xml', 'speakers-1.xml']);
      expect([1, 2, 3].map((n) => files.get(`lectures-${n}.xml`)!.length)).toEqual([2, 2, 1]);
      expect([1, 2, 3].flatMap((n) => files.get(`lectures-${n}.xml`)!)).toEqual(published.map((item) => `${ORIGIN}/content/${encodeURIComponent(item.slug!)}`));
      // A change shows in the date of the file that holds it, and in the index (a second on: lastmod's precision).
      await new Promise((resolve) => setTimeout(resolve, 1100));
      await admin.patch(`/api/content/${published[4].id}`).send({ title: 'Fasting in Ramadan' }).expect(200);
      const index = await fetchXml('/sitemap.xml');
      const dates = new Map(locs(index).map((loc, i) => [loc.slice(`${ORIGIN}/sitemaps/`.length), lastmods(index)[i]]));
      expect(Date.parse(dates.get('lectures-3.xml')!)).toBeGreaterThan(Date.parse(dates.get('lectures-1.xml')!));
      expect(locs(await fetchXml('/sitemaps/lectures-3.xml'))).toEqual([`${ORIGIN}/content/fasting-in-ramadan`]);
      expect((await anonymous().get('/sitemaps/lectures-4.xml')).status).toBe(404);
    } finally {
      limits.urlsPerFile = 50_000;
    }
  });

  it('should answer 404 for a file it does not list', async () => {
    for (const name of ['lectures-0.xml', 'speakers-2.xml', 'nothing.xml', '..%2Fsitemap.xml']) {
      expect({ name, status: (await anonymous().get(`/sitemaps/${name}`)).status }).toEqual({ name, status: 404 });
    }
  });

  it("should be named in robots.txt, beside the site's crawling rules", async () => {
    const res = await anonymous().get('/robots.txt').set('Host', 'evil.example').expect(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.text).toContain('Disallow: /admin');
    expect(res.text).toMatch(new RegExp(`^Sitemap: ${ORIGIN}/sitemap\\.xml$`, 'm'));
  });
});
