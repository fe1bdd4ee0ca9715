/// <reference lib="dom" />
import type { Browser, Page } from 'playwright-core';
import { Client } from 'pg';
import type { Analysis, ContentDto } from '@lectures/proto';
import { DESKTOP, launchBrowser, newPage, screenshot } from '../support/browser';
import { startEmbeddedApp, type EmbeddedApp } from '../support/embedded-app';
import { makeMediaFiles } from '../support/media-files';
import { eventually, signIn, waitForToast } from '../support/admin-page';
import { signUpAdmin, uploadMedia, type Agent } from '../support/seed-content';

/**
 * Issue 27 in the browser: staff correct a summary sentence and a key point, reprocess, approve,
 * and visitors read the corrected text; a generated title stays off the public page until accepted.
 * The test plays the transcription service, so each analysis says exactly what the test needs.
 */
jest.setTimeout(180000);

const PASSAGES = [
  { start: 0, end: 6, text: 'Patience is half of faith, and gratitude is the other half.' },
  { start: 6, end: 14, text: 'The believer is patient in hardship and grateful in ease.' },
];
const GARBLED = 'The child through patient and rare.';
const HEARD: Analysis = {
  title: 'Patient and Rusty Trombone Lauren',
  description: 'The child through patient and rare. Patient and obey an outpatient.',
  tags: ['Arabic'],
  summary: `${GARBLED} Patience is half of faith.`,
  keyPoints: ['Patient and obey an outpatient', 'Gratitude is the other half'],
  topics: ['Patience'],
  language: 'en',
  analysedBy: 'Built-in rules',
};
const CORRECTED_SENTENCE = 'The speaker teaches patience in hardship.';
const CORRECTED_POINT = 'The believer is patient in hardship';

describe('staff own the analysis in the editor', () => {
  let app: EmbeddedApp;
  let browser: Browser;
  let agent: Agent;
  let files: ReturnType<typeof makeMediaFiles>;
  let id = '';

  const metadataCard = (page: Page) => page.locator('[data-slot="card"]').filter({ has: page.getByRole('heading', { name: 'AI Generated Metadata' }) });
  const field = (page: Page, name: string) => metadataCard(page).getByTestId(`analysis-field-${name}`);
  const staffItem = async () => (await agent.get(`/api/content/${id}`).expect(200)).body as ContentDto;

  async function analysed(generation: number, analysis: Analysis): Promise<void> {
    await app.bus!.emit('transcription.completed.v2', { contentId: id, generation, passages: PASSAGES, analysis });
    await eventually('the stored analysis', staffItem, (item) => item.status === 'completed' && item.aiMetadata?.analysedBy === analysis.analysedBy);
  }

  /** The request 'Analyse again' sent the analysis (which the test plays), once it is stored. */
  async function analysisRequest(contentId: string): Promise<string> {
    const db = new Client({ connectionString: app.databaseUrl });
    await db.connect();
    try {
      const read = async () => (await db.query<{ r: string | null }>('SELECT analysis_request AS r FROM content.content WHERE id = $1', [contentId])).rows[0]?.r ?? null;
      return (await eventually('the analysis request', read, (request) => request !== null))!;
    } finally {
      await db.end();
    }
  }

  async function openEditor(viewport: { width: number; height: number } = DESKTOP, colorScheme: 'light' | 'dark' = 'light'): Promise<{ page: Page; close: () => Promise<void> }> {
    const { context, page } = await newPage(browser, app.baseUrl, viewport, { colorScheme });
    await context.addInitScript((theme) => localStorage.setItem('theme', theme), colorScheme);
    await page.goto('/admin');
    await signIn(page, 'curator', 'tranquil-orchard-1');
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await page.goto(`/admin/content/${id}`);
    await page.getByRole('heading', { name: 'AI Generated Metadata' }).waitFor();
    return { page, close: () => context.close() };
  }

  /** Types a field's new text in its editor and waits until the field says a person edited it. */
  async function correct(page: Page, name: string, label: string, edit: (text: string) => string): Promise<void> {
    await field(page, name).getByRole('button', { name: `Edit ${label}` }).click();
    const box = field(page, name).getByRole('textbox');
    await box.fill(edit(await box.inputValue()));
    await field(page, name).getByRole('button', { name: 'Save' }).click();
    await metadataCard(page).locator(`[data-testid="analysis-field-${name}"][data-state="edited"]`).waitFor();
  }

  beforeAll(async () => {
    files = makeMediaFiles();
    [app, browser] = await Promise.all([startEmbeddedApp({ broker: true, env: { EMBEDDED_SERVICES: 'content,media-storage' } }), launchBrowser()]);
    agent = await signUpAdmin(app.baseUrl);
    id = (await uploadMedia(agent, { file: files.mp3, mimeType: 'audio/mpeg', title: 'patience-talk', durationSeconds: 20 })).id;
    await analysed(1, HEARD);
  }, 180000);

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('should publish the summary sentence and key point staff corrected, through a reprocess, and keep the generated title private until accepted', async () => {
    const { page, close } = await openEditor();
    await expect(field(page, 'summary').getByTestId('field-state').innerText()).resolves.toBe('Generated');
    await expect(field(page, 'title').innerText()).resolves.toContain('Trombone');
    // The suggested title did not fill the item's own.
    await expect(page.getByTestId('editor-details').getByRole('heading').innerText()).resolves.toBe('patience-talk');

    await correct(page, 'summary', 'summary', (text) => text.replace(GARBLED, CORRECTED_SENTENCE));
    await correct(page, 'keyPoints', 'key points', (text) => text.replace('Patient and obey an outpatient', CORRECTED_POINT));
    await screenshot(page, 'analysis-review-edited-desktop-light');

    // Reprocess: the engine hears the same garble again; the corrections stay, its text is only a proposal.
    await page.getByRole('button', { name: 'Reprocess with AI' }).click();
    await waitForToast(page, 'Reprocessing started');
    await eventually('the new generation', staffItem, (item) => item.status === 'processing');
    await analysed(2, { ...HEARD, analysedBy: 'Built-in rules (again)' });
    await field(page, 'summary').getByTestId('analysis-proposal').waitFor({ timeout: 30000 });
    await expect(field(page, 'summary').locator('dd > span').first().innerText()).resolves.toBe(`${CORRECTED_SENTENCE} Patience is half of faith.`);
    await field(page, 'summary').getByRole('button', { name: 'Discard the proposed summary' }).click();
    await field(page, 'summary').getByTestId('analysis-proposal').waitFor({ state: 'detached' });
    await screenshot(page, 'analysis-review-after-reprocess-desktop-light');

    await page.getByRole('button', { name: 'Approve Content' }).click();
    await waitForToast(page, 'Content approved');

    const visitor = await newPage(browser, app.baseUrl);
    await visitor.page.goto(`/content/${id}`);
    await visitor.page.getByTestId('analysis-summary').waitFor();
    await expect(visitor.page.getByTestId('analysis-summary').innerText()).resolves.toBe(`${CORRECTED_SENTENCE} Patience is half of faith.`);
    await expect(visitor.page.getByTestId('analysis-key-points').locator('li').allInnerTexts()).resolves.toEqual([CORRECTED_POINT, 'Gratitude is the other half']);
    await expect(visitor.page.getByTestId('content-title').innerText()).resolves.toBe('patience-talk');
    const publicText = await visitor.page.getByTestId('content-page').innerText();
    expect(publicText).not.toContain('Trombone');
    expect(publicText).not.toContain(GARBLED);
    expect(publicText).not.toContain('outpatient');

    // Staff word the suggested title and accept it: now it is the item's, and public.
    await correct(page, 'title', 'suggested title', () => 'Patience in hardship');
    await field(page, 'title').getByRole('button', { name: 'Accept suggested title' }).click();
    await metadataCard(page).locator('[data-testid="analysis-field-title"][data-state="accepted"]').waitFor();
    await eventually('the title in the editor', () => page.getByTestId('editor-details').getByRole('heading').innerText(), (title) => title === 'Patience in hardship');
    await visitor.page.reload();
    await eventually('the accepted title in public', () => visitor.page.getByTestId('content-title').innerText(), (title) => title === 'Patience in hardship');
    await visitor.context.close();
    await close();
  });

  it('should analyse the corrected transcript again and offer each changed field beside the current one, to accept or discard', async () => {
    id = (await uploadMedia(agent, { file: files.mp3, mimeType: 'audio/mpeg', title: 'gratitude-talk', durationSeconds: 20 })).id;
    await analysed(1, HEARD);
    const { page, close } = await openEditor();
    await correct(page, 'summary', 'summary', () => CORRECTED_SENTENCE);
    await expect(page.getByTestId('analysis-review-note').innerText()).resolves.toMatch(/^Not public until accepted: \d+ fields\.$/);

    await page.getByRole('button', { name: 'Analyse again' }).click();
    await page.getByTestId('analysis-review-note').getByText('Analysing the transcript as corrected. The result appears beside each field.').waitFor();
    const again: Analysis = {
      ...HEARD,
      title: 'Patience and gratitude',
      summary: 'Patience and gratitude are the two halves of faith.',
      keyPoints: ['Patience is half of faith', 'The believer is grateful in ease'],
      analysedBy: 'Built-in rules (corrected transcript)',
    };
    await app.bus!.emit('transcription.analysed.v2', { contentId: id, request: await analysisRequest(id), analysis: again });

    // Each field that changed waits beside the current text, the edited summary included; nothing is replaced yet.
    for (const name of ['summary', 'keyPoints', 'title']) await field(page, name).getByTestId('analysis-proposal').waitFor({ timeout: 30000 });
    await expect(field(page, 'summary').locator('dd > span').first().innerText()).resolves.toBe(CORRECTED_SENTENCE);
    await expect(field(page, 'summary').getByTestId('analysis-proposal').innerText()).resolves.toContain(again.summary);
    await expect(field(page, 'topics').getByTestId('analysis-proposal').count()).resolves.toBe(0);
    await screenshot(page, 'analysis-review-analysed-again-desktop-light');

    await field(page, 'keyPoints').getByRole('button', { name: 'Accept the proposed key points' }).click();
    await field(page, 'keyPoints').getByTestId('analysis-proposal').waitFor({ state: 'detached' });
    await field(page, 'summary').getByRole('button', { name: 'Discard the proposed summary' }).click();
    await field(page, 'summary').getByTestId('analysis-proposal').waitFor({ state: 'detached' });
    await eventually('the choices stored', staffItem, (item) => {
      const meta = item.aiMetadata;
      return meta?.summary === CORRECTED_SENTENCE && JSON.stringify(meta?.keyPoints) === JSON.stringify(again.keyPoints);
    });

    // 'Accept all' takes what still waits, the proposed title with it: the item is titled by it.
    await page.getByRole('button', { name: 'Accept all' }).click();
    await page.getByTestId('analysis-review-note').getByText('Every field is checked by a person.').waitFor();
    await eventually('the accepted title', () => page.getByTestId('editor-details').getByRole('heading').innerText(), (title) => title === 'Patience and gratitude');
    await close();
  });

  it('should show the editor with its review controls at phone and desktop widths, light and dark', async () => {
    for (const [viewport, name] of [
      [{ width: 390, height: 844 }, 'phone'],
      [DESKTOP, 'desktop'],
    ] as const) {
      for (const theme of ['light', 'dark'] as const) {
        const { page, close } = await openEditor(viewport, theme);
        await field(page, 'summary').waitFor();
        await screenshot(page, `analysis-review-${name}-${theme}`);
        // The admin's switch for automatic acceptance: off unless turned on.
        await page.goto('/admin/settings');
        const autoAccept = page.getByRole('switch', { name: 'Accept generated fields automatically' });
        await eventually('the setting as stored', () => autoAccept.getAttribute('aria-checked'), (checked) => checked === 'false');
        await screenshot(page, `analysis-settings-${name}-${theme}`);
        await close();
      }
    }
  });
});
