/// <reference lib="dom" />
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, newPage, screenshot } from '../support/browser';
import { startEmbeddedApp, type EmbeddedApp } from '../support/embedded-app';
import { signIn, waitForToast } from '../support/admin-page';

jest.setTimeout(180000);

const PHONE = { width: 390, height: 844 } as const;
const LOOKS = [
  ['light', DESKTOP, 'desktop'],
  ['dark', DESKTOP, 'desktop'],
  ['light', PHONE, 'phone'],
  ['dark', PHONE, 'phone'],
] as const;

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * The upload page as staff use it on a bad line: the file goes in 8 MB chunks (tus), the
 * connection drops mid-way, the page resumes from the last byte the server kept, and the
 * lecture is created with the very bytes chosen. The same file chosen again is named as
 * already in the library, with a link to its lecture.
 */
describe('resumable uploads on the upload page', () => {
  let app: EmbeddedApp;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let workDir: string;
  let wav: string;

  beforeAll(async () => {
    workDir = mkdtempSync(path.join(tmpdir(), 'resumable-page-'));
    // Two minutes of stereo tone: about 21 MB, three chunks.
    wav = path.join(workDir, 'Friday khutbah.wav');
    execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'sine=frequency=220:duration=120', '-ac', '2', wav]);
    [app, browser] = await Promise.all([startEmbeddedApp(), launchBrowser()]);
    const res = await fetch(`${app.baseUrl}/api/auth/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'curator', password: 'secret12', confirmPassword: 'secret12', fullName: 'Amina Yusuf' }),
    });
    expect(res.status).toBe(201);
    ({ context, page } = await newPage(browser, app.baseUrl));
    page.setDefaultTimeout(30000);
    await page.goto('/admin');
    await signIn(page, 'curator', 'secret12');
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
  }, 240000);

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await app?.stop();
    rmSync(workDir, { recursive: true, force: true });
  });

  it('should resume an upload cut mid-way from the last byte kept and create the lecture', async () => {
    const patches: { offset: number; outcome: string }[] = [];
    let cut = false;
    await page.route('**/api/uploads/*', async (route) => {
      const request = route.request();
      if (request.method() !== 'PATCH') return route.fallback();
      const offset = Number(request.headers()['upload-offset']);
      // The second chunk is lost with the connection, as on a train going into a tunnel.
      if (!cut && offset > 0) {
        cut = true;
        patches.push({ offset, outcome: 'cut' });
        return route.abort('connectionreset');
      }
      patches.push({ offset, outcome: 'sent' });
      return route.fallback();
    });
    await page.goto('/admin/upload');
    await page.getByRole('heading', { name: 'Upload Sunni Content' }).waitFor();
    await page.locator('.uppy-Dashboard-input').first().setInputFiles(wav);
    await page.locator('.uppy-StatusBar-actionBtn--upload').click();
    await page.waitForURL(/\/admin\/content\/[0-9a-f-]{36}$/, { timeout: 60000, waitUntil: 'commit' });
    const id = page.url().split('/').pop()!;
    await page.unroute('**/api/uploads/*');

    // Resumed, not restarted: after the cut, the next chunk starts where the server stopped.
    const chunk = 8 * 1024 * 1024;
    expect(patches).toEqual([
      { offset: 0, outcome: 'sent' },
      { offset: chunk, outcome: 'cut' },
      { offset: chunk, outcome: 'sent' },
      { offset: 2 * chunk, outcome: 'sent' },
    ]);
    await page.getByRole('heading', { name: 'Friday khutbah' }).waitFor();
    // The stored original is the file chosen, byte for byte.
    let mediaUrl: string | null = null;
    for (let i = 0; i < 100 && !mediaUrl; i++) {
      if (i) await page.waitForTimeout(200);
      mediaUrl = ((await (await page.request.get(`/api/content/${id}`)).json()) as { mediaUrl: string | null }).mediaUrl;
    }
    const stored = await page.request.get(mediaUrl!);
    expect(sha256(Buffer.from(await stored.body()))).toBe(sha256(readFileSync(wav)));
  });

  it('should name the same file chosen again as already in the library, with a link to its lecture', async () => {
    await page.goto('/admin/upload');
    await page.locator('.uppy-Dashboard-input').first().setInputFiles(wav);
    await page.locator('.uppy-StatusBar-actionBtn--upload').click();
    await expect(waitForToast(page, 'Already in the library', 60000)).resolves.toContain('Friday khutbah.wav is already in the library as “Friday khutbah”');
    const notice = page.getByTestId('duplicate-notices');
    await expect(notice.innerText()).resolves.toContain('Already in the library: not added again');
    const link = notice.getByRole('link', { name: '“Friday khutbah”' });
    await expect(link.getAttribute('href')).resolves.toMatch(/^\/admin\/content\/[0-9a-f-]{36}$/);
    expect(page.url()).toMatch(/\/admin\/upload$/);

    for (const [theme, viewport, label] of LOOKS) {
      await page.evaluate((t) => localStorage.setItem('theme', t), theme);
      await page.setViewportSize(viewport);
      await page.reload();
      await page.getByRole('heading', { name: 'Upload Sunni Content' }).waitFor();
      // The notice lives with the page's uploads of this visit: choose the file again to show it.
      await page.locator('.uppy-Dashboard-input').first().setInputFiles(wav);
      await page.locator('.uppy-StatusBar-actionBtn--upload').click();
      await notice.waitFor();
      await screenshot(page, `upload-duplicate-${label}-${theme}`);
    }
    await link.click();
    await page.getByRole('heading', { name: 'Friday khutbah' }).waitFor();
  });

  it('should show admins the fixity card in Settings', async () => {
    for (const [theme, viewport, label] of LOOKS) {
      await page.evaluate((t) => localStorage.setItem('theme', t), theme);
      await page.setViewportSize(viewport);
      await page.goto('/admin/settings');
      const card = page.getByTestId('fixity-card');
      await card.getByText('Originals', { exact: true }).waitFor();
      await expect(card.innerText()).resolves.toContain('No original is missing or changed.');
      await screenshot(page, `settings-fixity-${label}-${theme}`);
    }
  });
});
