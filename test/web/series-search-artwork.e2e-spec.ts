/// <reference lib="dom" />
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import type { ContentDto } from '@lectures/proto';
import { signIn } from '../support/admin-page';
import { seriousProblems } from '../support/axe';
import { DESKTOP, PHONE, launchBrowser, newPage, screenshot } from '../support/browser';
import { startEmbeddedApp, type EmbeddedApp } from '../support/embedded-app';
import { makeMediaFiles } from '../support/media-files';
import { approve, completeTranscription, signUpAdmin, uploadMedia, type Agent } from '../support/seed-content';

jest.setTimeout(120_000);

const TAFSIR = 'Tafsir of the Cave';
const NIGHTS = 'Ramadan Nights';

/** Series in the public search (the matching series' row, the series facet kept in the address) and the series' own picture uploaded in the editor, in Chromium against the built embedded app. */
describe('series in search', () => {
  let app: EmbeddedApp;
  let browser: Browser;
  let agent: Agent;
  let tafsirSlug = '';
  let tafsirId = '';

  const settled = (page: Page) => page.locator('[data-testid="home-results"][aria-busy="false"]').waitFor();
  const cardTitles = async (page: Page) => (await page.getByTestId('card-title').allInnerTexts()).map((t) => t.trim()).sort();
  const heading = (page: Page, text: string) => page.getByTestId('home-heading').filter({ hasText: text }).waitFor();

  async function published(title: string, files: { mp3: string }): Promise<ContentDto> {
    const item = await uploadMedia(agent, { file: files.mp3, mimeType: 'audio/mpeg', title, durationSeconds: 4 });
    await completeTranscription(app.bus!, agent, item.id, `${title}.`, { summary: title });
    await approve(agent, item.id);
    return item;
  }

  async function series(title: string, description: string, parts: { id: string }[]): Promise<{ id: string; slug: string }> {
    const made = (await agent.post('/api/series').send({ title, description }).expect(201)).body as { id: string; slug: string };
    await agent.post(`/api/series/${made.id}/parts`).send({ contentIds: parts.map((p) => p.id) }).expect(201);
    return made;
  }

  /** Whether the page's picture with this test id has loaded (decoded, not a broken image). */
  const loaded = (page: Page, testId: string) =>
    page.waitForFunction((id) => {
      const img = document.querySelector<HTMLImageElement>(`[data-testid="${id}"]`);
      return img !== null && img.complete && img.naturalWidth > 0;
    }, testId);

  beforeAll(async () => {
    const files = makeMediaFiles(4);
    [app, browser] = await Promise.all([startEmbeddedApp({ broker: true, env: { EMBEDDED_SERVICES: 'content,media-storage' } }), launchBrowser()]);
    agent = await signUpAdmin(app.baseUrl);
    ({ id: tafsirId, slug: tafsirSlug } = await series(TAFSIR, 'Sittings on Surah Al-Kahf', [await published('The cave, sitting 1', files), await published('The cave, sitting 2', files)]));
    await series(NIGHTS, 'Thirty nights of reminders', [await published('Night one: the cave of Hira', files)]);
    await published('A cave outside any series', files);
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('should show matching series above the lectures and filter the lectures by a series, kept in a shareable address', async () => {
    const { context, page } = await newPage(browser, app.baseUrl, DESKTOP);
    await page.goto('/');
    await page.getByTestId('home-search').fill('cave');
    await heading(page, 'Search Results (4)');
    await settled(page);
    await expect(page.getByTestId('search-series').getByTestId('series-card').allInnerTexts()).resolves.toEqual([expect.stringContaining(TAFSIR)]);
    const facet = page.getByTestId('series-facet');
    await expect(facet.getByTestId('series-facet-value').allInnerTexts()).resolves.toEqual([expect.stringMatching(/Tafsir of the Cave\s*2/), expect.stringMatching(/Ramadan Nights\s*1/)]);
    await expect(page.getByTestId('series-facet-all').getAttribute('aria-pressed')).resolves.toBe('true');
    await screenshot(page, 'search-series-facet-desktop-light');

    await facet.getByRole('button', { name: /Tafsir of the Cave/ }).click();
    await page.waitForURL((url) => url.searchParams.get('series') === tafsirSlug && url.searchParams.get('q') === 'cave');
    await heading(page, 'Search Results (2)');
    await settled(page);
    await expect(cardTitles(page)).resolves.toEqual(['The cave, sitting 1', 'The cave, sitting 2']);
    await expect(facet.getByRole('button', { name: /Tafsir of the Cave/ }).getAttribute('aria-pressed')).resolves.toBe('true');
    // Every series keeps its count, so another can be chosen.
    await expect(facet.getByTestId('series-facet-value').count()).resolves.toBe(2);
    await screenshot(page, 'search-series-facet-chosen-desktop-light');
    await expect(seriousProblems(page)).resolves.toEqual([]);
    const shared = page.url();

    // The address opens the same search elsewhere, on a phone in dark.
    const phone = await newPage(browser, app.baseUrl, PHONE, { colorScheme: 'dark' });
    await phone.context.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await phone.page.goto(shared);
    await heading(phone.page, 'Search Results (2)');
    await settled(phone.page);
    await expect(phone.page.getByTestId('home-search').inputValue()).resolves.toBe('cave');
    await expect(cardTitles(phone.page)).resolves.toEqual(['The cave, sitting 1', 'The cave, sitting 2']);
    await screenshot(phone.page, 'search-series-facet-chosen-phone-dark');
    await expect(seriousProblems(phone.page)).resolves.toEqual([]);
    // Nothing wider than the phone: the chips wrap.
    await expect(phone.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).resolves.toBe(true);
    await phone.context.close();

    // All series again, then other words drop the choice.
    await page.getByTestId('series-facet-all').click();
    await page.waitForURL((url) => !url.searchParams.has('series'));
    await heading(page, 'Search Results (4)');
    await facet.getByRole('button', { name: /Ramadan Nights/ }).click();
    await heading(page, 'Search Results (1)');
    await page.getByTestId('home-search').fill('sitting');
    await page.waitForURL((url) => url.searchParams.get('q') === 'sitting' && !url.searchParams.has('series'));
    await heading(page, 'Search Results (2)');
    await context.close();
  });

  it("should page through a chosen series' lectures with 'Load more' when they are more than a page, each listed once", async () => {
    const me = (await agent.get('/api/auth/me').expect(200)).body as { user: { id: string } };
    const lessons: { id: string; title: string }[] = [];
    for (let i = 1; i <= 26; i++) {
      const item = await app.bus!.request('content.create.v1', {
        title: `Riyad as-Salihin, lesson ${String(i).padStart(2, '0')}`,
        description: null,
        fileCreatedAt: null,
        durationSeconds: 600,
        uploadedBy: me.user.id,
        mediaType: 'audio',
        mediaKey: `media/salihin-${i}/original.mp3`,
        mediaFileSize: 1000,
        mediaMimeType: 'audio/mpeg',
      });
      await approve(agent, item.id);
      lessons.push(item);
    }
    const riyad = await series('Riyad as-Salihin', 'The gardens of the righteous', lessons);
    const expected = lessons.map((l) => l.title).sort();

    for (const [viewport, name] of [[DESKTOP, 'desktop'], [{ width: 390, height: 844 }, 'phone']] as const) {
      const { context, page } = await newPage(browser, app.baseUrl, viewport);
      await page.goto('/');
      await page.getByTestId('home-search').fill('salihin');
      await settled(page);
      await page.getByTestId('series-facet').getByRole('button', { name: /Riyad as-Salihin/ }).click();
      await page.waitForURL((url) => url.searchParams.get('series') === riyad.slug);
      // A page of the series' lectures, then the rest on 'Load more', none twice.
      await heading(page, 'Search Results (24)');
      await settled(page);
      await page.getByTestId('home-load-more').scrollIntoViewIfNeeded();
      await screenshot(page, `search-series-load-more-${name}-light`);
      await page.getByTestId('home-load-more').click();
      await heading(page, 'Search Results (26)');
      await settled(page);
      const titles = await cardTitles(page);
      expect(titles).toEqual(expected);
      await expect(page.getByTestId('home-load-more').count()).resolves.toBe(0);
      await expect(page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).resolves.toBe(true);
      await screenshot(page, `search-series-after-load-more-${name}-light`);
      await context.close();
    }
  });

  it("should upload the series' picture in the editor, refuse a file that is not one, show it on the series page and cards, and remove it", async () => {
    const { context, page } = await newPage(browser, app.baseUrl, DESKTOP);
    await page.goto(`/admin/series/${tafsirId}`);
    await signIn(page, 'curator', 'tranquil-orchard-1');
    await page.getByTestId('series-artwork-drawn').waitFor();
    const input = page.getByTestId('series-artwork-input');

    // Named and typed as a picture, but words inside: the server reads the bytes and says so.
    await input.setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: Buffer.from('these are words, not a picture') });
    await expect(page.getByTestId('series-artwork-error').innerText()).resolves.toBe('This file is not a picture the library takes: upload a JPEG, PNG or WebP picture');
    await expect(page.getByTestId('series-artwork-drawn').isVisible()).resolves.toBe(true);
    await screenshot(page, 'series-artwork-refused-desktop-light');

    // A gold square with an emerald band, so the screenshots show the picture was kept as sent.
    const png = await sharp({ create: { width: 1600, height: 1600, channels: 3, background: '#c09747' } })
      .composite([{ input: { create: { width: 1600, height: 400, channels: 3, background: '#006044' } }, top: 600, left: 0 }])
      .png()
      .toBuffer();
    await input.setInputFiles({ name: 'tafsir-cover.png', mimeType: 'image/png', buffer: png });
    await loaded(page, 'series-artwork-image');
    await expect(page.getByTestId('series-artwork-error').count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: 'Replace picture' }).isVisible()).resolves.toBe(true);
    await screenshot(page, 'series-artwork-editor-desktop-light');
    await expect(seriousProblems(page)).resolves.toEqual([]);

    // Visitors see it at once: the series page, the series cards of a search.
    await page.goto(`/series/${tafsirSlug}`);
    await loaded(page, 'series-artwork');
    await screenshot(page, 'series-artwork-public-desktop-light');
    await expect(seriousProblems(page)).resolves.toEqual([]);
    await page.goto('/?q=tafsir');
    await loaded(page, 'series-card-artwork');
    await screenshot(page, 'series-artwork-search-card-desktop-light');
    const feed = await (await fetch(`${app.baseUrl}/feed.xml?series=${tafsirSlug}`)).text();
    expect(feed).toMatch(new RegExp(`<itunes:image href="[^"]*/api/series/${tafsirId}/artwork\\?variant=podcast&amp;v=[0-9a-f]{16}"/>`));

    // Removed: the drawn artwork again.
    await page.goto(`/admin/series/${tafsirId}`);
    await page.getByRole('button', { name: 'Remove picture' }).click();
    await page.getByTestId('series-artwork-drawn').waitFor();
    await page.goto(`/series/${tafsirSlug}`);
    await page.getByTestId('series-title').waitFor();
    await expect(page.getByTestId('series-artwork').count()).resolves.toBe(0);
    await context.close();
  });
});
