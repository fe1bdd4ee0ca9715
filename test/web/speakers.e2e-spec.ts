import type { Browser } from 'playwright-core';
import type { ContentDto } from '@lectures/proto';
import { signIn } from '../support/admin-page';
import { seriousProblems } from '../support/axe';
import { DESKTOP, launchBrowser, newPage, screenshot } from '../support/browser';
import { startEmbeddedApp, type EmbeddedApp } from '../support/embedded-app';
import { makeMediaFiles } from '../support/media-files';
import { approve, patchContent, signUpAdmin, uploadMedia, type Agent } from '../support/seed-content';

jest.setTimeout(120_000);

const PHONE_390 = { width: 390, height: 844 } as const;
const KEPT = 'Dr. Yasir Qadhi';
const OTHER = 'Yasir Qazi';

/**
 * Speakers as records, in Chromium against the built embedded app: one scholar written two ways
 * (two speakers, as the library cannot know 'Qazi' is 'Qadhi'), merged by staff; the public
 * speaker page then lists the lectures of both spellings, and finds the speaker by either.
 */
describe('speakers', () => {
  let app: EmbeddedApp;
  let browser: Browser;
  let agent: Agent;
  const lectures: ContentDto[] = [];

  beforeAll(async () => {
    const files = makeMediaFiles(2);
    [app, browser] = await Promise.all([startEmbeddedApp({ broker: true, env: { EMBEDDED_SERVICES: 'content,media-storage' } }), launchBrowser()]);
    agent = await signUpAdmin(app.baseUrl);
    for (const [title, speaker] of [['The life of the Prophet', KEPT], ['Lessons from Surah Yusuf', KEPT], ['Explaining the forty hadith', OTHER]]) {
      const item = await uploadMedia(agent, { file: files.mp3, mimeType: 'audio/mpeg', title, durationSeconds: 2 });
      await patchContent(agent, item.id, { speaker, description: `${title}, a lecture.` });
      await approve(agent, item.id);
      lectures.push(item);
    }
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('should let staff merge two spellings, after which the public speaker page lists the lectures of both', async () => {
    const { context, page } = await newPage(browser, app.baseUrl, DESKTOP);
    await page.goto('/admin/speakers');
    await signIn(page, 'curator', 'tranquil-orchard-1');
    await page.getByTestId('speakers-admin-search').fill('yasir');
    await page.getByTestId('speaker-row').nth(1).waitFor();
    await expect(page.getByTestId('speaker-row-name').allInnerTexts()).resolves.toEqual([KEPT, OTHER]);
    await page.getByRole('checkbox', { name: `Select ${KEPT}` }).click();
    await page.getByRole('checkbox', { name: `Select ${OTHER}` }).click();
    await page.getByTestId('merge-speakers').click();
    const dialog = page.getByRole('dialog', { name: 'Merge speakers' });
    // The name with most lectures is offered as the one to keep.
    await expect(dialog.getByRole('radio', { name: new RegExp(KEPT) }).isChecked()).resolves.toBe(true);
    await screenshot(page, 'speakers-merge-dialog-desktop-light');
    await dialog.getByTestId('merge-speakers-confirm').click();
    await page.getByTestId('speaker-title').filter({ hasText: KEPT }).waitFor();
    await page.getByText(`Also written: ${OTHER}`).waitFor();
    // The merged speaker's lectures load after its name: wait for the third, then none more.
    await page.getByTestId('speaker-lecture').nth(2).waitFor();
    await expect(page.getByTestId('speaker-lecture').count()).resolves.toBe(3);

    // The public page, reached by the old spelling, lists all three lectures.
    await page.goto(`/speakers/${encodeURIComponent(OTHER)}`);
    await page.getByTestId('collection-title').filter({ hasText: KEPT }).waitFor();
    await page.getByTestId('content-card').nth(2).waitFor();
    const titles = await page.getByTestId('content-card').allInnerTexts();
    expect(titles.map((t) => t.split('\n')[0]).sort()).toEqual(lectures.map((l) => l.title).sort());
    await expect(page.getByTestId('speaker-other-spellings').innerText()).resolves.toBe(`Also written: ${OTHER}`);

    // The lecture page links its speaker; the header links every speaker.
    await page.goto(`/content/${lectures[2].id}`);
    await page.getByTestId('content-speaker').filter({ hasText: KEPT }).waitFor();
    await page.getByTestId('header-speakers-link').click();
    await page.getByTestId('speakers-index-title').waitFor();
    await expect(page.getByTestId('speaker-card').innerText()).resolves.toMatch(/Dr\. Yasir Qadhi\s+3 lectures/);
    await context.close();
    // A biography, a link and a series, for the screens below.
    const [speaker] = (await agent.get('/api/speakers').query({ q: 'Qadhi' }).expect(200)).body as { id: string }[];
    await agent.patch(`/api/speakers/${speaker.id}`).send({ bio: 'Teaches the Prophetic biography and the sciences of hadith.', links: [{ label: 'Website', url: 'https://example.org/yasir-qadhi' }] }).expect(200);
    const series = (await agent.post('/api/series').send({ title: 'The Seerah' }).expect(201)).body as { id: string };
    await agent.post(`/api/series/${series.id}/parts`).send({ contentIds: [lectures[0].id] }).expect(201);
  });

  it("should let staff name a lecture's speakers in the editor, picking one that exists and adding a new one", async () => {
    const { context, page } = await newPage(browser, app.baseUrl, DESKTOP);
    await page.goto(`/admin/content/${lectures[0].id}`);
    await signIn(page, 'curator', 'tranquil-orchard-1');
    await page.getByRole('button', { name: 'Edit Content' }).click();
    const picker = page.getByTestId('speaker-picker');
    await expect(picker.getByTestId('speaker-chip').allInnerTexts()).resolves.toEqual([KEPT]);
    await picker.getByRole('button', { name: `Remove ${KEPT}` }).click();
    // Typed in another spelling, the existing speaker is offered.
    await page.getByLabel('Speaker', { exact: true }).fill('qazi');
    await picker.getByTestId('speaker-suggestion').filter({ hasText: KEPT }).click();
    await page.getByLabel('Speaker', { exact: true }).fill('Ustadha Maryam Amir');
    await page.keyboard.press('Enter');
    await expect(picker.getByTestId('speaker-chip').allInnerTexts()).resolves.toEqual([KEPT, 'Ustadha Maryam Amir']);
    await screenshot(page, 'speakers-editor-picker-desktop-light');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByRole('button', { name: 'Edit Content' }).waitFor();
    await page.goto(`/content/${lectures[0].id}`);
    await page.getByTestId('content-speaker').nth(1).waitFor();
    await expect(page.getByTestId('content-speaker').allInnerTexts()).resolves.toEqual([KEPT, 'Ustadha Maryam Amir']);
    await context.close();
  });

  it.each([
    ['desktop', DESKTOP, 'light'],
    ['desktop', DESKTOP, 'dark'],
    ['phone', PHONE_390, 'light'],
    ['phone', PHONE_390, 'dark'],
  ] as const)('should lay out the speaker screens with no serious accessibility problem (%s, %p, %s)', async (size, viewport, theme) => {
    const { context, page } = await newPage(browser, app.baseUrl, viewport, { colorScheme: theme });
    await context.addInitScript((saved) => localStorage.setItem('theme', saved), theme);
    const found: string[] = [];
    const check = async (name: string) => {
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(theme === 'dark');
      await screenshot(page, `speakers-${name}-${size}-${theme}`);
      found.push(...(await seriousProblems(page)).map((p) => `${name}: ${p}`));
    };
    await page.goto(`/speakers/${encodeURIComponent(KEPT)}`);
    await page.getByTestId('content-card').nth(2).waitFor();
    await page.getByTestId('speaker-series').waitFor();
    await expect(page.getByTestId('speaker-bio').innerText()).resolves.toContain('Prophetic biography');
    await check('public-page');
    await page.goto('/speakers');
    await page.getByTestId('speaker-card').first().waitFor();
    await check('index');
    await page.goto('/admin/speakers');
    await signIn(page, 'curator', 'tranquil-orchard-1');
    await page.getByTestId('speaker-change').first().waitFor();
    await check('admin-list');
    await page.getByTestId('speaker-row').filter({ hasText: KEPT }).getByRole('link').click();
    await page.getByTestId('speaker-lecture').first().waitFor();
    await check('admin-speaker');
    await context.close();
    expect(found).toEqual([]);
  });
});
