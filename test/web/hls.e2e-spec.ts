/// <reference lib="dom" />
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import type { ContentDto } from '@lectures/proto';
import { DESKTOP, launchBrowser, newPage, screenshot } from '../support/browser';
import { startEmbeddedApp, type EmbeddedApp } from '../support/embedded-app';
import { approve, completeTranscription, signUpAdmin, uploadMedia, type Agent } from '../support/seed-content';

jest.setTimeout(180000);

/** A 640x360 video lecture of 14 s (three 6 s segments): a ladder of 360p and the sound alone. */
function makeVideo(): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'lectures-hls-')), 'talk.mp4');
  execFileSync('ffmpeg', [
    '-hide_banner', '-loglevel', 'error', '-y',
    '-f', 'lavfi', '-i', 'testsrc=size=640x360:rate=25:duration=14',
    '-f', 'lavfi', '-i', 'sine=frequency=330:duration=14',
    '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-preset', 'ultrafast', '-c:a', 'aac', '-shortest', '-movflags', '+faststart', file,
  ]);
  return file;
}

/** A published video lecture plays through its HLS ladder (hls.js: Chromium has no native HLS), issue 29. */
describe('the HLS ladder in the public player', () => {
  let app: EmbeddedApp;
  let browser: Browser;
  let agent: Agent;
  let video: ContentDto;

  beforeAll(async () => {
    // The test plays the transcription service; media-storage (with its rendition worker) is real.
    [app, browser] = await Promise.all([startEmbeddedApp({ broker: true, env: { EMBEDDED_SERVICES: 'content,media-storage' } }), launchBrowser()]);
    agent = await signUpAdmin(app.baseUrl);
    const uploaded = await uploadMedia(agent, { file: makeVideo(), mimeType: 'video/mp4', title: 'A video lecture in HLS', durationSeconds: 14 });
    await completeTranscription(app.bus!, agent, uploaded.id, 'In the name of God.', { summary: 'A short one.' });
    await approve(agent, uploaded.id);
    video = await withLadder(uploaded.id);
  }, 240000);

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  /** The lecture once the rendition worker has recorded its ladder (within 120 s). */
  async function withLadder(id: string): Promise<ContentDto> {
    const deadline = Date.now() + 120000;
    for (;;) {
      const read = (await agent.get(`/api/content/${id}`).expect(200)).body as ContentDto;
      if (read.renditions?.some((r) => r.kind === 'hls')) return read;
      if (Date.now() > deadline) throw new Error('no HLS ladder within 120 s');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  /** The page, playing until `currentTime` passes 1.5 s; what it asked for, by path. */
  async function playPage(withoutNativeHls: boolean) {
    const { context, page } = await newPage(browser, app.baseUrl, DESKTOP);
    if (withoutNativeHls) {
      // A browser without native HLS (Firefox, Chromium before its own HLS player): hls.js is the way.
      await page.addInitScript(() => {
        const canPlayType = HTMLMediaElement.prototype.canPlayType;
        HTMLMediaElement.prototype.canPlayType = function (type: string) {
          return /mpegurl/i.test(type) ? '' : canPlayType.call(this, type);
        };
      });
    }
    const fetched: string[] = [];
    page.on('request', (req) => fetched.push(new URL(req.url()).pathname));
    // hls.js arrives late, as on a slow connection: play is pressed before it has loaded, and is kept.
    let hlsRequested!: () => void;
    const hlsAsked = new Promise<void>((resolve) => (hlsRequested = resolve));
    let releaseHls!: () => void;
    const hlsReleased = new Promise<void>((resolve) => (releaseHls = resolve));
    await page.route(/\/hls\.light-[^/]+\.js$/, async (route) => {
      hlsRequested();
      await hlsReleased;
      await route.continue();
    });
    await page.goto(`/content/${video.slug}`);
    await page.locator('video[data-hls]').waitFor({ state: 'attached' });
    if (withoutNativeHls) await hlsAsked;
    await page.getByTestId('player-play').click();
    releaseHls();
    const logged: string[] = [];
    page.on('console', (message) => logged.push(`${message.type()}: ${message.text()}`));
    await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) > 1.5, undefined, { timeout: 60000 }).catch(async (error: Error) => {
      // What the element was doing, for a run that never got there.
      const state = await page.evaluate(() => {
        const v = document.querySelector('video')!;
        return { currentTime: v.currentTime, paused: v.paused, readyState: v.readyState, networkState: v.networkState, error: v.error?.message, src: v.currentSrc };
      });
      throw new Error(`${error.message}\nvideo: ${JSON.stringify(state)}\nconsole: ${logged.join('\n')}\nfetched: ${fetched.join(' ')}`);
    });
    return { context, page, fetched };
  }

  const ladderOf = (item: ContentDto) => {
    const master = item.renditions!.find((r) => r.kind === 'hls')!;
    return { master: master.url, folder: master.url.slice(0, master.url.lastIndexOf('/') + 1) };
  };

  it('should play the master playlist and its segments through hls.js where the browser has no HLS of its own', async () => {
    const { master, folder } = ladderOf(video);
    const { context, page, fetched } = await playPage(true);
    // Media Source Extensions: the element plays a blob hls.js feeds, not a file.
    await expect(page.evaluate(() => document.querySelector('video')!.currentSrc.startsWith('blob:'))).resolves.toBe(true);
    expect(fetched.some((url) => /\/hls\.light-[^/]+\.js$/.test(url))).toBe(true);
    expect(fetched).toContain(master);
    expect(fetched).toContain(`${folder}360p.m3u8`);
    expect(fetched.some((url) => url.startsWith(`${folder}360p-`) && url.endsWith('.ts'))).toBe(true);
    expect(fetched).not.toContain(video.mediaUrl);
    await screenshot(page, 'hls-video-playing-desktop-light');

    // Where it stopped is kept as with any source, and offered after a reload.
    await page.getByTestId('player-play').click();
    await page.waitForFunction(() => document.querySelector('video')?.paused === true);
    await page.reload();
    await page.getByTestId('player-resume').waitFor();

    // 'Original quality' plays the file as uploaded.
    await page.getByTestId('player-quality').click();
    await page.waitForFunction((url) => new URL(document.querySelector('video')?.currentSrc || 'http://x/').pathname === url, video.mediaUrl);
    await expect(page.getByTestId('player-quality').getAttribute('aria-pressed')).resolves.toBe('true');
    await context.close();
  });

  it('should hand the master playlist to a browser that plays HLS itself, without loading hls.js', async () => {
    const { master } = ladderOf(video);
    const { context, page, fetched } = await playPage(false);
    // Chromium has played HLS itself since its own player shipped (the Debian build here does); an older one goes through hls.js.
    const native = await page.evaluate(() => document.querySelector('video')!.canPlayType('application/vnd.apple.mpegurl') !== '');
    const playing = await page.evaluate(() => document.querySelector('video')!.currentSrc);
    expect(native ? new URL(playing).pathname : playing.slice(0, 5)).toBe(native ? master : 'blob:');
    expect(fetched.some((url) => /\/hls\.light-[^/]+\.js$/.test(url))).toBe(!native);
    await context.close();
  });
});
