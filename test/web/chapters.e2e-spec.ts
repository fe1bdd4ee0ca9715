/// <reference lib="dom" />
import type { Browser, Page } from 'playwright-core';
import type { Analysis, ContentDto } from '@lectures/proto';
import { DESKTOP, launchBrowser, newPage, screenshot } from '../support/browser';
import { eventually, signIn, waitForToast } from '../support/admin-page';
import { seriousProblems } from '../support/axe';
import { startEmbeddedApp, type EmbeddedApp } from '../support/embedded-app';
import { makeMediaFiles } from '../support/media-files';
import { approve, signUpAdmin, uploadMedia, type Agent } from '../support/seed-content';

jest.setTimeout(180000);

const PHONE_390 = { width: 390, height: 844 } as const;
const PASSAGES = [
  { start: 0, end: 20, text: 'Before the prayer the believer washes the hands, the face and the arms.' },
  { start: 20, end: 40, text: 'The prayer begins by facing Mecca and saying God is the greatest.' },
  { start: 40, end: 60, text: 'Now we turn to trade: the seller shows the buyer every fault in the goods.' },
];
const ANALYSIS: Analysis = {
  summary: 'On washing and prayer, then on honest trade.',
  language: 'en',
  chapters: [
    { startTimeSec: 0, title: 'Believer Washes and Hands', generated: true },
    { startTimeSec: 20, title: 'Prayer Begins', generated: true },
    { startTimeSec: 40, title: 'Seller and Buyer', generated: true },
  ],
  analysedBy: 'Built-in rules',
};

/**
 * Chapters in the browser (issue 29): staff rename a generated chapter in the editor; visitors see
 * the chapters beside the transcript and on the player's timeline, and a click plays from there.
 * The test plays the transcription service, so the analysis says exactly what it needs.
 */
describe('chapters', () => {
  let app: EmbeddedApp;
  let browser: Browser;
  let agent: Agent;
  let id = '';
  const staffItem = async () => (await agent.get(`/api/content/${id}`).expect(200)).body as ContentDto;

  beforeAll(async () => {
    const files = makeMediaFiles(60);
    [app, browser] = await Promise.all([startEmbeddedApp({ broker: true, env: { EMBEDDED_SERVICES: 'content,media-storage' } }), launchBrowser()]);
    agent = await signUpAdmin(app.baseUrl);
    id = (await uploadMedia(agent, { file: files.mp3, mimeType: 'audio/mpeg', title: 'Prayer and trade', durationSeconds: 60 })).id;
    await app.bus!.emit('transcription.completed.v2', { contentId: id, generation: 1, passages: PASSAGES, analysis: ANALYSIS });
    await eventually('the stored analysis', staffItem, (item) => item.status === 'completed' && item.chapters.length === 3);
    await approve(agent, id);
  }, 180000);

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  async function themed(viewport: { width: number; height: number }, theme: 'light' | 'dark'): Promise<{ page: Page; close: () => Promise<void> }> {
    const { context, page } = await newPage(browser, app.baseUrl, viewport, { colorScheme: theme });
    await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
    return { page, close: () => context.close() };
  }

  it('should let staff rename a generated chapter, which becomes theirs while the others stay generated', async () => {
    const { page, close } = await themed(DESKTOP, 'light');
    await page.goto('/admin');
    await signIn(page, 'curator', 'tranquil-orchard-1');
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await page.goto(`/admin/content/${id}`);
    const card = page.getByTestId('card-chapters-review');
    await page.locator('[data-testid="card-chapters-review"][data-state="generated"]').waitFor();
    const marks = () => card.getByTestId('review-chapter').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-generated')));
    const titles = () => card.getByTestId('review-chapter').locator('span[dir="auto"]').allInnerTexts();
    await eventually('the generated chapters', titles, (t) => t.join('|') === 'Believer Washes and Hands|Prayer Begins|Seller and Buyer');
    await eventually('every chapter marked generated', marks, (m) => m.join() === 'true,true,true');
    // A visitor sees none of them yet: generated chapters wait for staff.
    expect((await staffItem()).aiMetadata?.owners?.chapters).toBeUndefined();

    await card.getByRole('button', { name: 'Edit chapters' }).click();
    await card.getByRole('textbox', { name: 'Title of chapter 1' }).fill('Washing before prayer');
    await page.setViewportSize(PHONE_390);
    await screenshot(page, 'chapters-editor-editing-phone-light');
    await page.setViewportSize(DESKTOP);
    await card.getByRole('button', { name: 'Save' }).click();
    await waitForToast(page, 'Analysis updated');
    await page.locator('[data-testid="card-chapters-review"][data-state="edited"]').waitFor();
    await eventually('only the renamed chapter a person\'s', marks, (m) => m.join() === 'false,true,true');
    await screenshot(page, 'chapters-editor-desktop-light');
    await close();
  });

  it("should list the chapters beside the transcript and notch the player's timeline; a click plays from there", async () => {
    await eventually('the edited chapters in public', async () => ((await agent.get(`/api/content/public/${id}`).expect(200)).body as ContentDto).chapters, (chapters) => chapters[0]?.title === 'Washing before prayer');
    const { page, close } = await themed(DESKTOP, 'light');
    await page.goto(`/content/${id}`);
    const list = page.getByTestId('card-chapters');
    await eventually('the chapters beside the transcript', () => list.getByTestId('chapter').locator('span[dir="auto"]').allInnerTexts(), (t) => t.join('|') === 'Washing before prayer|Prayer Begins|Seller and Buyer');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="player-chapter-mark"]').length === 2);

    await list.getByRole('button', { name: '0:40 Seller and Buyer' }).click();
    await page.waitForFunction(() => Math.abs((document.querySelector('audio')?.currentTime ?? 0) - 40) < 0.5);
    await page.locator('[data-testid="chapter"][aria-current="true"]', { hasText: 'Seller and Buyer' }).waitFor();
    // The player carries the chapters as a WebVTT chapters track too.
    await page.waitForFunction(() => {
      const track = Array.from(document.querySelector('audio')?.textTracks ?? []).find((t) => t.kind === 'chapters');
      if (track && track.mode === 'disabled') track.mode = 'hidden';
      return Array.from(track?.cues ?? []).map((cue) => (cue as VTTCue).text).join('|') === 'Washing before prayer|Prayer Begins|Seller and Buyer';
    });
    await close();
  });

  it('should show the chapters at phone and desktop widths, light and dark, with no serious accessibility problem', async () => {
    for (const [viewport, name] of [
      [PHONE_390, 'phone'],
      [DESKTOP, 'desktop'],
    ] as const) {
      for (const theme of ['light', 'dark'] as const) {
        const { page, close } = await themed(viewport, theme);
        await page.goto(`/content/${id}`);
        await page.getByTestId('card-chapters').waitFor();
        await page.locator('#root:not([aria-busy])').waitFor();
        await expect(seriousProblems(page)).resolves.toEqual([]);
        await screenshot(page, `chapters-public-${name}-${theme}`);
        await close();
      }
    }
  });
});
