/// <reference lib="dom" />
import type { Browser, BrowserContext, Page } from 'playwright-core';
import request from 'supertest';
import type { Analysis, ContentDto } from '@lectures/proto';
import { DESKTOP, launchBrowser, newPage, screenshot } from '../support/browser';
import { eventually } from '../support/admin-page';
import { startEmbeddedApp, type EmbeddedApp } from '../support/embedded-app';
import { makeMediaFiles } from '../support/media-files';
import { approve, patchContent, uploadMedia, type Agent } from '../support/seed-content';

jest.setTimeout(300000);

const PHONE_390 = { width: 390, height: 844 } as const;
const ADMIN = { username: 'curator', password: 'tranquil-orchard-1' };

/** Everything the archive holds is in Arabic, so any Latin word on a page is the interface's own. */
const PASSAGES = [
  { start: 0, end: 20, text: 'الحمد لله رب العالمين، نبدأ بالحديث عن الصبر عند البلاء.' },
  { start: 20, end: 40, text: 'ثم ننتقل إلى الشكر على النعم وأثره في القلب.' },
];
const ANALYSIS: Analysis = {
  summary: 'درس في الصبر والشكر.',
  keyPoints: ['الصبر عند البلاء', 'الشكر على النعم'],
  topics: ['الصبر', 'الشكر'],
  qna: [{ q: 'ما جزاء الصابرين؟', a: 'أجرهم بغير حساب.', startTimeSec: 5 }],
  references: [{ kind: 'quran', label: 'الزمر ٣٩:١٠', surah: 39, ayah: 10, startTimeSec: 6 }],
  chapters: [
    { startTimeSec: 0, title: 'الصبر', generated: true },
    { startTimeSec: 20, title: 'الشكر', generated: true },
  ],
  language: 'ar',
  analysedBy: 'Built-in rules',
};

/**
 * Latin words a page may show in Arabic: names of things that have no Arabic name (formats,
 * engines, podcast apps), the language chooser's 'English', and the seeded user name.
 */
const NAMES = [
  'English', ADMIN.username, 'RSS', 'HLS', 'MP3', 'M4A', 'AAC', 'Opus', 'WebM', 'WAV', 'MP4', 'MPEG', 'OpenAI', 'Whisper', 'PocketSphinx', 'WebVTT', 'VTT', 'JSON', 'SRT',
  'FLAC', 'MOV', 'JPEG', 'PNG', 'WebP', 'CSV', 'SHA-256', 'LIBRARY_API_KEY', 'Home', 'End',
  'URL', 'API', 'ID', 'UTC', 'LUFS', 'kbps', 'Apple', 'Podcasts', 'Spotify', 'Overcast', 'Pocket', 'Casts', 'Castbox', 'Podcast', 'Addict', 'AntennaPod', 'Built-in rules', 'S3', 'ffmpeg',
  // A manifest's columns and the request fields an audit entry lists, as the machine names them.
  'path', 'title', 'speaker', 'series', 'part', 'date', 'description', 'language', 'tags', 'contentIds', 'accept',
];

/** Every text the page gives a reader or a screen reader (text, labels, placeholders, titles) with a Latin word left once names are taken out. */
async function englishLeft(page: Page): Promise<string[]> {
  return page.evaluate((names) => {
    const texts = new Set<string>();
    const shown = (el: Element) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || ['SCRIPT', 'STYLE', 'NOSCRIPT', 'OPTION'].includes(parent.tagName) || !shown(parent)) continue;
      // Data marked not to translate (a model's file name, a command, a worker's host name).
      if (parent.closest('[translate="no"]')) continue;
      texts.add((node.textContent ?? '').trim());
    }
    for (const el of Array.from(document.body.querySelectorAll('[aria-label], [placeholder], [title], [alt]'))) {
      if (!shown(el)) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) texts.add((el.getAttribute(name) ?? '').trim());
    }
    const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const named = new RegExp(`(?<![A-Za-z])(?:${names.map(escape).join('|')})(?![A-Za-z])`, 'g');
    return [...texts].filter((text) => {
      // Data a staff screen shows as it is stored: ids and MIME types.
      const rest = text
        .replace(/https?:\/\/\S+/g, '')
        .replace(/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/g, '')
        .replace(/\b(?:audio|video|image)\/[\w.+-]+/g, '')
        .replace(/\S+\.(?:mp3|mp4|m4a|xml|m3u8)\b/g, '').replace(named, '');
      return /[A-Za-z]{2,}/.test(rest);
    });
  }, NAMES);
}

/** The interface in Arabic (issue 29): every public page and admin screen, at 1280 and 390 px. */
describe('the interface in Arabic', () => {
  let app: EmbeddedApp;
  let browser: Browser;
  let agent: Agent;
  let published: ContentDto;
  let pending: ContentDto;
  let seriesId = '';
  let seriesSlug = '';
  let speakerId = '';

  beforeAll(async () => {
    const files = makeMediaFiles(40);
    [app, browser] = await Promise.all([startEmbeddedApp({ broker: true, env: { EMBEDDED_SERVICES: 'content,media-storage' } }), launchBrowser()]);
    agent = request.agent(app.baseUrl);
    await agent.post('/api/auth/register').send({ ...ADMIN, confirmPassword: ADMIN.password, fullName: 'عبد الله' }).expect(201);
    const item = (title: string) => uploadMedia(agent, { file: files.mp3, mimeType: 'audio/mpeg', title, description: 'محاضرة في التزكية.', durationSeconds: 40 });
    const staffRead = (id: string) => async () => (await agent.get(`/api/content/${id}`).expect(200)).body as ContentDto;
    const [first, second] = [await item('الصبر والشكر'), await item('أعمال القلوب')];
    for (const lecture of [first, second]) {
      await patchContent(agent, lecture.id, { speaker: 'الشيخ أحمد', tags: ['تزكية'] });
      await app.bus!.emit('transcription.completed.v2', { contentId: lecture.id, generation: 1, passages: PASSAGES, analysis: ANALYSIS });
      await eventually('the stored analysis', staffRead(lecture.id), (read) => read.status === 'completed' && read.chapters.length === 2);
    }
    await agent.patch(`/api/content/${first.id}`).send({ accept: ['summary', 'keyPoints', 'topics', 'qna', 'references', 'chapters'] }).expect(200);
    await approve(agent, first.id);
    published = await staffRead(first.id)();
    pending = await staffRead(second.id)();
    const series = (await agent.post('/api/series').send({ title: 'سلسلة التزكية', description: 'دروس في تزكية النفس.' }).expect(201)).body as { id: string; slug: string };
    await agent.post(`/api/series/${series.id}/parts`).send({ contentIds: [first.id] }).expect(201);
    [seriesId, seriesSlug] = [series.id, series.slug];
    speakerId = ((await agent.get('/api/speakers').query({ q: 'أحمد' }).expect(200)).body as { id: string }[])[0].id;
  }, 300000);

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('should render the pages the server renders in the language the browser prefers, right to left', async () => {
    const html = (await request(app.baseUrl).get(`/content/${published.slug}`).set('Accept-Language', 'ar-EG,ar;q=0.9,en;q=0.5').expect(200)).text;
    expect(html).toMatch(/<html lang="ar" dir="rtl">/);
    const english = (await request(app.baseUrl).get(`/content/${published.slug}`).set('Accept-Language', 'ar;q=0.4,en').expect(200)).text;
    expect(english).toMatch(/<html lang="en" dir="ltr">/);

    const { context, page } = await newPage(browser, app.baseUrl, DESKTOP, { locale: 'ar-EG' });
    await page.goto(`/content/${published.slug}`);
    await page.getByTestId('content-title').waitFor();
    // The app takes over the server's page in the same language (no flash of English).
    await page.waitForFunction(() => document.getElementById('root')?.getAttribute('aria-busy') === null);
    await expect(page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).resolves.toEqual(['ar', 'rtl']);
    await expect(englishLeft(page)).resolves.toEqual([]);
    await context.close();
  });

  it('should keep a chosen language for the next visit, over what the browser prefers', async () => {
    const { context, page } = await newPage(browser, app.baseUrl, DESKTOP, { locale: 'en-US' });
    await page.goto('/');
    await page.getByTestId('language-select').waitFor();
    await expect(page.evaluate(() => document.documentElement.dir)).resolves.toBe('ltr');
    await page.getByTestId('language-select').selectOption('ar');
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    await eventually('the home page in Arabic', () => englishLeft(page), (left) => left.length === 0);
    await page.reload();
    await page.waitForFunction(() => document.getElementById('root')?.getAttribute('aria-busy') === null);
    await expect(page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).resolves.toEqual(['ar', 'rtl']);
    await expect(page.getByTestId('language-select').inputValue()).resolves.toBe('ar');
    await expect(englishLeft(page)).resolves.toEqual([]);
    // And back.
    await page.getByTestId('language-select').selectOption('en');
    await page.waitForFunction(() => document.documentElement.dir === 'ltr');
    await context.close();
  });

  const PUBLIC_PAGES: [string, () => string, string][] = [
    ['home', () => '/', '[data-testid=content-card]'],
    ['lecture', () => `/content/${published.slug}`, '[data-testid=content-title]'],
    ['series index', () => '/series', '[data-testid=series-list]'],
    ['series', () => `/series/${seriesSlug}`, '[data-testid=series-parts]'],
    ['speakers index', () => '/speakers', '[data-testid=speaker-list]'],
    ['speaker', () => `/speakers/${encodeURIComponent('الشيخ أحمد')}`, '[data-testid=content-card]'],
    ['topics index', () => '/topics', '[data-testid=topics-list]'],
    ['not found', () => '/no-such-page', 'main h1'],
  ];

  it.each(PUBLIC_PAGES)('should show the public %s page with no English left, at 1280 and 390 px', async (name, path, ready) => {
    for (const [size, viewport] of [['desktop', DESKTOP], ['phone', PHONE_390]] as const) {
      const { context, page } = await newPage(browser, app.baseUrl, viewport, { locale: 'ar' });
      await page.goto(path());
      await page.locator(ready).first().waitFor();
      await page.waitForLoadState('networkidle');
      await page.waitForFunction(() => document.getElementById('root')?.getAttribute('aria-busy') === null);
      await expect(englishLeft(page).then((left) => ({ page: name, left }))).resolves.toEqual({ page: name, left: [] });
      // Nothing pushed past the screen's edge (a right-to-left layout that went wrong would be).
      await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(viewport.width);
      await screenshot(page, `arabic-${name.replace(/ /g, '-')}-${size}`);
      await context.close();
    }
  });

  const ADMIN_PAGES: [string, () => string, string][] = [
    ['dashboard', () => '/admin/dashboard', '[data-testid=content-card]'],
    ['library', () => '/admin/library', '[data-testid=library-item]'],
    ['upload', () => '/admin/upload', 'main h1'],
    ['imports', () => '/admin/imports', 'main h1'],
    ['editor of a published lecture', () => `/admin/content/${published.id}`, '[data-testid=analysis-field-summary]'],
    ['editor of a lecture to review', () => `/admin/content/${pending.id}`, '[data-testid=analysis-field-summary][data-state=generated]'],
    ['series list', () => '/admin/series', '[data-testid=series-row]'],
    ['series editor', () => `/admin/series/${seriesId}`, '[data-testid=series-parts]'],
    ['speakers', () => '/admin/speakers', '[data-testid=speaker-row]'],
    ['speaker editor', () => `/admin/speakers/${speakerId}`, '[data-testid=speaker-title]'],
    ['settings', () => '/admin/settings', '[data-testid=system-info]'],
  ];

  /** Signed in once, in Arabic (sign-in is rate limited): every admin page opens with this session. */
  let session: Awaited<ReturnType<BrowserContext['storageState']>>;

  it('should word the validation messages on screen in the language chosen after they were shown', async () => {
    const { context, page } = await newPage(browser, app.baseUrl, DESKTOP, { locale: 'en-US' });
    await page.goto('/admin');
    const form = page.locator('form:has(input[autocomplete="current-password"])');
    await form.locator('button[type="submit"]').click();
    const username = page.locator('#login-username-message');
    const password = page.locator('#login-password-message');
    await expect(username.getByText('Username must be at least 3 characters').waitFor()).resolves.toBeUndefined();
    await expect(password.textContent()).resolves.toBe('Password must be at least 6 characters');
    // No new submit: the messages already shown follow the language.
    await page.getByTestId('language-select').selectOption('ar');
    await expect(username.getByText('يجب ألا يقل اسم المستخدم عن 3 أحرف').waitFor()).resolves.toBeUndefined();
    await expect(password.textContent()).resolves.toBe('يجب ألا تقل كلمة المرور عن 6 أحرف');
    await expect(englishLeft(page)).resolves.toEqual([]);
    await screenshot(page, 'arabic-admin-sign-in-messages-desktop');
    await page.setViewportSize(PHONE_390);
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(PHONE_390.width);
    await screenshot(page, 'arabic-admin-sign-in-messages-phone');
    await context.close();
  });

  it('should sign staff in in Arabic', async () => {
    const { context, page } = await newPage(browser, app.baseUrl, DESKTOP, { locale: 'ar' });
    await page.goto('/admin');
    const form = page.locator('form:has(input[autocomplete="current-password"])');
    await form.locator('input[autocomplete="username"]').fill(ADMIN.username);
    await form.locator('input[autocomplete="current-password"]').fill(ADMIN.password);
    await expect(englishLeft(page)).resolves.toEqual([]);
    await screenshot(page, 'arabic-admin-sign-in-desktop');
    await form.locator('button[type="submit"]').click();
    await page.getByTestId('user-menu-trigger').waitFor();
    session = await context.storageState();
    await context.close();
  });

  it.each(ADMIN_PAGES)('should show the admin %s with no English left, at 1280 and 390 px', async (name, path, ready) => {
    for (const [size, viewport] of [['desktop', DESKTOP], ['phone', PHONE_390]] as const) {
      const { context, page } = await newPage(browser, app.baseUrl, viewport, { locale: 'ar', storageState: session });
      await page.goto(path());
      await page.locator(ready).first().waitFor();
      await page.waitForLoadState('networkidle');
      await expect(englishLeft(page).then((left) => ({ page: name, left }))).resolves.toEqual({ page: name, left: [] });
      await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(viewport.width);
      await screenshot(page, `arabic-admin-${name.replace(/ /g, '-')}-${size}`);
      await context.close();
    }
  });
});
