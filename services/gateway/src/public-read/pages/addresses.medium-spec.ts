import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import type { TestStack } from '@lectures/platform/src/testing/test-stack';
import type { ContentDto, ContentRecord, CreateContentRequest } from '@lectures/proto';
import { makeContent } from '../../testing/content-factory';
import { signUp, startGatewayStack } from '../../testing/gateway-test-stack';
import { jsonLdOf, schemaOrgProblems } from './testing/schema-org-checks';

const ORIGIN = 'http://lectures.example.org';
const SAID = 'Patience is the light that the believer carries through every hardship.';

/**
 * Lasting addresses on real PostgreSQL through the gateway's public pages: slugs made from
 * titles (unique when made at once), old addresses answering 301, unknown ones 404 with the
 * app's page, and what search engines read in the HTML (transcript, JSON-LD).
 */
describe('public page addresses', () => {
  let stack: TestStack;
  let admin: TestAgent;
  const anonymous = () => request(stack.server);
  const bus = () => stack.services[0].bus;

  async function lecture(fields: Partial<CreateContentRequest> & { said?: string } = {}, publish = true): Promise<ContentRecord> {
    const { said, ...overrides } = fields;
    const item = await makeContent(bus(), overrides);
    if (said) {
      await bus().emit('transcription.completed.v1', { contentId: item.id, generation: 1, transcriptText: said, aiMetadata: { summary: 'A summary.' }, suggestions: {} });
      for (let i = 0; i < 100 && !(await admin.get(`/api/content/${item.id}`)).body.transcriptText; i++) await new Promise((r) => setTimeout(r, 50));
    }
    if (publish) await admin.post(`/api/content/${item.id}/approve`).expect(200);
    return item;
  }
  const slugOf = async (id: string) => ((await admin.get(`/api/content/${id}`).expect(200)).body as ContentDto).slug;
  const rename = (id: string, title: string) => admin.patch(`/api/content/${id}`).send({ title }).expect(200);

  beforeAll(async () => {
    // The pages are the built web app's (npm test builds it before the medium tier).
    expect(existsSync(path.resolve(__dirname, '../../../../../web/dist/index.html'))).toBe(true);
    stack = await startGatewayStack('in-process', { env: { PUBLIC_URL: ORIGIN } });
    admin = (await signUp(stack, 'admin')).agent;
  });
  afterAll(() => stack.close());

  describe('slugs', () => {
    it('should give lectures made at the same moment with one title different addresses', async () => {
      const made = await Promise.all(Array.from({ length: 8 }, () => makeContent(bus(), { title: 'The Night Journey' })));
      const slugs = made.map((item) => item.slug);
      expect(new Set(slugs).size).toBe(8);
      expect([...slugs].sort()).toEqual(['the-night-journey', ...[2, 3, 4, 5, 6, 7, 8].map((n) => `the-night-journey-${n}`)].sort());
    });

    it('should keep Arabic titles as Arabic, without vowel marks', async () => {
      const item = await lecture({ title: 'شَرْحُ الأربعين النووية' });
      expect(item.slug).toBe('شرح-الاربعين-النووية');
      const page = await anonymous().get(`/content/${encodeURIComponent('شرح-الاربعين-النووية')}`);
      expect(page.status).toBe(200);
      expect(page.text).toContain(`<link rel="canonical" href="${ORIGIN}/content/${encodeURIComponent('شرح-الاربعين-النووية')}" />`);
    });

    it('should give a renamed lecture a new address and keep the old one leading to it', async () => {
      const item = await lecture({ title: 'Fasting in Shaban' });
      expect(await slugOf(item.id)).toBe('fasting-in-shaban');
      await rename(item.id, 'Fasting in Shaban and Ramadan');
      expect(await slugOf(item.id)).toBe('fasting-in-shaban-and-ramadan');
      // Another lecture cannot take the old address: it still names the first.
      const other = await lecture({ title: 'Fasting in Shaban' });
      expect(other.slug).toBe('fasting-in-shaban-2');
      // A title changed back takes its old address back.
      await rename(item.id, 'Fasting in Shaban');
      expect(await slugOf(item.id)).toBe('fasting-in-shaban');
      const moved = await anonymous().get('/content/fasting-in-shaban-and-ramadan?t=42');
      expect([moved.status, moved.headers.location]).toEqual([301, '/content/fasting-in-shaban?t=42']);
    });
  });

  describe('GET /content/{address}', () => {
    it('should answer 301 from the id and from an old address to the current one, keeping the moment', async () => {
      const item = await lecture({ title: 'Remembrance at dawn' });
      await rename(item.id, 'Remembrance at dawn and dusk');
      for (const [from, to] of [
        [`/content/${item.id}`, '/content/remembrance-at-dawn-and-dusk'],
        [`/content/${item.id.toUpperCase()}?t=754`, '/content/remembrance-at-dawn-and-dusk?t=754'],
        ['/content/remembrance-at-dawn', '/content/remembrance-at-dawn-and-dusk'],
        ['/content/Remembrance-At-Dawn-And-Dusk', '/content/remembrance-at-dawn-and-dusk'],
      ]) {
        const res = await anonymous().get(from);
        expect({ from, status: res.status, location: res.headers.location }).toEqual({ from, status: 301, location: to });
      }
      const page = await anonymous().get('/content/remembrance-at-dawn-and-dusk');
      expect(page.status).toBe(200);
      expect(page.text).toContain('<title>Remembrance at dawn and dusk - Lecture Library</title>');
    });

    it('should keep answering the API by id, and by the address too', async () => {
      const item = await lecture({ title: 'The names of God' });
      expect((await anonymous().get(`/api/content/public/${item.id}`).expect(200)).body).toMatchObject({ id: item.id, slug: 'the-names-of-god' });
      expect((await anonymous().get('/api/content/public/the-names-of-god').expect(200)).body).toMatchObject({ id: item.id });
      expect((await anonymous().get('/api/content/public/no-such-lecture')).status).toBe(404);
    });
  });

  describe("the head in the visitor's language", () => {
    const ARABIC_HOME = '<title>مكتبة المحاضرات - حفظ العلم</title>';
    const ENGLISH_HOME = '<title>Lecture Library - Preserving Knowledge</title>';

    it('should title the home page and a lecture page in Arabic for an Arabic visitor, the lecture as stored, and in English otherwise', async () => {
      const item = await lecture({ title: 'Sincerity in deeds', description: null });
      const address = `/content/${item.slug}`;
      // English, SPEC's words: asked first, so the kept page of the other language cannot come from it.
      const english = await anonymous().get(address).set('Accept-Language', 'en-GB,en;q=0.9').expect(200);
      expect(english.text).toContain('<title>Sincerity in deeds - Lecture Library</title>');
      expect(english.text).toContain('<meta name="description" content="Listen to &quot;Sincerity in deeds&quot; on Lecture Library." />');
      const home = await anonymous().get('/').expect(200);
      expect(home.text).toContain(ENGLISH_HOME);
      expect(home.text).toContain('<meta property="og:description" content="Islamic scholarly lectures in audio and video, transcribed and searchable." />');

      for (const headers of [{ Cookie: 'lang=ar' }, { 'Accept-Language': 'ar-EG,ar;q=0.9,en;q=0.5' }]) {
        const arabicHome = await anonymous().get('/').set(headers).expect(200);
        expect(arabicHome.text).toContain('<html lang="ar" dir="rtl">');
        expect(arabicHome.text).toContain(ARABIC_HOME);
        expect(arabicHome.text).toContain('<meta property="og:description" content="محاضرات علمية إسلامية صوتية ومرئية، مفرّغة نصًّا وقابلة للبحث." />');
        expect(arabicHome.text).not.toContain('Preserving Knowledge');
        const arabic = await anonymous().get(address).set(headers).expect(200);
        expect(arabic.text).toContain('<title>Sincerity in deeds - مكتبة المحاضرات</title>');
        expect(arabic.text).toContain('<meta name="twitter:description" content="استمع إلى «Sincerity in deeds» على مكتبة المحاضرات." />');
        expect(arabic.text).toContain('<meta property="og:site_name" content="مكتبة المحاضرات" />');
      }
      // The kept choice outweighs the browser's preference.
      const kept = await anonymous().get('/').set({ Cookie: 'lang=en', 'Accept-Language': 'ar' }).expect(200);
      expect(kept.text).toContain(ENGLISH_HOME);
    });
  });

  describe('addresses that lead nowhere', () => {
    it('should answer 404 with the app page, which shows the not-found screens', async () => {
      const app = (await anonymous().get('/').expect(200)).text;
      const script = /<script type="module"[^>]*src="([^"]+)"/.exec(app)?.[1];
      expect(script).toBeDefined();
      const draft = await lecture({ title: 'A draft nobody may read yet' }, false);
      for (const address of ['/nonexistent', '/content/no-such-lecture', `/content/${randomUUID()}`, `/content/${draft.id}`, `/content/${draft.slug}`, '/series/no-such-series']) {
        const res = await anonymous().get(address);
        expect({ address, status: res.status }).toEqual({ address, status: 404 });
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        // The same app: it renders 'Content Not Found' or the 404 page in the browser.
        expect(res.text).toContain(`src="${script}"`);
        expect(res.text).toContain('<meta name="robots" content="noindex" />');
      }
    });

    it('should leave the pages the app checks itself alone', async () => {
      for (const address of ['/', '/series', '/speakers', '/topics', '/admin', '/admin/content/x', '/admin/settings', '/upload', '/topics/Fiqh']) {
        expect({ address, status: (await anonymous().get(address)).status }).toEqual({ address, status: 200 });
      }
    });
  });

  describe('GET /speakers/{address}', () => {
    it('should answer 301 from any spelling of a speaker to their address, 200 there with a ProfilePage, and 404 for nobody', async () => {
      const named = async (title: string, speaker: string, publish = true) => {
        const item = await lecture({ title }, publish);
        await admin.patch(`/api/content/${item.id}`).send({ speaker }).expect(200);
      };
      await named('On sincerity', 'Shaykh Yusuf Qasim');
      await named('On repentance', 'Sheikh Yusuf Qasim');
      await named('Unpublished talk', 'Ustadh Only Drafts', false);
      const [speaker] = ((await anonymous().get('/api/speakers/public').query({ q: 'Yusuf' }).expect(200)).body as { slug: string; name: string }[]);
      const address = `/speakers/${encodeURIComponent(speaker.slug)}`;
      for (const spelling of ['Sheikh Yusuf Qasim', 'Shaykh Yusuf Qasim']) {
        const res = await anonymous().get(`/speakers/${encodeURIComponent(spelling)}`);
        expect({ spelling, status: res.status, location: res.headers.location }).toEqual({ spelling, status: 301, location: address });
      }
      const page = await anonymous().get(address);
      expect(page.status).toBe(200);
      expect(page.text).toContain(`<link rel="canonical" href="${ORIGIN}${address}" />`);
      const [profile] = jsonLdOf(page.text);
      expect(schemaOrgProblems(profile)).toEqual([]);
      expect(profile).toMatchObject({ '@type': 'ProfilePage', mainEntity: { '@type': 'Person', name: speaker.name } });
      for (const nobody of ['/speakers/no-such-speaker', `/speakers/${encodeURIComponent('Ustadh Only Drafts')}`]) {
        expect({ nobody, status: (await anonymous().get(nobody)).status }).toEqual({ nobody, status: 404 });
      }
    });
  });

  describe('series and speaker pages, kept once per version of the published set', () => {
    const perResponse = ['date', 'x-request-id', 'connection', 'keep-alive', 'content-length'];
    const lasting = (headers: Record<string, unknown>) => Object.fromEntries(Object.entries(headers).filter(([name]) => !perResponse.includes(name)));

    it("should send a page again as first sent, in each visitor's language, 304 to a visitor holding it, and an edit at once", async () => {
      const first = await lecture({ title: 'Kept pages, part one' });
      const draft = await lecture({ title: 'Kept pages, part two' }, false);
      const series = (await admin.post('/api/series').send({ title: 'Kept pages' }).expect(201)).body as { id: string; slug: string };
      await admin.post(`/api/series/${series.id}/parts`).send({ contentIds: [first.id, draft.id] }).expect(201);
      const address = `/series/${series.slug}`;
      const english = await anonymous().get(address).set('Accept-Language', 'en').expect(200);
      expect(english.text).toContain('<title>Kept pages - Lecture Library</title>');
      expect(english.headers.vary).toBe('Cookie, Accept-Language, Save-Data, Accept-Encoding');
      const again = await anonymous().get(address).set('Accept-Language', 'en').expect(200);
      expect([again.text, lasting(again.headers)]).toEqual([english.text, lasting(english.headers)]);
      await anonymous().get(address).set({ 'Accept-Language': 'en', 'If-None-Match': String(english.headers.etag) }).expect(304);
      // The same series in Arabic: its own head and ETag, asked twice; English stays English.
      for (let i = 0; i < 2; i++) {
        const arabic = await anonymous().get(address).set('Cookie', 'lang=ar').expect(200);
        expect(arabic.text).toContain('<title>Kept pages - مكتبة المحاضرات</title>');
        expect(arabic.headers.etag).not.toBe(english.headers.etag);
      }
      expect((await anonymous().get(address).set('Accept-Language', 'en').expect(200)).text).toBe(english.text);

      // An edit to the series, and a part published, show at once.
      await admin.patch(`/api/series/${series.id}`).send({ description: 'Two sittings on keeping.' }).expect(200);
      const edited = await anonymous().get(address).set({ 'Accept-Language': 'en', 'If-None-Match': String(english.headers.etag) }).expect(200);
      expect(edited.text).toContain('<meta name="description" content="Two sittings on keeping." />');
      expect(jsonLdOf(edited.text)[0]).toMatchObject({ hasPart: [{ name: 'Kept pages, part one' }] });
      await admin.post(`/api/content/${draft.id}/approve`).expect(200);
      const published = await anonymous().get(address).set('Accept-Language', 'en').expect(200);
      expect(jsonLdOf(published.text)[0]).toMatchObject({ hasPart: [{ episodeNumber: 1 }, { name: 'Kept pages, part two', episodeNumber: 2 }] });
    });

    it("should show an edit to a speaker at once on the speaker's page sent before", async () => {
      const item = await lecture({ title: 'On keeping promises' });
      await admin.patch(`/api/content/${item.id}`).send({ speaker: 'Ustadh Kept Pages' }).expect(200);
      const [speaker] = (await anonymous().get('/api/speakers/public').query({ q: 'Kept Pages' }).expect(200)).body as { id: string; slug: string }[];
      const address = `/speakers/${encodeURIComponent(speaker.slug)}`;
      const before = await anonymous().get(address).expect(200);
      expect((await anonymous().get(address).expect(200)).text).toBe(before.text);
      await admin.patch(`/api/speakers/${speaker.id}`).send({ bio: 'Teaches the keeping of promises.' }).expect(200);
      const after = await anonymous().get(address).set('If-None-Match', String(before.headers.etag)).expect(200);
      expect(after.text).toContain('<meta name="description" content="Teaches the keeping of promises." />');
    });
  });

  describe('JSON-LD', () => {
    it('should describe an audio lecture in a series, a video lecture and the series as the schema.org types they claim', async () => {
      const audio = await lecture({ title: 'Forty Hadith, part one', durationSeconds: 3725, said: SAID });
      const video = await lecture({ title: 'Forty Hadith, part two', durationSeconds: 1800, mediaType: 'video', mediaMimeType: 'video/mp4', said: SAID });
      const series = (await admin.post('/api/series').send({ title: 'Forty Hadith' }).expect(201)).body as { id: string; slug: string };
      await admin.post(`/api/series/${series.id}/parts`).send({ contentIds: [audio.id, video.id] }).expect(201);

      const [episode] = jsonLdOf((await anonymous().get(`/content/${audio.slug}`).expect(200)).text);
      expect(schemaOrgProblems(episode)).toEqual([]);
      expect(episode).toMatchObject({
        '@type': 'PodcastEpisode',
        url: `${ORIGIN}/content/forty-hadith-part-one`,
        duration: 'PT1H2M5S',
        episodeNumber: 1,
        partOfSeries: { '@type': 'PodcastSeries', url: `${ORIGIN}/series/forty-hadith` },
        associatedMedia: { '@type': 'AudioObject', transcript: SAID },
      });
      const [clip] = jsonLdOf((await anonymous().get(`/content/${video.slug}`).expect(200)).text);
      expect(schemaOrgProblems(clip)).toEqual([]);
      expect(clip).toMatchObject({ '@type': 'VideoObject', duration: 'PT30M', transcript: SAID, isPartOf: { '@type': 'PodcastSeries', name: 'Forty Hadith' } });

      const seriesPage = await anonymous().get(`/series/${series.slug}`).expect(200);
      expect(seriesPage.text).toContain('<title>Forty Hadith - Lecture Library</title>');
      const [podcast] = jsonLdOf(seriesPage.text);
      expect(schemaOrgProblems(podcast)).toEqual([]);
      expect(podcast).toMatchObject({ '@type': 'PodcastSeries', name: 'Forty Hadith', hasPart: [{ episodeNumber: 1 }, { episodeNumber: 2 }] });
    });
  });
});
