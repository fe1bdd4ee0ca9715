import { rmSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, newPage, screenshot } from '../support/browser';
import { startEmbeddedApp, type EmbeddedApp } from '../support/embedded-app';
import { signUpAdmin } from '../support/seed-content';
import { signUpAs } from '../support/admin-seed';
import { signIn } from '../support/admin-page';
import { addEnglishOnlyModel, addTruncatedModel, modelsFolderWithTestModel } from '../support/speech-models';

jest.setTimeout(120000);

const PHONE_390 = { width: 390, height: 844 } as const;

/** Settings' Speech Engines card (issue 27): the engine in use, the models folder and the languages, for admins only. */
describe('the speech engines card', () => {
  let app: EmbeddedApp;
  let browser: Browser;
  let modelsDir: string;

  async function settingsAs(username: string, viewport: { width: number; height: number } = DESKTOP) {
    const opened = await newPage(browser, app.baseUrl, viewport);
    opened.page.setDefaultTimeout(20000);
    await opened.page.goto('/admin');
    await signIn(opened.page, username, 'tranquil-orchard-1');
    await opened.page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await opened.page.goto('/admin/settings');
    await opened.page.getByRole('heading', { name: 'Settings', exact: true }).waitFor();
    return opened;
  }

  /** Whether anything in the card reaches past its right or left edge. */
  const overflows = (page: Page) =>
    page.getByTestId('speech-engines-card').evaluate((card) => {
      const box = card.getBoundingClientRect();
      return Array.from(card.querySelectorAll('*')).some((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && (r.right > box.right + 1 || r.left < box.left - 1);
      });
    });

  beforeAll(async () => {
    modelsDir = modelsFolderWithTestModel();
    addEnglishOnlyModel(modelsDir, 'tiny.en-test');
    [app, browser] = await Promise.all([startEmbeddedApp({ env: { MODELS_DIR: modelsDir } }), launchBrowser()]);
    await signUpAdmin(app.baseUrl);
    await signUpAs(app.baseUrl, 'writer', 'contributor');
    // After boot: a download cut short lands in the folder; the card reads the folder when asked.
    addTruncatedModel(modelsDir, 'small');
  }, 120000);

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    rmSync(path.dirname(modelsDir), { recursive: true, force: true });
  });

  it("should show admins the worker's engine and model, each engine's languages, and the models with a refused one's reason", async () => {
    const { context, page } = await settingsAs('curator');
    const card = page.getByTestId('speech-engines-card');
    await card.getByRole('heading', { name: 'Speech Engines' }).waitFor();
    const whisper = card.getByTestId('engine-whisper');
    await whisper.waitFor();
    expect((await whisper.innerText()).replace(/\s+/g, ' ')).toBe('whisper.cpp test In use Languages: English Arabic Urdu Other');
    expect((await card.getByTestId('engine-pocketsphinx').innerText()).replace(/\s+/g, ' ')).toBe('PocketSphinx Languages: English');
    await expect(card.getByTestId('model-test').innerText()).resolves.toMatch(/test\s+[\d.]+ MB\s+Multilingual\s+In use/);
    await expect(card.getByTestId('model-tiny.en-test').innerText()).resolves.toMatch(/English only/);
    const refused = await card.getByTestId('model-small').innerText();
    expect(refused).toContain('Refused');
    expect(refused).toMatch(/ggml-small\.bin is not a usable whisper\.cpp model: the file ends inside .+ \(truncated at 100000 bytes\)/);
    // A usable model is present: no download hint.
    await expect(card.getByText('npm run models -- add small').count()).resolves.toBe(0);
    await expect(card.getByText(/segments at once/).innerText()).resolves.toMatch(/\d+ segments at once:\s+\S+:\d+/);
    expect(await overflows(page)).toBe(false);
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, 'admin-settings-speech-engines-desktop-light');
    await context.close();
  });

  it('should fit a 390 px phone', async () => {
    const { context, page } = await settingsAs('curator', PHONE_390);
    const card = page.getByTestId('speech-engines-card');
    await card.getByTestId('model-small').waitFor();
    expect(await overflows(page)).toBe(false);
    await expect(page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).resolves.toBe(true);
    await screenshot(page, 'admin-settings-speech-engines-phone-light');
    await context.close();
  });

  it('should read in Arabic, right to left, at 1280 and 390 px', async () => {
    const { context, page } = await newPage(browser, app.baseUrl, DESKTOP, { locale: 'ar' });
    page.setDefaultTimeout(20000);
    await page.goto('/admin');
    const form = page.locator('form:has(input[autocomplete="current-password"])');
    await form.locator('input[autocomplete="username"]').fill('curator');
    await form.locator('input[autocomplete="current-password"]').fill('tranquil-orchard-1');
    await form.locator('button[type="submit"]').click();
    await page.getByTestId('user-menu-trigger').waitFor();
    await page.goto('/admin/settings');
    const card = page.getByTestId('speech-engines-card');
    await card.getByTestId('model-small').waitFor();
    await card.getByRole('heading', { name: 'محركات التعرف على الكلام' }).waitFor();
    const text = await card.innerText();
    for (const words of ['قيد الاستخدام', 'العربية', 'الأوردية', 'متعدد اللغات', 'الإنجليزية فقط', 'مرفوض']) expect(text).toContain(words);
    await expect(page.evaluate(() => document.documentElement.dir)).resolves.toBe('rtl');
    expect(await overflows(page)).toBe(false);
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, 'admin-settings-speech-engines-arabic-desktop');
    await page.setViewportSize(PHONE_390);
    expect(await overflows(page)).toBe(false);
    await screenshot(page, 'admin-settings-speech-engines-arabic-phone');
    await context.close();
  });

  it('should say how to add a model when none in the folder is usable', async () => {
    rmSync(path.join(modelsDir, 'ggml-test.bin'));
    rmSync(path.join(modelsDir, 'ggml-tiny.en-test.bin'));
    const { context, page } = await settingsAs('curator', PHONE_390);
    const card = page.getByTestId('speech-engines-card');
    await card.getByTestId('model-small').waitFor();
    await card.getByText('No usable Whisper model is in the models folder. For Arabic and Urdu, add one on the server:').waitFor();
    await card.getByText('npm run models -- add small').waitFor();
    expect(await overflows(page)).toBe(false);
    await screenshot(page, 'admin-settings-speech-engines-no-model-phone-light');
    await context.close();
  });

  it('should not show the card to contributors', async () => {
    const { context, page } = await settingsAs('writer');
    await page.getByTestId('system-info').waitFor();
    await expect(page.getByTestId('speech-engines-card').count()).resolves.toBe(0);
    await context.close();
  });
});
