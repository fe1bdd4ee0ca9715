/// <reference lib="dom" />
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, newPage, screenshot } from '../support/browser';
import { startEmbeddedApp, type EmbeddedApp } from '../support/embedded-app';
import { makeMediaFiles } from '../support/media-files';
import { signIn } from '../support/admin-page';
import { approve, patchContent, signUpAdmin, uploadMedia, type Agent } from '../support/seed-content';

/** An Arabic lecture on every screen it appears on: each block about it reads right to left. */
jest.setTimeout(90000);

const ARABIC = {
  title: 'تفسير سورة الكهف.',
  speaker: 'الشيخ أحمد',
  description: 'درس في تفسير سورة الكهف وقصة أصحاب الكهف.',
  tags: ['تفسير', 'Quran'],
  durationSeconds: 25,
};

describe('right-to-left text', () => {
  let app: EmbeddedApp;
  let browser: Browser;
  let agent: Agent;
  let id: string;

  const isRtl = (locator: Locator) => locator.evaluate((el) => el.matches(':dir(rtl)'));
  /** The x of an element's left and right edges. */
  const edges = (locator: Locator) => locator.evaluate((el) => ({ left: el.getBoundingClientRect().left, right: el.getBoundingClientRect().right }));

  async function signedIn(): Promise<{ page: Page; close: () => Promise<void> }> {
    const { context, page } = await newPage(browser, app.baseUrl);
    await page.goto('/admin');
    await signIn(page, 'curator', 'tranquil-orchard-1');
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    return { page, close: () => context.close() };
  }

  beforeAll(async () => {
    const files = makeMediaFiles();
    [app, browser] = await Promise.all([startEmbeddedApp({ env: { EMBEDDED_SERVICES: 'content,media-storage' } }), launchBrowser()]);
    agent = await signUpAdmin(app.baseUrl);
    const item = await uploadMedia(agent, { file: files.mp3, mimeType: 'audio/mpeg', title: ARABIC.title, description: ARABIC.description, durationSeconds: ARABIC.durationSeconds });
    id = item.id;
    await patchContent(agent, id, { speaker: ARABIC.speaker, tags: ARABIC.tags });
    await approve(agent, id);
    const english = await uploadMedia(agent, { file: files.mp3, mimeType: 'audio/mpeg', title: 'Patience in hardship', durationSeconds: 60 });
    await approve(agent, english.id);
  }, 180000);

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('should lay out the public card and the content page right to left, in the Arabic font', async () => {
    const { context, page } = await newPage(browser, app.baseUrl);
    await page.goto('/');
    const card = page.getByTestId('content-card').filter({ hasText: ARABIC.title });
    await card.waitFor();
    await expect(isRtl(card.getByTestId('card-title'))).resolves.toBe(true);
    await expect(card.getByTestId('card-title').evaluate((el) => getComputedStyle(el).fontFamily)).resolves.toMatch(/^"?Noto Naskh Arabic/);
    // The speaker row follows: its icon sits to the right of the name, at the card's start.
    const speaker = card.getByTestId('card-speaker');
    const icon = card.locator('p:has([data-testid="card-speaker"]) svg');
    expect((await edges(icon)).left).toBeGreaterThan((await edges(speaker)).right);
    const english = page.getByTestId('content-card').filter({ hasText: 'Patience in hardship' });
    await expect(isRtl(english.getByTestId('card-title'))).resolves.toBe(false);
    await screenshot(page, 'rtl-home-light-desktop');

    await card.click();
    const title = page.getByTestId('content-title');
    await title.waitFor();
    // The title starts at the row's right edge, not floating mid-row, and the facts row reads right to left.
    const row = page.locator('section:has([data-testid="content-title"])');
    expect(Math.abs((await edges(row)).right - (await edges(title)).right)).toBeLessThan(2);
    await expect(isRtl(page.getByTestId('content-duration'))).resolves.toBe(true);
    await screenshot(page, 'rtl-content-page-light-desktop');
    await context.close();
  });

  it('should isolate the Arabic speaker in the dashboard activity line and lay out the staff cards right to left', async () => {
    const { page, close } = await signedIn();
    const line = page.getByTestId('recent-activity').locator('li').filter({ hasText: ARABIC.title }).locator('p');
    await expect(line.innerText()).resolves.toBe(`by ${ARABIC.speaker} · 0m 25s`);
    // 'by' first, then the name, then the duration, left to right (without isolation the digits jump into the name).
    const name = line.locator('bdi');
    await expect(name.innerText()).resolves.toBe(ARABIC.speaker);
    const parts = await line.evaluate((p) => {
      const range = document.createRange();
      const [by, , rest] = Array.from(p.childNodes);
      range.selectNodeContents(by);
      const byRight = range.getBoundingClientRect().right;
      range.selectNodeContents(rest);
      return { byRight, restLeft: range.getBoundingClientRect().left };
    });
    const nameEdges = await edges(name);
    expect(parts.byRight).toBeLessThanOrEqual(nameEdges.left + 1);
    expect(parts.restLeft).toBeGreaterThanOrEqual(nameEdges.right - 1);
    const card = page.getByTestId('content-card').filter({ hasText: ARABIC.title });
    await expect(isRtl(card)).resolves.toBe(true);
    // Our English phrases inside it stay in their own order ('0 words', not 'words 0').
    await expect(isRtl(card.locator('bdi', { hasText: 'words' }))).resolves.toBe(false);
    await screenshot(page, 'rtl-dashboard-light-desktop');

    await page.goto('/admin/library');
    const item = page.getByTestId('library-item').filter({ hasText: ARABIC.title }).first();
    await item.waitFor();
    await expect(isRtl(item)).resolves.toBe(true);
    await screenshot(page, 'rtl-library-light-desktop');
    await close();
  });

  it('should show and edit the Arabic title, speaker and description right to left in the editor', async () => {
    const { page, close } = await signedIn();
    await page.goto(`/admin/content/${id}`);
    const details = page.getByTestId('editor-details');
    await details.waitFor();
    await expect(isRtl(details.getByRole('heading', { name: ARABIC.title }))).resolves.toBe(true);
    await page.getByRole('button', { name: 'Edit Content' }).click();
    for (const field of ['Title', 'Description']) {
      await expect(isRtl(page.getByLabel(field, { exact: true }))).resolves.toBe(true);
    }
    // The speaker is a chosen speaker record, shown as a chip in its own direction.
    await expect(isRtl(page.getByTestId('speaker-chip').filter({ hasText: ARABIC.speaker }).locator('bdi'))).resolves.toBe(true);
    await screenshot(page, 'rtl-editor-light-desktop');
    await close();
  });
});
