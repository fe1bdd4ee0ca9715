/// <reference lib="dom" />
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newPage, screenshot } from '../support/browser';
import { startEmbeddedApp, type EmbeddedApp } from '../support/embedded-app';
import { eventually, makeSpeechMp3, readLiveSeen, signIn, signOut, waitForToast, watchLiveTranscript } from '../support/admin-page';

jest.setTimeout(120000);

/** About a minute of speech, so PocketSphinx cuts it into several segments that stream in one by one. */
const SPEECH = [
  'In the name of God, the most gracious, the most merciful.',
  'Today we will talk about patience and prayer in the life of the believer.',
  'What is patience? Patience is steadfastness when hardship comes, and gratitude when ease comes.',
  'Why do we pray? We pray to remember our creator five times every day.',
  'The scholars of fiqh explain the rules of prayer, of fasting in the month of Ramadan, and of charity.',
  'The prophet taught his companions to be patient with their families and kind to their neighbours.',
  'How do we learn patience? We learn it slowly, by remembering that every trial has an end.',
  'May God grant us patience, and accept our prayers. Peace be upon you.',
].join(' ');
const CORRECTED = 'Bismillah: in the name of God, the Most Gracious, the Most Merciful.';

/**
 * The staff journey in Chromium against the running product: first account, sign-in,
 * Uppy upload of real speech, live transcription, edit, approve, public home,
 * reprocess and delete.
 */
describe('admin staff journey', () => {
  let stack: EmbeddedApp;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let mp3: string;
  let contentId = '';

  beforeAll(async () => {
    mp3 = makeSpeechMp3(SPEECH);
    // The whole product in one process, transcription (PocketSphinx) included.
    [stack, browser] = await Promise.all([startEmbeddedApp(), launchBrowser()]);
    ({ context, page } = await newPage(browser, stack.baseUrl));
    page.setDefaultTimeout(15000);
  }, 240000);

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await stack?.stop();
  });

  it('should show the sign-in card with the spec validation messages', async () => {
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Sign In' }).waitFor();
    await screenshot(page, 'admin-sign-in-desktop-light');
    await signIn(page, 'ab', '12345');
    await page.getByText('Username must be at least 3 characters').waitFor();
    await page.getByText('Password must be at least 6 characters').waitFor();

    await page.getByRole('button', { name: 'Create Account' }).click();
    const form = page.getByRole('form', { name: 'Create Account' });
    await expect(form.getByLabel('Full Name (Optional)').isVisible()).resolves.toBe(true);
    await expect(form.getByRole('combobox', { name: 'Role' }).innerText()).resolves.toBe('Contributor');
    // No account exists yet: Admin is offered (the first account administers the library).
    await form.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Admin' }).waitFor();
    await expect(page.getByRole('option').allInnerTexts()).resolves.toEqual(['Contributor', 'Viewer', 'Admin']);
    await page.keyboard.press('Escape');
    await form.getByLabel('Username').fill('curator');
    await form.getByLabel('Password', { exact: true }).fill('tranquil-orchard-1');
    await form.getByLabel('Confirm Password').fill('tranquil-orchard-2');
    await form.getByRole('button', { name: 'Create Account' }).click();
    await form.getByText("Passwords don't match").waitFor();
    await screenshot(page, 'admin-create-account-errors-desktop-light');
  });

  it('should register the first account as admin with the welcome toast', async () => {
    const form = page.getByRole('form', { name: 'Create Account' });
    await form.getByLabel('Full Name (Optional)').fill('Amina Yusuf');
    await form.getByLabel('Confirm Password').fill('tranquil-orchard-1');
    await form.getByRole('button', { name: 'Create Account' }).click();
    await expect(waitForToast(page, 'Registration successful')).resolves.toContain('Welcome to the platform, Amina Yusuf!');
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await expect(page.getByTestId('role-badge').textContent()).resolves.toBe('admin');
    await expect(page.getByTestId('nav-administration').innerText()).resolves.toContain('Settings');
    await expect(page.getByTestId('user-menu-trigger').innerText()).resolves.toContain('AY');
  });

  it('should sign out and back in with the spec toasts', async () => {
    await signOut(page);
    await expect(waitForToast(page, 'Logged out')).resolves.toContain('You have been successfully logged out');
    await page.getByRole('heading', { name: 'Sign In' }).waitFor();
    await expect(page.evaluate(() => localStorage.getItem('lecture-library:auth'))).resolves.toBeNull();

    await signIn(page, 'curator', 'wrong-password');
    await expect(waitForToast(page, 'Login failed')).resolves.toContain('Invalid username or password');
    await signIn(page, 'curator', 'tranquil-orchard-1');
    await expect(waitForToast(page, 'Login successful')).resolves.toContain('Welcome back, Amina Yusuf!');
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await page.getByText('No content available').waitFor();
  });

  it('should upload the lecture through Uppy and open its detail page', async () => {
    await page.getByRole('link', { name: 'Upload New Content' }).click();
    await page.waitForURL('**/admin/upload');
    await page.getByRole('heading', { name: 'Upload Sunni Content' }).waitFor();
    await page.locator('.uppy-Dashboard-input').first().setInputFiles(mp3);
    await page.locator('.uppy-StatusBar-actionBtn--upload').click();
    await page.waitForURL(/\/admin\/content\/[0-9a-f-]{36}$/, { timeout: 30000, waitUntil: 'commit' });
    contentId = page.url().split('/').pop()!;
    await watchLiveTranscript(page);
    await expect(waitForToast(page, 'Upload successful!')).resolves.toContain('patience-lecture is now being processed with AI transcription.');
    await page.getByRole('heading', { name: 'patience-lecture' }).waitFor();
  });

  it('should stream the progress log and transcript live, then show the results', async () => {
    const indicator = page.getByTestId('connection-indicator');
    await eventually('a live connection', () => indicator.innerText(), (t) => t === 'SSE Connected' || t === 'WS Connected');
    await page.getByRole('button', { name: /Show detailed progress/ }).click({ timeout: 30000 });
    await expect(page.getByTestId('progress-log').locator('li').count()).resolves.toBeGreaterThan(0);
    await screenshot(page, 'admin-content-processing-desktop-light');

    await page
      .getByTestId('status-badge')
      .filter({ hasText: 'Ready for Review' })
      .waitFor({ timeout: 100000 })
      // Say where the pipeline stopped: the app's own log lines.
      .catch((error: Error) => {
        throw new Error(`${error.message}\n--- app log (tail) ---\n${stack.process.output().slice(-6000)}`);
      });
    const seen = await readLiveSeen(page);
    expect(seen.live).toBe(true);
    expect(seen.progress).toBe(true);
    expect(seen.text.length).toBeGreaterThan(0);
    expect(seen.indicator).toContain('SSE Connected');
    const transcript = await page.getByTestId('transcript-text').innerText();
    expect(transcript.toLowerCase()).toMatch(/patience|prayer/);
    await expect(page.getByTestId('live-marker').count()).resolves.toBe(0);
    await expect(page.getByTestId('ai-metadata').innerText()).resolves.toMatch(/SUMMARY|LANGUAGE/);
    await page.getByRole('heading', { name: 'Questions & Answers' }).waitFor();
    await screenshot(page, 'admin-content-complete-desktop-light');
  });

  it('should follow the upload to Ready under Recent Uploads, also after a reload', async () => {
    await page.goto('/admin/upload');
    const badge = page.getByTestId('recent-uploads').locator('li').filter({ hasText: 'patience-lecture' }).getByTestId('recent-upload-status');
    await eventually('the Ready badge', () => badge.innerText(), (t) => t === 'Ready');
    await expect(page.getByText('Audio and video: up to 500 MB per file.').isVisible()).resolves.toBe(true);
    await page.reload();
    await eventually('the Ready badge after a reload', () => badge.innerText(), (t) => t === 'Ready');
    await screenshot(page, 'admin-upload-recent-ready-desktop-light');
    await page.goto(`/admin/content/${contentId}`);
    await page.getByRole('heading', { name: 'patience-lecture' }).waitFor();
  });

  it('should finish a recording said to be Arabic without a transcript, and say why, when no Arabic engine is configured', async () => {
    await page.goto('/admin/upload');
    await page.getByLabel('Spoken language').selectOption('ar');
    await page.locator('.uppy-Dashboard-input').first().setInputFiles(makeSpeechMp3('Friday sermon in Arabic.', 'arabic-khutbah'));
    await page.locator('.uppy-StatusBar-actionBtn--upload').click();
    await page.waitForURL(/\/admin\/content\/[0-9a-f-]{36}$/, { timeout: 30000, waitUntil: 'commit' });
    await page.getByTestId('status-badge').filter({ hasText: 'Ready for Review' }).waitFor({ timeout: 60000 });
    await expect(page.getByTestId('transcript-unavailable').innerText()).resolves.toBe(
      'No speech engine for Arabic is configured: the recording can be published without a transcript',
    );
    await expect(page.getByTestId('transcript-text').count()).resolves.toBe(0);
    const information = page.locator('[data-slot="card"]').filter({ has: page.getByRole('heading', { name: 'Information' }) });
    await expect(information.locator('dt', { hasText: 'Language' }).locator('xpath=following-sibling::dd').innerText()).resolves.toBe('Arabic');
    await screenshot(page, 'admin-content-no-engine-desktop-light');
    await page.goto(`/admin/content/${contentId}`);
    await page.getByRole('heading', { name: 'patience-lecture' }).waitFor();
  });

  it('should refuse an empty title, then save the edit', async () => {
    await page.getByRole('button', { name: 'Edit Content' }).click();
    await page.getByLabel('Title', { exact: true }).fill('   ');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(waitForToast(page, 'Validation error')).resolves.toContain('Title is required.');

    await page.getByLabel('Title', { exact: true }).fill('  Patience and Prayer ');
    await page.getByLabel('Speaker', { exact: true }).fill('Shaykh Ahmad');
    await page.getByLabel('Description', { exact: true }).fill('A talk on patience, prayer and fasting.');
    await page.getByLabel('Tags', { exact: true }).fill('Fiqh, Ramadan, , Seerah');
    await screenshot(page, 'admin-content-editing-desktop-light');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await waitForToast(page, 'Content updated');
    await page.getByRole('heading', { name: 'Patience and Prayer', exact: true }).waitFor();
    const tags = await page.locator('main h1 ~ div [data-slot="badge"]').allInnerTexts();
    expect(tags).toEqual(['Fiqh', 'Ramadan', 'Seerah']);
  });

  it('should cancel an edit back to the stored values', async () => {
    await page.getByRole('button', { name: 'Edit Content' }).click();
    await page.getByLabel('Title', { exact: true }).fill('Something else');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('heading', { name: 'Patience and Prayer', exact: true }).waitFor();
  });

  it('should correct a passage of the transcript, and make the captions follow', async () => {
    await page.getByRole('button', { name: 'Correct Transcript' }).click();
    await page.getByTestId('passage').first().locator('textarea').fill(CORRECTED);
    await screenshot(page, 'admin-transcript-correcting-desktop-light');
    await page.getByRole('button', { name: 'Save Transcript' }).click();
    await waitForToast(page, 'Transcript saved');
    await eventually('the corrected text', () => page.getByTestId('transcript-text').innerText(), (t) => t.startsWith(CORRECTED));
    await expect(page.getByTestId('corrected-count').innerText()).resolves.toBe('1 passage corrected by staff');
    await page.getByTestId('transcript-history').locator('summary').click();
    await expect(page.getByTestId('transcript-history').innerText()).resolves.toContain(CORRECTED);
    const captions = await page.evaluate(async (id) => (await fetch(`/api/content/${id}/captions.vtt`)).text(), contentId);
    expect(captions).toContain(CORRECTED);
    await screenshot(page, 'admin-transcript-corrected-desktop-light');
  });

  it('should approve the item and show it on the public home', async () => {
    await page.getByRole('button', { name: 'Approve Content' }).click();
    await expect(waitForToast(page, 'Content approved')).resolves.toContain('successfully approved and published');
    await page.getByTestId('status-badge').filter({ hasText: 'Published' }).waitFor();

    const visitor = await newPage(browser, stack.baseUrl);
    await visitor.page.goto('/');
    await visitor.page.getByText('Patience and Prayer').first().waitFor();
    await visitor.context.close();
  });

  it('should reprocess with live updates', async () => {
    await watchLiveTranscript(page);
    await page.getByRole('button', { name: 'Reprocess with AI' }).click();
    // Staff corrected a passage: asked whether to keep it, yes by default.
    const dialog = page.getByRole('alertdialog');
    await expect(dialog.getByRole('checkbox', { name: 'Keep the corrected passages' }).getAttribute('aria-checked')).resolves.toBe('true');
    await dialog.getByRole('button', { name: 'Reprocess' }).click();
    await expect(waitForToast(page, 'Reprocessing started')).resolves.toContain("You'll see live updates below.");
    await page.getByTestId('status-badge').filter({ hasText: 'AI Processing' }).waitFor();
    await eventually('a live connection', () => page.getByTestId('connection-indicator').innerText(), (t) => t.endsWith('Connected'));
    // A published item stays published when its new results arrive.
    await page.getByTestId('status-badge').filter({ hasText: /Published|Ready for Review/ }).waitFor({ timeout: 100000 });
    await page.getByTestId('transcript-text').waitFor();
    const seen = await readLiveSeen(page);
    expect(seen.progress).toBe(true);
    expect(seen.text.length).toBeGreaterThan(0);
    // The new transcript keeps the corrected passage at its time.
    await eventually('the corrected passage kept', () => page.getByTestId('transcript-text').innerText(), (t) => t.startsWith(CORRECTED));
  });

  it('should delete after confirmation and return to the dashboard', async () => {
    await page.getByRole('button', { name: 'Delete Content' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('Delete this content?').waitFor();
    await screenshot(page, 'admin-content-delete-dialog-desktop-light');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Delete Content' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await waitForToast(page, 'Content deleted');
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin');

    await page.goto(`/admin/content/${contentId}`);
    await page.getByRole('heading', { name: 'Content not found' }).waitFor();
    await expect(page.getByText(contentId).isVisible()).resolves.toBe(true);
  });
});
