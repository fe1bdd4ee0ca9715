/// <reference lib="dom" />
import type { Browser, Page } from 'playwright-core';
import type { ContentDto } from '@lectures/proto';
import { DESKTOP, PHONE, launchBrowser, newPage, screenshot } from '../support/browser';
import { startEmbeddedApp, type EmbeddedApp } from '../support/embedded-app';
import { makeMediaFiles } from '../support/media-files';
import { approve, completeTranscription, signUpAdmin, uploadMedia, type Agent } from '../support/seed-content';

jest.setTimeout(120_000);

const TAFSIR = 'Tafsir of the Cave';
const NIGHTS = 'Ramadan Nights';

/** Series in the public search, in Chromium against the built embedded app: the matching series' row and the series facet, kept in the address. */
describe('series in search', () => {
  let app: EmbeddedApp;
  let browser: Browser;
  let agent: Agent;
  let tafsirSlug = '';

  const settled = (page: Page) => page.locator('[data-testid="home-results"][aria-busy="false"]').waitFor();
  const cardTitles = async (page: Page) => (await page.getByTestId('card-title').allInnerTexts()).map((t) => t.trim()).sort();
  const heading = (page: Page, text: string) => page.getByTestId('home-heading').filter({ hasText: text }).waitFor();

  async function published(title: string, files: { mp3: string }): Promise<ContentDto> {
    const item = await uploadMedia(agent, { file: files.mp3, mimeType: 'audio/mpeg', title, durationSeconds: 4 });
    await completeTranscription(app.bus!, agent, item.id, `${title}.`, { summary: title });
    await approve(agent, item.id);
    return item;
  }

  async function series(title: string, description: string, parts: ContentDto[]): Promise<string> {
    const made = (await agent.post('/api/series').send({ title, description }).expect(201)).body as { id: string; slug: string };
    await agent.post(`/api/series/${made.id}/parts`).send({ contentIds: parts.map((p) => p.id) }).expect(201);
    return made.slug;
  }

  beforeAll(async () => {
    const files = makeMediaFiles(4);
    [app, browser] = await Promise.all([startEmbeddedApp({ broker: true, env: { EMBEDDED_SERVICES: 'content,media-storage' } }), launchBrowser()]);
    agent = await signUpAdmin(app.baseUrl);
    tafsirSlug = await series(TAFSIR, 'Sittings on Surah Al-Kahf', [await published('The cave, sitting 1', files), await published('The cave, sitting 2', files)]);
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
});
