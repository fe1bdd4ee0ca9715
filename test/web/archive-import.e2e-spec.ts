/// <reference lib="dom" />
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newPage, screenshot } from '../support/browser';
import { startEmbeddedApp, type EmbeddedApp } from '../support/embedded-app';

jest.setTimeout(240_000);

const LECTURES = [
  { file: 'Shaykh Ahmad/Patience/01 - a.mp3', title: 'الصبر عند البلاء', artist: 'Shaykh Ahmad ibn Ali', album: 'Patience', track: '1', date: '2009-03-14', shown: 'Mar 14, 2009' },
  { file: 'Shaykh Ahmad/Patience/02 - b.mp3', title: 'Gratitude in ease', artist: 'Shaykh Ahmad ibn Ali', album: 'Patience', track: '2', date: '2009-03-21', shown: 'Mar 21, 2009' },
  { file: 'Imam Yusuf/c.mp3', title: 'The Friday sermon on mercy', artist: 'Imam Yusuf', album: 'Sermons', track: '7', date: '2011', shown: '2011' },
];

/** A folder of tagged MP3s, made with ffmpeg: `Archive/<Speaker>/<Series>/<file>`. */
function makeFolder(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'archive-folder-'));
  LECTURES.forEach((l, i) => {
    const file = path.join(root, 'Archive', ...l.file.split('/'));
    mkdirSync(path.dirname(file), { recursive: true });
    const tags = ['title', 'artist', 'album', 'track', 'date'].flatMap((k) => ['-metadata', `${k}=${l[k as keyof typeof l]}`]);
    execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', `sine=frequency=${300 + i * 50}:duration=2`, '-ac', '1', '-b:a', '32k', ...tags, file]);
  });
  return path.join(root, 'Archive');
}

/** An admin imports a folder of tagged recordings in Chromium and opens a lecture made from it. */
describe('archive import in the browser', () => {
  let app: EmbeddedApp;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let folder: string;

  beforeAll(async () => {
    folder = makeFolder();
    [app, browser] = await Promise.all([startEmbeddedApp({ env: { EMBEDDED_SERVICES: 'content,media-storage' } }), launchBrowser()]);
    ({ context, page } = await newPage(browser, app.baseUrl));
    page.setDefaultTimeout(20_000);
    await page.request.post('/api/auth/register', { data: { username: 'archivist', password: 'archive-pass-1', confirmPassword: 'archive-pass-1' } });
  }, 180_000);

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await app?.stop();
    rmSync(path.dirname(folder), { recursive: true, force: true });
  });

  it('should check a chosen folder, import it, and make lectures with the title, speaker and date of their tags', async () => {
    await page.goto('/admin');
    await page.getByRole('link', { name: 'Import' }).click();
    await page.getByRole('heading', { name: 'Import', exact: true }).waitFor();
    await page.getByTestId('import-folder').setInputFiles(folder);
    await page.getByText('3 files chosen').waitFor();
    await screenshot(page, 'import-new-desktop-light');
    await page.getByRole('button', { name: 'Check files' }).click();

    // The dry run: each file checked, with what it will become, and nothing created.
    await page.getByRole('button', { name: 'Start import' }).waitFor();
    await page.getByTestId('import-file').filter({ hasText: 'Checked' }).nth(2).waitFor({ timeout: 60_000 });
    await page.getByText(LECTURES[0].title).waitFor();
    await screenshot(page, 'import-dry-run-desktop-light');
    await page.getByRole('button', { name: 'Start import' }).click();

    await page.getByTestId('import-state').filter({ hasText: 'Finished' }).waitFor({ timeout: 60_000 });
    await page.getByTestId('count-failed').filter({ hasText: '0' }).waitFor();
    await screenshot(page, 'import-finished-desktop-light');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'import-finished-phone-light');
    await page.evaluate(() => document.documentElement.classList.add('dark'));
    await screenshot(page, 'import-finished-phone-dark');
    await page.setViewportSize({ width: 1280, height: 900 });
    await screenshot(page, 'import-finished-desktop-dark');
    await page.evaluate(() => document.documentElement.classList.remove('dark'));

    await page.getByRole('link', { name: LECTURES[0].title }).click();
    await page.getByRole('heading', { name: LECTURES[0].title }).waitFor();
    const info = page.getByRole('heading', { name: 'Information' }).locator('xpath=ancestor::*[@data-slot="card"][1]');
    await info.getByText(LECTURES[0].artist).waitFor();
    await info.getByText(LECTURES[0].shown).waitFor();
    await info.getByText('Patience, part 1').waitFor();
    await screenshot(page, 'import-lecture-desktop-light');
  });
});
