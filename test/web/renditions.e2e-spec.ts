/// <reference lib="dom" />
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Parser from 'rss-parser';
import sharp from 'sharp';
import type { Browser } from 'playwright-core';
import type { ContentDto } from '@lectures/proto';
import { DESKTOP, PHONE, launchBrowser, newPage, screenshot } from '../support/browser';
import { startEmbeddedApp, type EmbeddedApp } from '../support/embedded-app';
import { makeMediaFiles } from '../support/media-files';
import { approve, completeTranscription, signUpAdmin, uploadMedia, type Agent } from '../support/seed-content';
import { LECTURE, seedLecture } from './public-fixtures';

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
    item = await withRenditions(seeded.id);
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

  it("should read the light rendition's start while the page loads, nothing of it before play on Save-Data, and only the original once chosen", async () => {
    const opus = item.renditions!.find((r) => r.kind === 'opus')!;
    const pathOf = (url: string) => new URL(url).pathname;
    // The server's page carries the light rendition to be read at once, unless the visitor saves data.
    const audioTag = async (headers: Record<string, string>) => /<audio [^>]*>/.exec((await agent.get(`/content/${item.slug}`).set(headers).expect(200)).text)?.[0] ?? '';
    const served = await audioTag({});
    expect(served).toContain(`src="${opus.url}"`);
    expect(served).toContain('preload="metadata"');
    expect(await audioTag({ 'Save-Data': 'on' })).toContain('preload="none"');

    const { context, page } = await newPage(browser, app.baseUrl, PHONE);
    const fetched: string[] = [];
    page.on('request', (req) => fetched.push(pathOf(req.url())));
    const lightRead = page.waitForRequest((req) => pathOf(req.url()) === opus.url);
    await page.goto(`/content/${item.slug}`);
    await lightRead;
    await page.locator('#root:not([aria-busy])').waitFor();
    await page.waitForFunction(() => (document.querySelector('audio')?.readyState ?? 0) >= HTMLMediaElement.HAVE_METADATA);
    await expect(page.evaluate(() => document.querySelector('audio')!.paused)).resolves.toBe(true);
    expect(fetched).not.toContain(item.mediaUrl);
    // Ready before play: the duration is known (read from the rendition's index).
    await page.locator('[data-testid="media-player"][data-state="ready"]').waitFor();
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'renditions-preloaded-390-light');
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'renditions-preloaded-1280-light');

    // 'Original quality' drops the light rendition's element and plays the original.
    const originalRead = page.waitForRequest((req) => pathOf(req.url()) === item.mediaUrl);
    await page.getByTestId('player-quality').click();
    await page.locator('[data-testid="player-quality"][aria-pressed="true"]').waitFor();
    await page.getByTestId('player-play').click();
    await originalRead;
    await page.waitForFunction(() => (document.querySelector('audio')?.currentTime ?? 0) > 0.3);
    await expect(page.evaluate(() => Array.from(document.querySelectorAll('audio'), (el) => new URL(el.currentSrc).pathname))).resolves.toEqual([item.mediaUrl]);
    await context.close();

    // Save-Data (the header and the browser's own setting): nothing is read until play is pressed.
    const saving = await newPage(browser, app.baseUrl, PHONE, { extraHTTPHeaders: { 'Save-Data': 'on' } });
    await saving.page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }));
    const requested: string[] = [];
    saving.page.on('request', (req) => requested.push(pathOf(req.url())));
    await saving.page.goto(`/content/${item.slug}`);
    await saving.page.locator('#root:not([aria-busy])').waitFor();
    // The browser has settled what it reads ahead: nothing (idle with no data).
    await saving.page.waitForFunction(() => document.querySelector('audio')?.networkState === HTMLMediaElement.NETWORK_IDLE);
    await expect(saving.page.evaluate(() => [document.querySelector('audio')!.preload, document.querySelector('audio')!.readyState])).resolves.toEqual(['none', 0]);
    expect(requested).not.toContain(opus.url);
    const lightOnPlay = saving.page.waitForRequest((req) => pathOf(req.url()) === opus.url);
    await saving.page.getByTestId('player-play').click();
    await lightOnPlay;
    await saving.page.waitForFunction(() => (document.querySelector('audio')?.currentTime ?? 0) > 0.3);
    await saving.context.close();
  });

  it("should play at a press on the server's page before the app has taken it over, and the app take the playing sound over", async () => {
    const { context, page } = await newPage(browser, app.baseUrl, PHONE);
    // The listener chose 1.5x on an earlier visit.
    await page.addInitScript(() => window.localStorage.setItem('player:rate', '1.5'));
    // The app's code held back, as on a slow line, until the sound plays.
    let releaseApp!: () => void;
    const appHeld = new Promise<void>((resolve) => (releaseApp = resolve));
    await page.route(/\/assets\/start-[^/]*\.js$/, async (route) => {
      await appHeld;
      await route.continue();
    });
    await page.goto(`/content/${item.slug}`);
    await page.locator('#root[aria-busy="true"]').waitFor();
    // A tap where the button is: the page says it is busy, so Playwright's own click would wait for the app.
    const box = (await page.getByTestId('player-play').boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForFunction(() => (document.querySelector('audio')?.currentTime ?? 0) > 0.3);
    await expect(page.locator('#root').getAttribute('aria-busy')).resolves.toBe('true');
    await expect(page.evaluate(() => document.querySelector('audio')!.playbackRate)).resolves.toBe(1.5);

    releaseApp();
    await page.locator('#root:not([aria-busy]) [data-testid="player-play"][aria-label="Pause"]').waitFor();
    await expect(page.evaluate(() => document.querySelector('audio')!.paused)).resolves.toBe(false);
    await page.getByTestId('player-play').click();
    await page.locator('[data-testid="player-play"][aria-label="Play"]').waitFor();
    await expect(page.evaluate(() => document.querySelector('audio')!.paused)).resolves.toBe(true);
    await context.close();
  });

  it('should offer the light AAC rendition, the original and the transcript for download', async () => {
    const aac = item.renditions!.find((r) => r.kind === 'aac')!;
    const { context, page } = await newPage(browser, app.baseUrl, PHONE);
    await page.goto(`/content/${item.id}`);
    const links = page.getByTestId('download-links');
    await links.waitFor();
    await expect(links.innerText()).resolves.toContain(`Light audio (AAC 48 kb/s, ${(aac.size / 1_000_000).toFixed(1)} MB)`);
    await screenshot(page, 'renditions-download-phone-light');
    const download = async (testId: string) => {
      const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testId).click()]);
      const path = await file.path();
      return { name: file.suggestedFilename(), bytes: readFileSync(path) };
    };
    const light = await download('download-light');
    expect(light.name).toBe(`${item.slug}.m4a`);
    expect(light.bytes.length).toBe(aac.size);
    expect(light.bytes.equals(Buffer.from((await agent.get(aac.url).responseType('blob').expect(200)).body as Buffer))).toBe(true);
    const original = await download('download-original');
    expect(original.bytes.length).toBe(item.mediaFileSize);
    const transcript = await download('download-transcript');
    expect(transcript.name).toBe(`${item.slug}.txt`);
    expect(transcript.bytes.toString('utf8')).toContain(LECTURE.transcript.segments[0].text);
    await context.close();
  });

  /** The lecture once the rendition worker has made its renditions (within 60 s). */
  async function withRenditions(id: string): Promise<ContentDto> {
    const deadline = Date.now() + 60000;
    for (;;) {
      const read = (await agent.get(`/api/content/${id}`).expect(200)).body as ContentDto;
      if (read.renditions?.length) return read;
      if (Date.now() > deadline) throw new Error('no renditions within 60 s');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  it('should offer a WAV lecture to podcast apps as its AAC rendition, and an MP3 one as itself', async () => {
    const wav = path.join(tmpdir(), `feed-${process.pid}.wav`);
    execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'sine=frequency=520:duration=6', '-ac', '1', wav]);
    const uploaded = await uploadMedia(agent, { file: wav, mimeType: 'audio/wav', title: 'Recorded as WAV', durationSeconds: 6 });
    await completeTranscription(app.bus!, agent, uploaded.id, 'In the name of God.', { summary: 'A short one.' });
    await approve(agent, uploaded.id);
    const aac = (await withRenditions(uploaded.id)).renditions!.find((r) => r.kind === 'aac')!;

    const feed = await new Parser().parseString((await agent.get('/feed.xml').expect(200)).text);
    const enclosure = (id: string) => feed.items.find((i) => i.guid === id)?.enclosure;
    expect(enclosure(uploaded.id)).toEqual({ url: `${app.baseUrl}${aac.url}`, length: String(aac.size), type: 'audio/mp4' });
    const served = (await agent.get(aac.url).responseType('blob').expect(200)).body as Buffer;
    expect(served.length).toBe(aac.size);
    expect(enclosure(item.id)).toEqual({ url: `${app.baseUrl}${item.mediaUrl}`, length: String(item.mediaFileSize), type: 'audio/mpeg' });
    // Episode and channel art at 1400x1400, the least Apple Podcasts accepts.
    const feedXml = (await agent.get('/feed.xml').expect(200)).text;
    const art = [...feedXml.matchAll(/<itunes:image href="([^"]+)"\/>/g)].map((m) => new URL(m[1].replaceAll('&amp;', '&')));
    expect(art[0].pathname).toBe('/podcast-cover.jpg');
    for (const url of art.slice(0, 2)) {
      const picture = (await agent.get(`${url.pathname}${url.search}`).responseType('blob').expect(200)).body as Buffer;
      expect(await sharp(picture).metadata()).toMatchObject({ width: 1400, height: 1400 });
    }
  });

  it("should play a video's sound alone on 'Audio only', downloading no picture, and start so on Save-Data", async () => {
    const files = makeMediaFiles();
    const uploaded = await uploadMedia(agent, { file: files.mp4, mimeType: 'video/mp4', title: 'A video sermon', durationSeconds: 20 });
    await completeTranscription(app.bus!, agent, uploaded.id, 'In the name of God.', { summary: 'A short one.' });
    await approve(agent, uploaded.id);
    const video = await withRenditions(uploaded.id);
    const { context, page } = await newPage(browser, app.baseUrl, PHONE);
    await page.goto(`/content/${video.slug}`);
    await page.waitForFunction(() => (document.querySelector('video')?.readyState ?? 0) >= 1);
    // From the switch on, nothing of the video file is asked for.
    const fetched: string[] = [];
    page.on('request', (req) => fetched.push(new URL(req.url()).pathname));
    await page.getByTestId('player-audio-only').click();
    await page.locator('audio').waitFor({ state: 'attached' });
    await expect(page.locator('video').count()).resolves.toBe(0);
    await expect(page.getByTestId('player-audio-only').getAttribute('aria-pressed')).resolves.toBe('true');
    await page.getByTestId('player-play').click();
    await page.waitForFunction(() => (document.querySelector('audio')?.currentTime ?? 0) > 0.3);
    const playing = await page.evaluate(() => new URL(document.querySelector('audio')!.currentSrc).pathname);
    expect(video.renditions!.map((r) => r.url)).toContain(playing);
    expect(fetched.filter((url) => url === video.mediaUrl)).toEqual([]);
    await screenshot(page, 'renditions-video-audio-only-phone-light');
    await context.close();

    // Save-Data (or a 2G connection) starts on the lightest choice: the sound alone.
    const light = await newPage(browser, app.baseUrl, PHONE);
    await light.page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }));
    const requested: string[] = [];
    light.page.on('request', (req) => requested.push(new URL(req.url()).pathname));
    await light.page.goto(`/content/${video.slug}`);
    await light.page.locator('[data-testid="player-audio-only"][aria-pressed="true"]').waitFor();
    await expect(light.page.locator('video').count()).resolves.toBe(0);
    // Settled on reading nothing ahead (Save-Data): idle before play.
    await light.page.waitForFunction(() => document.querySelector('audio')?.networkState === HTMLMediaElement.NETWORK_IDLE);
    expect(requested.filter((url) => url === video.mediaUrl)).toEqual([]);
    await light.context.close();
  });
});
