/// <reference lib="dom" />
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, screenshot } from '../support/browser';
import { startEmbeddedApp, type EmbeddedApp } from '../support/embedded-app';
import { makeMediaFiles } from '../support/media-files';
import { eventually, signIn } from '../support/admin-page';
import { completeTranscription, signUpAdmin, uploadMedia, type Agent } from '../support/seed-content';

/** The editor's actions and connection pill follow what the item is: video or audio, finished, failed. */
jest.setTimeout(90000);

describe('content editor states', () => {
  let app: EmbeddedApp;
  let browser: Browser;
  let agent: Agent;
  const ids: Record<'video' | 'failed' | 'ready', string> = { video: '', failed: '', ready: '' };

  const actionButtons = (page: Page) =>
    page.locator('[data-slot="card"]').filter({ has: page.getByRole('heading', { name: 'Actions' }) }).getByRole('button');

  async function openEditor(id: string): Promise<{ page: Page; close: () => Promise<void> }> {
    const { context, page } = await newPage(browser, app.baseUrl);
    await page.goto('/admin');
    await signIn(page, 'curator', 'tranquil-orchard-1');
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await page.goto(`/admin/content/${id}`);
    await page.getByRole('heading', { name: 'Actions' }).waitFor();
    return { page, close: () => context.close() };
  }

  beforeAll(async () => {
    const files = makeMediaFiles();
    // The test plays the transcription service, so each item ends exactly where the test says.
    [app, browser] = await Promise.all([startEmbeddedApp({ broker: true, env: { EMBEDDED_SERVICES: 'content,media-storage' } }), launchBrowser()]);
    agent = await signUpAdmin(app.baseUrl);
    ids.video = (await uploadMedia(agent, { file: files.mp4, mimeType: 'video/mp4', title: 'Friday sermon video', durationSeconds: 20 })).id;
    ids.failed = (await uploadMedia(agent, { file: files.mp3, mimeType: 'audio/mpeg', title: 'Noisy recording', durationSeconds: 20 })).id;
    ids.ready = (await uploadMedia(agent, { file: files.mp3, mimeType: 'audio/mpeg', title: 'Clear recording', durationSeconds: 20 })).id;
    await app.bus!.emit('transcription.failed.v1', { contentId: ids.failed, generation: 1, error: 'The recording has no audible speech' });
    await completeTranscription(app.bus!, agent, ids.ready, 'In the name of God. Allah says in Surah Al-Baqarah verse 255.', {
      summary: 'A short opening.',
      keyPoints: ['God is named first'],
      language: 'en',
      analysedBy: 'Built-in rules',
      segments: [
        { start: 0, end: 4, text: 'In the name of God.', startChar: 0, endChar: 19 },
        { start: 12, end: 18, text: 'Allah says in Surah Al-Baqarah verse 255.', startChar: 20, endChar: 61 },
      ],
      references: [{ kind: 'quran', label: 'Al-Baqarah 2:255', surah: 2, ayah: 255, startTimeSec: 12 }],
      somethingNested: { not: 'for people' },
    });
    await eventually('the failed status', async () => (await agent.get(`/api/content/${ids.failed}`)).body.status as string, (s) => s === 'failed');
  }, 180000);

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('should disable Download Audio for a video, which has no audio URL', async () => {
    const { page, close } = await openEditor(ids.video);
    await expect(actionButtons(page).filter({ hasText: 'Download Audio' }).isDisabled()).resolves.toBe(true);
    await close();
  });

  it('should offer no Approve for a failed item, and say its processing stopped rather than Disconnected', async () => {
    const { page, close } = await openEditor(ids.failed);
    await page.getByTestId('status-badge').filter({ hasText: 'failed' }).waitFor();
    await expect(actionButtons(page).allInnerTexts()).resolves.not.toContain('Approve Content');
    await expect(actionButtons(page).filter({ hasText: 'Download Audio' }).isEnabled()).resolves.toBe(true);
    await expect(page.getByTestId('connection-indicator').innerText()).resolves.toBe('Processing stopped');
    await screenshot(page, 'admin-editor-failed-desktop-light');
    await close();
  });

  it('should say a finished item is done instead of a permanent Disconnected, and still offer Approve', async () => {
    const { page, close } = await openEditor(ids.ready);
    await page.getByTestId('status-badge').filter({ hasText: 'Ready for Review' }).waitFor();
    await expect(page.getByTestId('connection-indicator').innerText()).resolves.toBe('Processing done');
    await expect(actionButtons(page).allInnerTexts()).resolves.toContain('Approve Content');
    // The metadata card: readable fields in a stable order, its source, the references as moments; never raw JSON.
    const card = page.locator('[data-slot="card"]').filter({ has: page.getByRole('heading', { name: 'AI Generated Metadata' }) });
    await expect(card.getByTestId('ai-source').innerText()).resolves.toBe('Machine-generated by Built-in rules. Review before publishing.');
    await expect(card.locator('dt').allInnerTexts()).resolves.toEqual(['SUMMARY', 'KEY POINTS', 'LANGUAGE']);
    const shown = await card.innerText();
    expect(shown).not.toMatch(/[{}[\]]|startChar|somethingNested/);
    // The detector's code in words.
    await expect(card.locator('dt', { hasText: 'Language' }).locator('xpath=following-sibling::dd').innerText()).resolves.toBe('English');
    await card.getByRole('button', { name: /Play at 0:12, where Al-Baqarah 2:255 is cited/ }).click();
    await eventually('the player at the cited moment', () => page.getByTestId('player-current-time').innerText(), (t) => t === '0:12');
    await screenshot(page, 'admin-editor-metadata-desktop-light');
    await close();
  });
});
