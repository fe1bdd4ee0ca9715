/// <reference lib="dom" />
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, PHONE, DESKTOP } from '../support/browser';
import { signIn } from '../support/admin-page';
import { seriousProblems } from '../support/axe';
import { startEmbeddedApp, type EmbeddedApp } from '../support/embedded-app';
import { makeMediaFiles } from '../support/media-files';
import { signUpAdmin, type Agent } from '../support/seed-content';
import { seedLecture, seedOthers } from './public-fixtures';

jest.setTimeout(90_000);

/**
 * The screens visitors and staff use most, checked by axe-core in Chromium at a desktop and a
 * phone width, in light and dark themes: no serious or critical WCAG 2.1 AA problem.
 */
describe('accessibility (axe-core, WCAG 2.1 AA)', () => {
  let app: EmbeddedApp;
  let browser: Browser;
  let agent: Agent;
  let lectureId: string;

  beforeAll(async () => {
    const files = makeMediaFiles();
    [app, browser] = await Promise.all([startEmbeddedApp({ broker: true, env: { EMBEDDED_SERVICES: 'content,media-storage' } }), launchBrowser()]);
    agent = await signUpAdmin(app.baseUrl);
    lectureId = (await seedLecture(agent, app.bus!, files.mp3)).id;
    await seedOthers(agent, app.bus!, files);
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  /** A page in the app's theme: its dark theme is a saved choice (SPEC: light by default), not the system's. */
  async function themedPage(viewport: { width: number; height: number }, theme: 'light' | 'dark') {
    const opened = await newPage(browser, app.baseUrl, viewport, { colorScheme: theme });
    await opened.context.addInitScript((saved) => localStorage.setItem('theme', saved), theme);
    return opened;
  }

  /** Axe's problems on the page shown, after checking it is in the theme asked for. */
  async function problemsIn(page: Page, theme: 'light' | 'dark'): Promise<string[]> {
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(theme === 'dark');
    return seriousProblems(page);
  }

  const publicPages = () => [
    ['the library home', '/', 'home-heading'],
    ['a lecture page', `/content/${lectureId}`, 'content-title'],
    ["a speaker's page", `/speakers/${encodeURIComponent('Sheikh Ahmad Ali')}`, 'collection-title'],
    ["an Arabic speaker's page", `/speakers/${encodeURIComponent('الشيخ محمد')}`, 'collection-title'],
    ["a topic's page", '/topics/Tafsir', 'collection-title'],
  ];

  it.each([
    ['desktop, light', DESKTOP, 'light'],
    ['phone, dark', PHONE, 'dark'],
  ] as const)('should find no serious problem on the public pages (%s)', async (_, viewport, colorScheme) => {
    const { context, page } = await themedPage(viewport, colorScheme);
    const found: string[] = [];
    for (const [name, path, ready] of publicPages()) {
      await page.goto(path);
      await page.getByTestId(ready).first().waitFor();
      found.push(...(await problemsIn(page, colorScheme)).map((p) => `${name}: ${p}`));
    }
    await context.close();
    expect(found).toEqual([]);
  });

  it.each(['light', 'dark'] as const)('should find no serious problem on the staff screens (sign-in, dashboard, library, editor, upload, settings; %s)', async (colorScheme) => {
    const { context, page } = await themedPage(DESKTOP, colorScheme);
    const found: string[] = [];
    await page.goto('/admin');
    await page.getByRole('button', { name: 'Sign In' }).first().waitFor();
    found.push(...(await problemsIn(page, colorScheme)).map((p) => `sign-in: ${p}`));
    await signIn(page, 'curator', 'tranquil-orchard-1');
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    found.push(...(await problemsIn(page, colorScheme)).map((p) => `dashboard: ${p}`));
    for (const [name, path] of [
      ['library', '/admin/library'],
      ['editor', `/admin/content/${lectureId}`],
      ['upload', '/admin/upload'],
      ['settings', '/admin/settings'],
    ]) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      found.push(...(await problemsIn(page, colorScheme)).map((p) => `${name}: ${p}`));
    }
    await context.close();
    expect(found).toEqual([]);
  });
});
