/// <reference lib="dom" />
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, PHONE, launchBrowser, newPage, screenshot } from '../support/browser';
import { startEmbeddedApp, type EmbeddedApp } from '../support/embedded-app';
import { makeMediaFiles } from '../support/media-files';
import { signUpAdmin, type Agent } from '../support/seed-content';
import { seedLibrary } from '../support/admin-seed';
import { eventually, signIn } from '../support/admin-page';

jest.setTimeout(90000);

/** The admin shell, dashboard, library and every admin screen's look, against the built embedded app. */
describe('admin shell, dashboard and library', () => {
  let app: EmbeddedApp;
  let browser: Browser;
  let agent: Agent;
  let ids: string[];

  /** A signed-in admin page (the seed's first account: curator / tranquil-orchard-1). */
  async function adminPage(viewport: { width: number; height: number } = DESKTOP, theme: 'light' | 'dark' = 'light') {
    const opened = await newPage(browser, app.baseUrl, viewport);
    opened.page.setDefaultTimeout(15000);
    await opened.page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    await opened.page.goto('/admin');
    await signIn(opened.page, 'curator', 'tranquil-orchard-1');
    await opened.page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    return opened;
  }

  const statValue = async (page: Page, title: string) =>
    (await page.getByTestId('stat-card').filter({ hasText: title }).innerText()).replace(title, '').trim();

  beforeAll(async () => {
    const { mp3 } = makeMediaFiles(3);
    // Transcription stays off so the seeded items keep the statuses the tests set.
    [app, browser] = await Promise.all([startEmbeddedApp({ env: { EMBEDDED_SERVICES: 'content,media-storage' } }), launchBrowser()]);
    agent = await signUpAdmin(app.baseUrl);
    ids = await seedLibrary(agent, mp3);
  }, 240000);

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('should show the dashboard stats, recent activity and library preview', async () => {
    const { context, page } = await adminPage();
    await page.getByText('Manage and review your content library').waitFor();
    await expect(statValue(page, 'Total Content')).resolves.toBe('8');
    await expect(statValue(page, 'Processing')).resolves.toBe('1');
    await expect(statValue(page, 'Published')).resolves.toBe('7');
    await expect(statValue(page, 'Total Duration')).resolves.toBe('4h 0m');
    await expect(page.getByTestId('recent-activity').locator('li').count()).resolves.toBe(5);
    await expect(page.getByTestId('recent-activity').innerText()).resolves.toContain('Still Processing');
    await expect(page.getByTestId('content-card').count()).resolves.toBe(6);
    await page.getByRole('link', { name: 'View All Content (8)' }).waitFor();

    // Speakers offered are the library's own.
    await page.getByLabel('Speaker').click();
    const speakers = await page.getByRole('option').allInnerTexts();
    expect(speakers).toEqual(['All speakers', 'Dr. Yusuf', 'Shaykh Ahmad', 'Ustadha Maryam']);
    await page.getByRole('option', { name: 'Dr. Yusuf' }).click();
    await page.getByText('(3 filtered results)').waitFor();
    await page.getByLabel('Ready').click(); // status filter: completed only
    await page.getByText('No content matches these filters.').waitFor();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.getByLabel('Hadith').click();
    await page.getByText('(2 filtered results)').waitFor();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.getByPlaceholder('Search by title').fill('fatiha');
    await page.getByText('(1 filtered results)').waitFor();
    await context.close();
  });

  it('should show the dashboard on its aliases and a 404 on other admin paths', async () => {
    const { context, page } = await adminPage();
    for (const path of ['/admin/dashboard', '/admin/search', '/admin/review', '/admin/analytics', '/admin/favorites']) {
      await page.goto(path);
      await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    }
    await page.goto('/admin/no-such-screen');
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await screenshot(page, 'admin-404-desktop-light');
    // Quick actions lead to the admin pages.
    await page.goto('/admin');
    await page.getByRole('link', { name: 'Browse Library' }).click();
    await page.getByRole('heading', { name: 'Content Library', level: 1 }).waitFor();
    await context.close();
  });

  it('should collapse the sidebar with Ctrl+B and keep the state in a 7-day cookie', async () => {
    const { context, page } = await adminPage();
    const sidebar = page.getByTestId('sidebar');
    await expect(sidebar.getAttribute('data-state')).resolves.toBe('expanded');
    await expect(sidebar.evaluate((el) => el.getBoundingClientRect().width)).resolves.toBe(320);
    await page.keyboard.press('Control+b');
    await eventually('collapse', () => sidebar.getAttribute('data-state'), (s) => s === 'collapsed');
    await eventually('icon width', () => sidebar.evaluate((el) => el.getBoundingClientRect().width), (w) => w === 48);
    const cookie = (await context.cookies()).find((c) => c.name === 'sidebar_state');
    expect(cookie?.value).toBe('false');
    const lifetime = (cookie?.expires ?? 0) - Date.now() / 1000;
    expect(lifetime).toBeGreaterThan(7 * 86400 - 120);
    expect(lifetime).toBeLessThanOrEqual(7 * 86400);
    await screenshot(page, 'admin-dashboard-collapsed-desktop-light');

    await page.reload();
    await expect(page.getByTestId('sidebar').getAttribute('data-state')).resolves.toBe('collapsed');
    await page.keyboard.press('Meta+b');
    await eventually('expand', () => page.getByTestId('sidebar').getAttribute('data-state'), (s) => s === 'expanded');
    expect((await context.cookies()).find((c) => c.name === 'sidebar_state')?.value).toBe('true');
    await page.getByTestId('sidebar-toggle').click();
    await eventually('toggle button', () => page.getByTestId('sidebar').getAttribute('data-state'), (s) => s === 'collapsed');
    await context.close();
  });

  it('should send a signed-in user whose session ended to the sign-in card with a notice, and back to the page after', async () => {
    const { context, page } = await adminPage();
    // The session ends behind the page's back (signed out elsewhere, expired, a lost session store).
    expect((await context.request.post('/api/auth/logout')).status()).toBe(200);
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Settings' }).click();
    await expect(page.getByTestId('session-lost').innerText()).resolves.toBe('Your session has ended. Sign in again to continue.');
    await screenshot(page, 'admin-session-lost-desktop-light');
    await signIn(page, 'curator', 'tranquil-orchard-1');
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    // A reload with a dead session shows the card with the same notice.
    expect((await context.request.post('/api/auth/logout')).status()).toBe(200);
    await page.reload();
    await page.getByTestId('session-lost').waitFor();
    await context.close();
  });

  it('should mark the active entry by path', async () => {
    const { context, page } = await adminPage();
    const nav = page.getByRole('navigation', { name: 'Admin' });
    await expect(nav.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).resolves.toBe('page');
    await nav.getByRole('link', { name: /Upload/ }).click();
    await page.getByRole('heading', { name: 'Upload Sunni Content' }).waitFor();
    await expect(nav.getByRole('link', { name: /Upload/ }).getAttribute('aria-current')).resolves.toBe('page');
    await expect(nav.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).resolves.toBeNull();
    await expect(nav.getByRole('link', { name: /Upload/ }).innerText()).resolves.toContain('New');
    await context.close();
  });

  it('should open the sidebar as a slide-in panel below 768 px', async () => {
    const { context, page } = await adminPage(PHONE);
    await expect(page.getByTestId('sidebar').count()).resolves.toBe(0);
    await page.getByTestId('sidebar-toggle').click();
    const panel = page.getByTestId('sidebar-mobile');
    await panel.waitFor();
    await expect(panel.evaluate((el) => el.getBoundingClientRect().width)).resolves.toBe(288);
    await screenshot(page, 'admin-sidebar-open-phone-light');
    await panel.getByRole('link', { name: 'Library', exact: true }).click();
    await page.getByRole('heading', { name: 'Content Library', level: 1 }).waitFor();
    await panel.waitFor({ state: 'detached' });
    await page.keyboard.press('Control+b');
    await panel.waitFor();
    // Escape closes the panel once it has taken focus (its listener is set as it opens): wait for that.
    await page.waitForFunction(() => document.activeElement?.closest('[data-testid="sidebar-mobile"]') !== null);
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    await context.close();
  });

  it('should group, sort and search the library and suggest popular topics', async () => {
    const { context, page } = await adminPage();
    await page.goto('/admin/library');
    await page.getByRole('heading', { name: 'Content Library', level: 1 }).waitFor();
    await eventually('library figures', () => statValue(page, 'Total Content'), (v) => v === '7');
    await expect(statValue(page, 'Speakers')).resolves.toBe('3');
    await expect(statValue(page, 'Topics')).resolves.toBe('8');
    await expect(statValue(page, 'Total Duration')).resolves.toBe('4h');
    const items = () => page.getByTestId('library-item').locator('a').allInnerTexts();
    await eventually('7 items', items, (t) => t.length === 7);
    expect(await items()).not.toContain('Still Processing');

    const topics = (await page.getByTestId('popular-topics').getByRole('button').allInnerTexts()).map((t) => (t.split('\n')[0] ?? '').trim());
    expect(topics).toEqual(['Hadith', 'Lecture Series', 'Fiqh', 'Friday Sermon', 'Quran', 'Ramadan']);

    await page.getByRole('combobox', { name: 'Sort by' }).click();
    await page.getByRole('option', { name: 'Title A-Z' }).click();
    // The new order renders after the click: wait for it rather than read the list at once.
    const inTitleOrder = (t: string[]) => t.length === 7 && t.every((title, i) => i === 0 || t[i - 1].localeCompare(title) <= 0);
    const sorted = await eventually('titles A-Z', items, inTitleOrder);
    expect(sorted[0]).toBe('Friday Sermon on Mercy');

    // Groups come from the server, largest first, each with its count.
    const groupNames = async () => (await page.getByTestId('library-group').locator('h2').allInnerTexts()).map((g) => g.replace(/\s*\d+$/, ''));
    await page.getByRole('tab', { name: 'By Speakers' }).click();
    const speakerGroups = await eventually('speaker groups', groupNames, (g) => g.length === 4);
    expect([...speakerGroups].sort()).toEqual(['Dr. Yusuf', 'Shaykh Ahmad', 'Unknown Speaker', 'Ustadha Maryam']);
    await page.getByRole('tab', { name: 'By Topics' }).click();
    const topicGroups = await eventually('topic groups', groupNames, (g) => g.includes('Other'));
    expect(topicGroups[0]).toBe('Hadith');
    await screenshot(page, 'admin-library-by-topics-desktop-light');
    await page.getByRole('button', { name: 'List view' }).click();
    await page.getByRole('tab', { name: 'All Content' }).click();

    await page.getByTestId('popular-topics').getByRole('button', { name: /Hadith/ }).click();
    await expect(page.getByLabel('Search library').inputValue()).resolves.toBe('Hadith');
    await eventually('2 hadith items', items, (t) => t.length === 2);
    await page.getByLabel('Search library').fill('no such lecture');
    await page.getByText('No content found matching your search').waitFor();
    await context.close();
  });

  it('should take screenshots of every admin screen in light and dark, desktop and phone', async () => {
    for (const theme of ['light', 'dark'] as const) {
      for (const [device, viewport] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
        const { context, page } = await adminPage(viewport, theme);
        // The welcome toast would cover part of the first screen.
        await page.locator('[data-slot="toast"]').getByRole('button').click();
        await page.locator('[data-slot="toast"]').waitFor({ state: 'detached' });
        const shot = (name: string) => screenshot(page, `admin-${name}-${device}-${theme}`);
        await page.getByTestId('content-card').first().waitFor();
        await shot('dashboard');
        await page.goto('/admin/upload');
        await page.locator('.uppy-Dashboard').waitFor();
        await shot('upload');
        await page.goto('/admin/library');
        await page.getByTestId('library-item').first().waitFor();
        await shot('library');
        await page.goto(`/admin/content/${ids[0]}`);
        await page.getByRole('heading', { name: 'Tafsir of Surah Al-Fatiha' }).waitFor();
        await shot('content-detail');
        await page.goto('/admin/settings');
        await page.getByTestId('users-list').waitFor();
        await shot('settings');
        await page.goto('/admin/nope');
        await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
        await shot('404');
        await context.close();
        const signedOut = await newPage(browser, app.baseUrl, viewport);
        await signedOut.page.addInitScript((t) => localStorage.setItem('theme', t), theme);
        await signedOut.page.goto('/admin');
        await signedOut.page.getByRole('heading', { name: 'Sign In' }).waitFor();
        await screenshot(signedOut.page, `admin-sign-in-${device}-${theme}`);
        await signedOut.context.close();
      }
    }
  });
});
