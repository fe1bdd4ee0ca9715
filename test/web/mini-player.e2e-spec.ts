/// <reference lib="dom" />
import type { Browser, Page } from 'playwright-core';
import type { ContentDto } from '@lectures/proto';
import { DESKTOP, PHONE, launchBrowser, newPage, screenshot } from '../support/browser';
import { startEmbeddedApp, type EmbeddedApp } from '../support/embedded-app';
import { makeMediaFiles } from '../support/media-files';
import { signUpAdmin } from '../support/seed-content';
import { LECTURE, seedLecture } from './public-fixtures';

/**
 * Issue 29's mini-player: a lecture left playing goes on at the foot of every page, from the
 * second it was left at, and its page takes it back; closing it keeps the place.
 */
jest.setTimeout(180000);

const miniAudio = (page: Page) =>
  page.evaluate(() => {
    const el = document.querySelector<HTMLAudioElement>('[data-testid="mini-player"] audio');
    return el ? { time: el.currentTime, paused: el.paused } : null;
  });
const pageAudio = (page: Page) =>
  page.evaluate(() => {
    const el = document.querySelector<HTMLAudioElement>('[data-testid="player-card"] audio');
    return el ? { time: el.currentTime, paused: el.paused } : null;
  });

describe('the mini-player', () => {
  let app: EmbeddedApp;
  let browser: Browser;
  let lecture: ContentDto;

  beforeAll(async () => {
    const files = makeMediaFiles(60);
    [app, browser] = await Promise.all([startEmbeddedApp({ broker: true, env: { EMBEDDED_SERVICES: 'content,media-storage' } }), launchBrowser()]);
    lecture = await seedLecture(await signUpAdmin(app.baseUrl), app.bus!, files.mp3);
  }, 180000);

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  /** Opens the lecture and plays it to at least `seconds`. */
  async function playLecture(page: Page, seconds: number): Promise<void> {
    await page.goto(`/content/${lecture.id}`);
    await page.getByTestId('player-play').click();
    await page.waitForFunction((t) => {
      const el = document.querySelector<HTMLAudioElement>('[data-testid="player-card"] audio');
      return el !== null && !el.paused && el.currentTime >= t;
    }, seconds);
  }

  it('should play on across pages from the second left at, and hand the lecture back to its page', async () => {
    const { page, context } = await newPage(browser, app.baseUrl, DESKTOP);
    await playLecture(page, 2);
    const left = (await pageAudio(page))!.time;

    // Another page of the app: the lecture goes on below it, where it was.
    await page.getByRole('link', { name: 'Topics' }).first().click();
    await page.getByRole('heading', { name: 'Topics', level: 1 }).waitFor();
    const mini = page.getByTestId('mini-player');
    await mini.waitFor();
    await expect(page.getByTestId('mini-player-title').innerText()).resolves.toBe(LECTURE.title);
    await page.waitForFunction((t) => {
      const el = document.querySelector<HTMLAudioElement>('[data-testid="mini-player"] audio');
      return el !== null && !el.paused && el.currentTime >= t + 1;
    }, left);
    // It went on from the second left at, not from the start.
    expect((await miniAudio(page))!.time).toBeGreaterThan(left);
    expect(await page.getByRole('region', { name: 'Now playing' }).count()).toBe(1);
    await screenshot(page, 'mini-player-desktop-light');

    // Pause and play from the mini-player itself.
    await page.getByTestId('mini-player-toggle').click();
    await page.waitForFunction(() => document.querySelector<HTMLAudioElement>('[data-testid="mini-player"] audio')?.paused === true);
    await page.getByTestId('mini-player-toggle').click();
    await page.waitForFunction(() => document.querySelector<HTMLAudioElement>('[data-testid="mini-player"] audio')?.paused === false);
    const handed = (await miniAudio(page))!.time;

    // Its title leads back to the lecture, whose player takes over from the mini-player's second.
    await page.getByTestId('mini-player-title').click();
    await page.getByTestId('player-card').waitFor();
    await mini.waitFor({ state: 'detached' });
    await page.waitForFunction((t) => {
      const el = document.querySelector<HTMLAudioElement>('[data-testid="player-card"] audio');
      return el !== null && !el.paused && el.currentTime >= t;
    }, handed);
    expect(await page.locator('audio').count()).toBe(1);
    await context.close();
  });

  it('should keep the place when closed, for the lecture to offer Continue from', async () => {
    const { page, context } = await newPage(browser, app.baseUrl, PHONE);
    await playLecture(page, 3);
    await page.getByRole('link', { name: 'Topics' }).first().click();
    await page.getByTestId('mini-player').waitFor();
    await page.waitForFunction(() => (document.querySelector<HTMLAudioElement>('[data-testid="mini-player"] audio')?.currentTime ?? 0) >= 4);
    await screenshot(page, 'mini-player-phone-light');
    await page.getByTestId('mini-player-close').click();
    await page.getByTestId('mini-player').waitFor({ state: 'detached' });
    expect(await page.locator('audio').count()).toBe(0);

    await page.goto(`/content/${lecture.id}`);
    const resume = page.getByTestId('player-resume');
    await resume.waitFor();
    await expect(resume.innerText()).resolves.toMatch(/^Continue from 0:0[4-9]$/);
    await context.close();
  });
});
