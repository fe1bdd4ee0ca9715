/// <reference lib="dom" />
import { rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, screenshot } from '../support/browser';
import { startEmbeddedApp, type EmbeddedApp } from '../support/embedded-app';
import { makeMediaFiles } from '../support/media-files';
import { signUpAdmin, type Agent } from '../support/seed-content';
import { seedLibrary, signUpAs } from '../support/admin-seed';
import { eventually, signIn, signOut, waitForToast } from '../support/admin-page';

jest.setTimeout(90000);

/** What contributors and viewers see and may do, the settings routes, and the error toasts. */
describe('admin roles, settings and error messages', () => {
  let app: EmbeddedApp;
  let browser: Browser;
  let admin: Agent;
  let mp3: string;
  let adminItem: string;
  let contributorItem: string;

  async function signedIn(username: string, password = 'secret1') {
    const opened = await newPage(browser, app.baseUrl);
    opened.page.setDefaultTimeout(15000);
    await opened.page.goto('/admin');
    await signIn(opened.page, username, password);
    await opened.page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    return opened;
  }

  const actionButtons = (page: Page) =>
    page.locator('[data-slot="card"]').filter({ has: page.getByRole('heading', { name: 'Actions' }) }).getByRole('button').allInnerTexts();

  beforeAll(async () => {
    ({ mp3 } = makeMediaFiles(3));
    // Transcription stays off so the seeded items keep the statuses the tests set.
    [app, browser] = await Promise.all([startEmbeddedApp({ env: { EMBEDDED_SERVICES: 'content,media-storage' } }), launchBrowser()]);
    admin = await signUpAdmin(app.baseUrl);
    [adminItem] = await seedLibrary(admin, mp3, [{ title: 'Admin Lecture', speaker: 'Shaykh Ahmad', tags: ['Fiqh'], publish: false }]);
    const contributor = await signUpAs(app.baseUrl, 'writer', 'contributor');
    [contributorItem] = await seedLibrary(contributor, mp3, [{ title: 'Writer Lecture', speaker: null, tags: [], publish: false }]);
    await signUpAs(app.baseUrl, 'reader', 'viewer');
  }, 240000);

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('should offer only Contributor and Viewer once accounts exist (the server refuses a self-made admin)', async () => {
    const { context, page } = await newPage(browser, app.baseUrl);
    await page.goto('/admin');
    await page.getByRole('button', { name: 'Create Account' }).click();
    const form = page.getByRole('form', { name: 'Create Account' });
    await form.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Viewer' }).waitFor();
    await expect(page.getByRole('option').allInnerTexts()).resolves.toEqual(['Contributor', 'Viewer']);
    await screenshot(page, 'admin-create-account-roles-desktop-light');
    await context.close();
  });

  it('should let a viewer look but not upload, edit, approve or delete', async () => {
    const { context, page } = await signedIn('reader');
    await expect(page.getByTestId('nav-administration').count()).resolves.toBe(0);
    await expect(page.getByRole('link', { name: 'Upload Content' }).count()).resolves.toBe(0);
    await expect(page.getByTestId('role-badge').textContent()).resolves.toBe('viewer');
    await page.goto('/admin/upload');
    await page.getByTestId('upload-not-allowed').waitFor();
    await expect(page.locator('.uppy-Dashboard').count()).resolves.toBe(0);
    await page.goto(`/admin/content/${adminItem}`);
    await page.getByRole('heading', { name: 'Admin Lecture' }).waitFor();
    await expect(actionButtons(page)).resolves.toEqual(['Download Audio']);
    await context.close();
  });

  it('should let a contributor edit and reprocess only their own items, never approve or delete', async () => {
    const { context, page } = await signedIn('writer');
    await expect(page.getByTestId('nav-administration').count()).resolves.toBe(0);
    await page.goto('/admin/upload');
    await page.locator('.uppy-Dashboard').waitFor();
    await page.goto(`/admin/content/${adminItem}`);
    await page.getByRole('heading', { name: 'Admin Lecture' }).waitFor();
    await expect(actionButtons(page)).resolves.toEqual(['Download Audio']);
    await page.goto(`/admin/content/${contributorItem}`);
    await page.getByRole('heading', { name: 'Writer Lecture' }).waitFor();
    await expect(actionButtons(page)).resolves.toEqual(['Download Audio', 'Edit Content', 'Reprocess with AI']);
    await context.close();
  });

  it("should hold a contributor's edit of a published lecture for an admin's approval while visitors keep the published one", async () => {
    const contributor = await signUpAs(app.baseUrl, 'author', 'contributor');
    const [id] = await seedLibrary(contributor, mp3, [{ title: 'Published Lecture', speaker: null, tags: [], publish: false }]);
    await admin.post(`/api/content/${id}/approve`).expect(200);
    const publicTitle = async () => ((await fetch(`${app.baseUrl}/api/content/public/${id}`)).json() as Promise<{ title: string }>).then((c) => c.title);

    const author = await signedIn('author');
    await author.page.goto(`/admin/content/${id}`);
    await author.page.getByRole('button', { name: 'Edit Content' }).click();
    await author.page.getByLabel('Title').fill('Revised Lecture');
    await author.page.getByRole('button', { name: 'Save Changes' }).click();
    await waitForToast(author.page, 'Content updated');
    const notice = author.page.getByTestId('pending-review');
    await expect(notice.innerText()).resolves.toMatch(/Changes wait for review\s+Waiting: title\.\s+Visitors see the published version until an admin approves\./);
    await author.page.getByRole('heading', { name: 'Revised Lecture' }).waitFor();
    await screenshot(author.page, 'admin-pending-review-contributor-desktop-light');
    await expect(publicTitle()).resolves.toBe('Published Lecture');
    await author.context.close();

    const { context, page } = await signedIn('curator');
    await page.goto(`/admin/content/${id}`);
    await expect(page.getByTestId('pending-review').innerText()).resolves.toContain('until you approve.');
    await page.getByRole('button', { name: 'Approve Content' }).click();
    await waitForToast(page, 'Content approved');
    await page.getByTestId('pending-review').waitFor({ state: 'detached' });
    await expect(publicTitle()).resolves.toBe('Revised Lecture');
    await context.close();
  });

  it('should let an admin change a role and disable an account in Settings', async () => {
    const { context, page } = await signedIn('curator');
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Settings' }).click();
    const row = page.getByTestId('user-row').filter({ hasText: '@reader' });
    await row.getByRole('combobox').click();
    await page.getByRole('option', { name: 'Contributor' }).click();
    await expect(waitForToast(page, 'User updated')).resolves.toContain('role is now contributor');
    expect((await admin.get('/api/users').expect(200)).body.users.find((u: { username: string }) => u.username === 'reader').role).toBe('contributor');

    const self = page.getByTestId('user-row').filter({ hasText: '@curator' });
    await expect(self.getByRole('combobox').isDisabled()).resolves.toBe(true);
    await expect(self.getByRole('switch').isDisabled()).resolves.toBe(true);

    await row.getByRole('switch').click();
    // The role change's toast may still be up: wait for the one about this change.
    await expect(waitForToast(page, 'account disabled')).resolves.toContain('User updated');
    const login = await fetch(`${app.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'reader', password: 'secret1' }),
    });
    expect(login.status).toBe(401);
    await row.getByRole('switch').click();
    await expect(waitForToast(page, 'account enabled')).resolves.toContain('User updated');
    await context.close();
  });

  it("should list the audit log in Settings for admins only: who changed the reader's account, and the refused sign-in", async () => {
    const { context, page } = await signedIn('curator');
    await page.goto('/admin/settings');
    const card = page.getByTestId('audit-card');
    await card.getByTestId('audit-entry').first().waitFor();
    const rows = await card.getByTestId('audit-entry').allInnerTexts();
    // The previous test disabled 'reader', whose sign-in was then refused.
    expect(rows.some((r) => r.includes('Sign-in failed') && r.includes('reader'))).toBe(true);
    expect(rows.some((r) => r.includes('Uploaded') && r.includes('writer'))).toBe(true);
    await card.getByRole('combobox', { name: 'Filter by action' }).click();
    await page.getByRole('option', { name: 'Account changed' }).click();
    await eventually('only account changes', () => card.getByTestId('audit-entry').allInnerTexts(), (r) => r.length > 0 && r.every((t) => t.includes('Account changed')));
    const changes = await card.getByTestId('audit-entry').allInnerTexts();
    expect(changes.some((r) => r.includes('curator') && r.includes('disabled: true'))).toBe(true);
    await screenshot(page, 'admin-settings-audit-desktop-light');
    await context.close();

    const writer = await signedIn('writer');
    await writer.page.goto('/admin/settings');
    await writer.page.getByRole('heading', { name: 'Settings' }).waitFor();
    await expect(writer.page.getByTestId('audit-card').count()).resolves.toBe(0);
    await writer.context.close();
  });

  it('should save the profile name and change the password with its messages', async () => {
    const { context, page } = await signedIn('writer');
    await page.goto('/admin/settings');
    await expect(page.getByLabel('Username').isDisabled()).resolves.toBe(true);
    await page.getByText('Username cannot be changed').waitFor();
    await page.getByText('Contact an administrator to change your role').waitFor();
    await expect(page.getByTestId('users-list').count()).resolves.toBe(0);
    await page.getByLabel('Full Name').fill('Harun Writer');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await waitForToast(page, 'Settings saved');
    await expect(page.getByTestId('user-menu-trigger').innerText()).resolves.toContain('Harun Writer');
    await expect(page.getByTestId('user-menu-trigger').innerText()).resolves.toContain('HW');

    await page.getByLabel('Current Password').fill('secret1');
    await page.getByLabel('New Password').fill('12345');
    await page.getByRole('button', { name: 'Update' }).click();
    await page.getByText('Password must be at least 6 characters').waitFor();
    await page.getByLabel('Current Password').fill('not-my-password');
    await page.getByLabel('New Password').fill('better-secret');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(waitForToast(page, 'Password update failed')).resolves.toContain('Current password is incorrect');
    await page.getByLabel('Current Password').fill('secret1');
    await page.getByRole('button', { name: 'Update' }).click();
    await waitForToast(page, 'Password updated');
    await page.getByRole('button', { name: 'Sign out other devices' }).click();
    await waitForToast(page, 'Signed out other devices');

    await signOut(page);
    await waitForToast(page, 'Logged out');
    await signIn(page, 'writer', 'better-secret');
    await expect(waitForToast(page, 'Login successful')).resolves.toContain('Welcome back, Harun Writer!');
    await context.close();
  });

  it('should show the failure toasts and texts of the spec when calls fail', async () => {
    const { context, page } = await signedIn('curator');
    const fail = (pattern: string, method?: string) =>
      page.route(pattern, (route) =>
        method && route.request().method() !== method ? route.fallback() : route.fulfill({ status: 500, body: 'boom' }),
      );

    await page.goto(`/admin/content/${adminItem}`);
    await page.getByRole('heading', { name: 'Admin Lecture' }).waitFor();
    await fail('**/api/content/*/approve');
    await page.getByRole('button', { name: 'Approve Content' }).click();
    await expect(waitForToast(page, 'Approval failed')).resolves.toContain('Failed to approve content. Please try again.');
    await fail('**/api/content/*/reprocess');
    await page.getByRole('button', { name: 'Reprocess with AI' }).click();
    await expect(waitForToast(page, 'Reprocessing failed')).resolves.toContain('Failed to start Q&A reprocessing. Please try again.');
    await page.getByRole('button', { name: 'Edit Content' }).click();
    await page.getByLabel('Title').fill('x'.repeat(600));
    await page.getByRole('button', { name: 'Save Changes' }).click();
    const updateFailed = await waitForToast(page, 'Update failed');
    expect(updateFailed).not.toContain('{');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await fail(`**/api/content/${adminItem}`, 'DELETE');
    await page.getByRole('button', { name: 'Delete Content' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(waitForToast(page, 'Delete failed')).resolves.toContain('Failed to delete content. Please try again.');

    await page.goto('/admin/content/00000000-0000-4000-8000-000000000000');
    await page.getByRole('heading', { name: 'Content not found' }).waitFor();

    // The page begins each upload with a resumable upload's creation (SPEC's upload-URL call).
    await fail('**/api/uploads', 'POST');
    await page.goto('/admin/upload');
    await page.locator('.uppy-Dashboard-input').first().setInputFiles(mp3);
    await page.locator('.uppy-StatusBar-actionBtn--upload').click();
    await expect(waitForToast(page, 'Upload Error')).resolves.toContain('Failed to get upload URL. Please try again.');
    await page.unroute('**/api/uploads');

    await page.goto('/admin/upload');
    await fail('**/api/media-uploads');
    await page.locator('.uppy-Dashboard-input').first().setInputFiles(mp3);
    await page.locator('.uppy-StatusBar-actionBtn--upload').click();
    await expect(waitForToast(page, 'Processing Error')).resolves.toContain('Upload completed but processing failed. Please try again.');

    await fail('**/api/content/admin*');
    await page.goto('/admin');
    await page.getByText('Failed to load dashboard data. Please try again.').waitFor();
    await page.goto('/admin/library');
    await page.getByText('Failed to load library content').waitFor();
    await page.getByText('Please try refreshing the page').waitFor();

    await fail('**/api/auth/logout');
    await signOut(page);
    await waitForToast(page, 'Logout failed');
    await context.close();
  });

  it('should fall back to the WebSocket when the event stream cannot be opened', async () => {
    const { context, page } = await signedIn('curator');
    let streamCalls = 0;
    await page.route('**/api/content/*/stream', (route) => {
      streamCalls += 1;
      return route.fulfill({ status: 503, body: 'unavailable' });
    });
    await page.goto(`/admin/content/${contributorItem}`);
    await page.getByRole('heading', { name: 'Writer Lecture' }).waitFor();
    await page.getByTestId('connection-indicator').filter({ hasText: 'WS Connected' }).waitFor({ timeout: 20000 });
    expect(streamCalls).toBe(2);
    await context.close();
  });

  it("should say 'Connection lost' when the event stream drops, and retry it", async () => {
    const { context, page } = await signedIn('curator');
    let streamCalls = 0;
    // Each stream opens, says `connected`, then ends: the connection is lost.
    await page.route('**/api/content/*/stream', (route) => {
      streamCalls += 1;
      return route.fulfill({
        status: 200,
        headers: { 'content-type': 'text/event-stream' },
        body: `data: {"type":"connected","contentId":"${adminItem}"}\n\n`,
      });
    });
    await page.goto(`/admin/content/${adminItem}`);
    await page.getByText('Connection lost', { exact: true }).waitFor();
    await expect(page.getByText('Transcript Error').count()).resolves.toBe(1);
    // SPEC 9: the stream is retried after 3 seconds.
    await page.waitForTimeout(4000);
    expect(streamCalls).toBeGreaterThanOrEqual(2);
    await context.close();
  });

  it("should say 'Connection lost during transcript processing' when the socket drops", async () => {
    const { context, page } = await signedIn('curator');
    await page.route('**/api/content/*/stream', (route) => route.fulfill({ status: 503, body: 'unavailable' }));
    let sockets = 0;
    // The socket opens, then the server side closes it shortly after.
    await page.routeWebSocket(/\/ws/, (ws) => {
      sockets += 1;
      setTimeout(() => void ws.close(), 200);
    });
    await page.goto(`/admin/content/${adminItem}`);
    await page.getByText('Connection lost during transcript processing', { exact: true }).waitFor({ timeout: 20000 });
    // It reconnects with back-off (1 s, then 2 s...).
    await page.waitForTimeout(2500);
    expect(sockets).toBeGreaterThanOrEqual(2);
    await context.close();
  });

  it("should give up on the socket with 'Max reconnection attempts reached' after 5 retries", async () => {
    const { context, page } = await signedIn('curator');
    await page.route('**/api/content/*/stream', (route) => route.fulfill({ status: 503, body: 'unavailable' }));
    let sockets = 0;
    // Every socket is refused before it opens.
    await page.routeWebSocket(/\/ws/, (ws) => {
      sockets += 1;
      void ws.close({ code: 1011, reason: 'refused' });
    });
    await page.goto(`/admin/content/${adminItem}`);
    // Back-off 1 + 2 + 4 + 8 + 16 s between the first socket and the last.
    await page.getByText('Max reconnection attempts reached', { exact: true }).waitFor({ timeout: 60000 });
    expect(sockets).toBe(6);
    await context.close();
  });

  it('should show one toast at a time, focus the toasts with F8 and dismiss one with a swipe right', async () => {
    const { context, page } = await signedIn('curator');
    const toast = page.locator('[data-slot="toast"]');
    await toast.filter({ hasText: 'Login successful' }).waitFor();
    await page.keyboard.press('F8');
    await expect(page.evaluate(() => Boolean(document.activeElement?.closest('[role="region"]')))).resolves.toBe(true);
    await expect(toast.count()).resolves.toBe(1);
    // Focus (and the pointer) pause the 5 s timer, so only the swipe can close it now.
    const box = (await toast.boundingBox())!;
    await page.mouse.move(box.x + 20, box.y + box.height / 2);
    await page.mouse.down();
    for (let dx = 10; dx <= 120; dx += 10) await page.mouse.move(box.x + 20 + dx, box.y + box.height / 2);
    await page.mouse.up();
    await toast.waitFor({ state: 'detached', timeout: 1000 });
    await expect(toast.count()).resolves.toBe(0);
    await context.close();
  });

  it("should show Uppy's own messages for duplicates, wrong types, too many files, too large and going offline", async () => {
    const { context, page } = await signedIn('curator');
    await page.goto('/admin/upload');
    const input = page.locator('.uppy-Dashboard-input').first();
    // Once files are listed, the file input lives in the 'Add more' panel.
    const addMore = async () => {
      const panelOpen = await page.locator('.uppy-Dashboard-AddFilesPanel').isVisible();
      if (!panelOpen) await page.locator('.uppy-DashboardContent-addMore').click();
      await input.waitFor({ state: 'attached' });
    };
    // Uppy wears the product's theme: the card's background and border, our font.
    await page.locator('.uppy-Dashboard-inner').waitFor();
    const look = await page.evaluate(() => {
      const style = (selector: string) => getComputedStyle(document.querySelector(selector)!);
      return {
        uppy: style('.uppy-Dashboard-inner').backgroundColor,
        card: style('[data-slot="card"]').backgroundColor,
        font: style('.uppy-Dashboard-inner').fontFamily,
      };
    });
    expect(look.uppy).toBe(look.card);
    expect(look.font).toMatch(/^"?Inter/);
    await input.setInputFiles(mp3);
    await addMore();
    await input.setInputFiles(mp3);
    await page.getByText(/Cannot add the duplicate file/).first().waitFor();
    await addMore();

    const dir = tmpdir();
    const notes = path.join(dir, 'notes.txt');
    writeFileSync(notes, 'not media');
    await input.setInputFiles(notes);
    await page.getByText('You can only upload audio or video: MP3, WAV, M4A, AAC, FLAC, MP4, MOV, WebM').first().waitFor();
    await addMore();

    const many = Array.from({ length: 6 }, (_, i) => {
      const file = path.join(dir, `part-${i}-${Date.now()}.mp3`);
      writeFileSync(file, Buffer.from([0xff, 0xfb, 0x90, 0x00, i]));
      return file;
    });
    await input.setInputFiles(many);
    await page.getByText('Cannot add more files').first().waitFor();
    // The files that fit are kept (one was there, four of the six join it); only the rest are refused.
    await expect(page.locator('.uppy-Dashboard-Item').count()).resolves.toBe(5);
    await screenshot(page, 'admin-upload-too-many-desktop-light');
    await page.goto('/admin/upload');
    // A sparse file one byte over 500 MB: it takes no disk space.
    const big = path.join(dir, `big-${Date.now()}.mp3`);
    writeFileSync(big, Buffer.from([0xff, 0xfb, 0x90, 0x00]));
    truncateSync(big, 524_288_001);
    await input.setInputFiles(big);
    await page.getByText(/exceeds maximum allowed size/).first().waitFor();
    rmSync(big);

    await context.setOffline(true);
    await page.getByText('No Internet connection').first().waitFor();
    await context.setOffline(false);
    await context.close();
  });

  it('should approve a pending item from its dashboard card, with the failure and success toasts', async () => {
    const { context, page } = await signedIn('curator');
    // Nothing in the product creates `pending` items yet (uploads start processing), so the
    // browser sees the writer's item as pending; the approve call itself is real.
    await page.route('**/api/content/admin*', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { content: { id: string; status: string }[] };
      for (const item of body.content) if (item.id === contributorItem) item.status = 'pending';
      await route.fulfill({ response, json: body });
    });
    await page.goto('/admin');
    const card = page.getByTestId('content-card').filter({ hasText: 'Writer Lecture' });
    await page.route('**/api/content/*/approve', (route) => route.fulfill({ status: 500, body: 'boom' }));
    await card.getByRole('button', { name: 'Approve' }).click();
    await expect(waitForToast(page, 'Error')).resolves.toContain('Failed to approve content');
    await page.unroute('**/api/content/*/approve');
    await card.getByRole('button', { name: 'Approve' }).click();
    await expect(waitForToast(page, 'Success')).resolves.toContain('Content approved successfully');
    const published = await admin.get(`/api/content/public/${contributorItem}`);
    expect(published.status).toBe(200);
    await context.close();
  });
});
