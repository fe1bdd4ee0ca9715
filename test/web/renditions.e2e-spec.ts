/// <reference lib="dom" />
import type { Browser } from 'playwright-core';
import type { ContentDto } from '@lectures/proto';
import { DESKTOP, PHONE, launchBrowser, newPage, screenshot } from '../support/browser';
import { startEmbeddedApp, type EmbeddedApp } from '../support/embedded-app';
import { makeMediaFiles } from '../support/media-files';
import { signUpAdmin, type Agent } from '../support/seed-content';
import { seedLecture } from './public-fixtures';

jest.setTimeout(120000);

/** An audio lecture's public page plays its light rendition (issue 29), in Chromium against the built embedded app. */
describe('light renditions in the public player', () => {
  let app: EmbeddedApp;
  let browser: Browser;
  let agent: Agent;
  let item: ContentDto;

  beforeAll(async () => {
    const files = makeMediaFiles();
    // The test plays the transcription service; media-storage (with its rendition worker) is real.
    [app, browser] = await Promise.all([startEmbeddedApp({ broker: true, env: { EMBEDDED_SERVICES: 'content,media-storage' } }), launchBrowser()]);
    agent = await signUpAdmin(app.baseUrl);
    const seeded = await seedLecture(agent, app.bus!, files.mp3);
    const deadline = Date.now() + 60000;
    for (;;) {
      item = (await agent.get(`/api/content/public/${seeded.id}`).expect(200)).body as ContentDto;
      if (item.renditions?.length) break;
      if (Date.now() > deadline) throw new Error('no renditions within 60 s');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }, 180000);

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('should play the Opus rendition by default, fetch nothing of the original, and switch to it on request', async () => {
    const opus = item.renditions!.find((r) => r.kind === 'opus')!;
    const { context, page } = await newPage(browser, app.baseUrl, PHONE);
    const fetched: string[] = [];
    page.on('request', (req) => fetched.push(new URL(req.url()).pathname));
    await page.goto(`/content/${item.id}`);
    await page.getByTestId('content-title').waitFor();
    await page.getByTestId('player-play').click();
    await page.waitForFunction(() => (document.querySelector('audio')?.currentTime ?? 0) > 0.3);
    await expect(page.evaluate(() => new URL(document.querySelector('audio')!.currentSrc).pathname)).resolves.toBe(opus.url);
    expect(fetched).toContain(opus.url);
    expect(fetched).not.toContain(item.mediaUrl);
    const quality = page.getByTestId('player-quality');
    await expect(quality.getAttribute('aria-pressed')).resolves.toBe('false');
    await screenshot(page, 'renditions-player-phone-light');

    await quality.click();
    await page.waitForFunction((url) => new URL(document.querySelector('audio')?.currentSrc ?? 'http://x/').pathname === url, item.mediaUrl);
    await expect(page.getByTestId('player-quality').getAttribute('aria-pressed')).resolves.toBe('true');
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'renditions-player-original-desktop-light');
    await context.close();
  });
});
