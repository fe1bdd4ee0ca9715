/// <reference lib="dom" />
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import Parser from 'rss-parser';
import type { ContentDto } from '@lectures/proto';
import { signIn } from '../support/admin-page';
import { DESKTOP, launchBrowser, newPage, screenshot } from '../support/browser';
import { startEmbeddedApp, type EmbeddedApp } from '../support/embedded-app';
import { makeMediaFiles } from '../support/media-files';
import { approve, completeTranscription, signUpAdmin, uploadMedia, type Agent } from '../support/seed-content';

jest.setTimeout(120_000);

const PHONE_390 = { width: 390, height: 844 } as const;
const SERIES = 'Tafsir Surah Al-Mulk';
const title = (n: number) => `Al-Mulk, sitting ${n}`;
const AXE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** WCAG 2.1 A and AA problems axe rates serious or critical (as test/web/accessibility.e2e-spec.ts runs it). */
async function seriousProblems(page: Page): Promise<string[]> {
  await page.evaluate(AXE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: Violation[] }> } }).axe;
    return (await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } })).violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
}

/**
 * A series built the way staff build one, in Chromium against the built embedded app: five
 * lectures selected in the library, one part reordered by dragging and one from the keyboard,
 * then the public series page, the lecture page's 'Part N of M', part 1 played to its end
 * continuing with part 2, where the listener stopped, and the series' podcast feed.
 */
describe('series', () => {
  let app: EmbeddedApp;
  let browser: Browser;
  let agent: Agent;
  const parts: ContentDto[] = [];
  let slug = '';
  let seriesId = '';

  const partTitles = (page: Page) => page.getByTestId('series-part-title').allInnerTexts();
  const waitForOrder = (page: Page, order: number[]) =>
    page.waitForFunction(
      (wanted) => JSON.stringify(Array.from(document.querySelectorAll('[data-testid="series-part-title"]'), (a) => a.textContent?.trim())) === JSON.stringify(wanted),
      order.map(title),
    );

  async function themed(viewport: { width: number; height: number }, theme: 'light' | 'dark') {
    const opened = await newPage(browser, app.baseUrl, viewport, { colorScheme: theme });
    await opened.context.addInitScript((saved) => localStorage.setItem('theme', saved), theme);
    return opened;
  }

  beforeAll(async () => {
    // Four-second recordings: part 1 is played to its end.
    const files = makeMediaFiles(4);
    [app, browser] = await Promise.all([startEmbeddedApp({ broker: true, env: { EMBEDDED_SERVICES: 'content,media-storage' } }), launchBrowser()]);
    agent = await signUpAdmin(app.baseUrl);
    for (let n = 1; n <= 5; n++) {
      const item = await uploadMedia(agent, { file: files.mp3, mimeType: 'audio/mpeg', title: title(n), durationSeconds: 4 });
      await completeTranscription(app.bus!, agent, item.id, `Sitting ${n} of the tafsir.`, { summary: `Sitting ${n}.` });
      await approve(agent, item.id);
      parts.push(item);
    }
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('should build a series from lectures selected in the library, and reorder it by dragging and from the keyboard', async () => {
    const { context, page } = await newPage(browser, app.baseUrl, DESKTOP);
    await page.goto('/admin/library');
    await signIn(page, 'curator', 'tranquil-orchard-1');
    await page.getByRole('heading', { name: 'Content Library' }).waitFor();
    // Ticked out of order: sitting 5 before sitting 4.
    for (const n of [1, 2, 3, 5, 4]) await page.getByRole('checkbox', { name: `Select ${title(n)}` }).click();
    await expect(page.getByTestId('library-selection').innerText()).resolves.toContain('5 selected');
    await screenshot(page, 'series-library-selection-desktop-light');
    await page.getByRole('button', { name: 'Add to series' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add to series' });
    await dialog.getByLabel('New series title').fill(SERIES);
    await dialog.getByRole('button', { name: 'Add to series' }).click();
    await expect(dialog.getByTestId('add-to-series-done').innerText()).resolves.toContain(`${SERIES} now has 5 parts.`);
    await expect(page.getByTestId('library-selection').count()).resolves.toBe(0);
    await dialog.getByRole('link', { name: 'Open series' }).click();
    await page.getByTestId('series-title').waitFor();
    seriesId = page.url().split('/').pop()!;
    await waitForOrder(page, [1, 2, 3, 5, 4]);

    // Dragged: sitting 4 (last) dropped on sitting 1 becomes part 1.
    await page.getByTestId('series-part').filter({ hasText: title(4) }).dragTo(page.getByTestId('series-part').filter({ hasText: title(1) }));
    await waitForOrder(page, [4, 1, 2, 3, 5]);
    // From the keyboard: its handle focused, End sends it last, then up one.
    const handle = page.getByRole('button', { name: new RegExp(`^Reorder ${title(4)}`) });
    await handle.focus();
    await page.keyboard.press('End');
    await waitForOrder(page, [1, 2, 3, 5, 4]);
    await expect(page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).resolves.toBe(`Reorder ${title(4)}, part 5 of 5`);
    await page.keyboard.press('ArrowUp');
    await waitForOrder(page, [1, 2, 3, 4, 5]);
    await page.getByTestId('series-announcement').filter({ hasText: `${title(4)} is now part 4 of 5` }).waitFor();
    await expect(page.getByTestId('series-part').first().innerText()).resolves.toContain('Part 1');
    await screenshot(page, 'series-admin-edit-desktop-light');
    slug = (await page.getByTestId('series-public-link').getAttribute('href'))!.replace('/series/', '');
    expect(slug).toBe('tafsir-surah-al-mulk');
    await context.close();
  });

  it('should show the public series page, the part on the lecture page, and continue with part 2 when part 1 ends', async () => {
    const { context, page } = await newPage(browser, app.baseUrl, DESKTOP);
    await page.goto(`/series/${slug}`);
    await page.getByTestId('series-title').waitFor();
    await expect(page.title()).resolves.toBe(`${SERIES} - Lecture Library`);
    expect(await partTitles(page)).toEqual([1, 2, 3, 4, 5].map(title));
    await expect(page.getByTestId('series-part').first().innerText()).resolves.toMatch(/Part 1\s+Al-Mulk, sitting 1\s+0m 4s/);
    await expect(page.getByTestId('series-figures').innerText()).resolves.toBe('5 parts · 0m 20s in total');
    await expect(page.getByTestId('series-resume').count()).resolves.toBe(0);

    await page.getByTestId('series-part').first().click();
    await page.waitForURL(`**/content/${parts[0].slug}`);
    await expect(page.getByTestId('series-position').innerText()).resolves.toBe(`Part 1 of 5 in ${SERIES}`);
    await expect(page.getByTestId('series-previous').count()).resolves.toBe(0);
    await expect(page.getByTestId('series-next').getAttribute('href')).resolves.toBe(`/content/${parts[1].slug}`);
    await screenshot(page, 'series-lecture-part-1-desktop-light');

    await page.getByTestId('player-play').click();
    const offer = page.getByTestId('next-part-offer');
    await offer.waitFor({ timeout: 20_000 });
    await expect(offer.innerText()).resolves.toContain(`Up next: part 2, ${title(2)}`);
    await screenshot(page, 'series-next-part-offer-desktop-light');
    await page.getByTestId('continue-next-part').click();
    await page.waitForURL(`**/content/${parts[1].slug}`);
    await page.getByTestId('series-position').filter({ hasText: `Part 2 of 5 in ${SERIES}` }).waitFor();
    // The next part plays on its own.
    await page.locator('[data-testid="media-player"][data-playing="true"]').waitFor();
    await expect(page.getByTestId('series-previous').getAttribute('href')).resolves.toBe(`/content/${parts[0].slug}`);

    // Where the listener stopped is kept in this browser.
    await page.goto(`/series/${slug}`);
    await expect(page.getByTestId('series-resume').innerText()).resolves.toContain('You stopped at part 2');
    await page.getByTestId('series-part').nth(1).getByText('Last played').waitFor();
    await context.close();
  });

  it('should show the series on the home page and the series index the header links to', async () => {
    const { context, page } = await newPage(browser, app.baseUrl, DESKTOP);
    await page.goto('/');
    await page.getByTestId('home-series').waitFor();
    await expect(page.getByTestId('home-series').getByTestId('series-card').allInnerTexts()).resolves.toEqual([expect.stringContaining(SERIES)]);
    // A search finds the series as well as its lectures.
    await page.getByLabel('Search lectures').first().fill('surah mulk');
    await page.getByTestId('search-series').waitFor();
    await expect(page.getByTestId('search-series').getByTestId('series-card').allInnerTexts()).resolves.toEqual([expect.stringContaining(SERIES)]);
    await page.goto(`/content/${parts[0].id}`);
    await page.getByTestId('header-series-link').click();
    await page.getByTestId('series-index-title').waitFor();
    await expect(page.getByTestId('series-card').innerText()).resolves.toMatch(/Tafsir Surah Al-Mulk\s+5 parts · 0m 20s/);
    await page.getByTestId('series-card').click();
    await page.waitForURL(`**/series/${slug}`);
    await page.getByTestId('series-parts').waitFor();
    await context.close();
  });

  it("should answer the series' podcast feed, episodes numbered by part with playable enclosures", async () => {
    const res = await fetch(`${app.baseUrl}/feed.xml?series=${slug}`);
    expect(res.status).toBe(200);
    const feed = await new Parser<Record<string, unknown>, Parser.Item & { episode?: string }>({ customFields: { item: [['itunes:episode', 'episode']] } }).parseString(await res.text());
    expect(feed.title).toBe(`${SERIES} - Lecture Library`);
    expect(feed.items.map((i) => [i.title, i.episode])).toEqual([1, 2, 3, 4, 5].map((n) => [title(n), String(n)]));
    const enclosure = new URL(feed.items[0].enclosure!.url);
    const media = await fetch(`${app.baseUrl}${enclosure.pathname}${enclosure.search}`, { headers: { Range: 'bytes=0-1' } });
    expect([media.status, media.headers.get('content-type')]).toEqual([206, 'audio/mpeg']);
    expect((await fetch(`${app.baseUrl}/feed.xml?series=no-such-series`)).status).toBe(404);
  });

  it.each([
    ['desktop', DESKTOP, 'light'],
    ['desktop', DESKTOP, 'dark'],
    ['phone', PHONE_390, 'light'],
    ['phone', PHONE_390, 'dark'],
  ] as const)('should lay out the new screens with no serious accessibility problem (%s, %p, %s)', async (size, viewport, theme) => {
    const { context, page } = await themed(viewport, theme);
    const found: string[] = [];
    const check = async (name: string) => {
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(theme === 'dark');
      await screenshot(page, `series-${name}-${size}-${theme}`);
      found.push(...(await seriousProblems(page)).map((p) => `${name}: ${p}`));
    };
    await page.goto(`/series/${slug}`);
    await page.getByTestId('series-parts').waitFor();
    await check('public-page');
    await page.goto(`/content/${parts[2].id}`);
    await page.getByTestId('series-nav').waitFor();
    await check('lecture-page');
    await page.goto('/series');
    await page.getByTestId('series-card').waitFor();
    await check('index');
    await page.goto('/');
    await page.getByTestId('home-series').waitFor();
    await check('home');
    await page.goto('/admin/series');
    await signIn(page, 'curator', 'tranquil-orchard-1');
    await page.getByTestId('series-row').first().waitFor();
    await check('admin-list');
    await page.goto(`/admin/series/${seriesId}`);
    await page.getByTestId('series-parts').waitFor();
    await page.waitForLoadState('networkidle');
    await check('admin-edit');
    await page.goto('/admin/library');
    await page.getByRole('checkbox', { name: `Select ${title(1)}` }).click();
    await page.getByRole('button', { name: 'Add to series' }).click();
    await page.getByRole('dialog', { name: 'Add to series' }).waitFor();
    await check('add-dialog');
    await context.close();
    expect(found).toEqual([]);
  });
});
