// Time to first audio on a weak phone connection (issue 29): a published 10-minute lecture, uploaded
// as people upload them (stereo MP3 at 128 kb/s), opened in Chromium over a throttled network, and
// its play button pressed as soon as the app has taken over the page: milliseconds from the press to
// the 'playing' event and from the navigation's start to it, and the bytes of sound fetched before
// the press, by the first sound and after 10 s of listening. Three ways to the same lecture, each in
// a fresh browser context (nothing cached), in turn, median of `runs`:
//   - the light rendition as the page plays it by default: the server's page already carries the
//     audio element with `preload="metadata"`, so its start is read while the app loads;
//   - the light rendition for a visitor with the Save-Data hint (header and navigator.connection):
//     nothing is read before the press, as before the preload;
//   - the original ('Original quality', what the page played before renditions);
//   - the light rendition pressed on the server's page as soon as it takes a press, before the app
//     has taken it over: the page plays its audio element at once (web/src/main.tsx).
//   npm run build && node bench/first-audio.mjs [runs=3]
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { call, publishedLecture, signUp, startEmbedded } from './support/embedded-app.mjs';

const runs = Number(process.argv[2] ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 3895);
/** Chrome DevTools' 'Slow 3G' and 'Fast 3G', as bits per second and round trip. */
const PROFILES = [
  { name: 'slow 3G (400 kb/s, 400 ms RTT)', download: 400_000, upload: 400_000, latency: 400 },
  { name: 'fast 3G (1.6 Mb/s, 150 ms RTT)', download: 1_600_000, upload: 750_000, latency: 150 },
];
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const dir = mkdtempSync(path.join(tmpdir(), 'bench-first-audio-'));
const app = await startEmbedded({ port: PORT, dataDir: path.join(dir, 'data') });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--autoplay-policy=no-user-gesture-required'],
});
try {
  const wav = path.join(dir, 'voice.wav');
  execFileSync('flite', ['-t', 'In the name of God. Today we speak about patience and gratitude, the two halves of faith. Patience is of three kinds: in obedience, away from sin, and with what is decreed.', '-o', wav]);
  const mp3 = path.join(dir, 'lecture.mp3');
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-stream_loop', '60', '-i', wav, '-t', '600', '-ac', '2', '-ar', '44100', '-c:a', 'libmp3lame', '-b:a', '128k', mp3]);
  const cookie = await signUp(app.base);
  const lecture = await publishedLecture(app.base, cookie, mp3, 'Patience and gratitude', 'other');
  for (let i = 0; ; i++) {
    const item = await (await call(app.base, 'GET', `/api/content/public/${lecture.id}`)).json();
    if ((item.renditions ?? []).length > 0) break;
    if (i > 600) throw new Error('no renditions after 5 minutes');
    await new Promise((r) => setTimeout(r, 500));
  }

  // The gateway loads the web app's server renderer on the first page it serves: once here, so the
  // first visit measured gets the server's page (with its preload) like every other.
  await (await call(app.base, 'GET', `/content/${lecture.slug ?? lecture.id}`)).text();

  /** One fresh visit: press play as soon as the app has taken over, wait for sound, listen 10 s. */
  async function visit(profile, way) {
    const context = await browser.newContext({ baseURL: app.base });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, downloadThroughput: profile.download / 8, uploadThroughput: profile.upload / 8, latency: profile.latency });
    if (way === 'save-data') {
      await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Save-Data': 'on' } });
      await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }));
    }
    const media = new Set();
    let bytes = 0;
    cdp.on('Network.responseReceived', ({ requestId, response }) => {
      if (/^(audio|video)\//.test(response.mimeType)) media.add(requestId);
    });
    cdp.on('Network.dataReceived', ({ requestId, encodedDataLength, dataLength }) => {
      if (media.has(requestId)) bytes += encodedDataLength || dataLength;
    });
    if (way === 'early') {
      // As soon as the server's page takes a press: its script has marked it busy (the app not there yet).
      await page.goto(`/content/${lecture.slug ?? lecture.id}`, { timeout: 120000, waitUntil: 'commit' });
      await page.locator('#root[aria-busy="true"] [data-testid="player-play"]').waitFor({ timeout: 120000 });
    } else {
      // goto waits for the load event, by which the page's script has marked it busy until the app takes over.
      await page.goto(`/content/${lecture.slug ?? lecture.id}`, { timeout: 120000 });
      // Pressed once the app has taken over the server's page: the brief's measure since the first
      // version of this bench (a press on the server's page used to be held until then).
      await page.locator('#root:not([aria-busy]) [data-testid="player-play"]').waitFor({ timeout: 120000 });
    }
    if (way === 'original') {
      await page.getByTestId('player-quality').click();
      await page.locator('[data-testid="player-quality"][data-quality="original"]').waitFor();
    }
    await page.evaluate(() => {
      const el = document.querySelector('[data-testid="player-card"] audio');
      window.__playing = new Promise((resolve) => el.addEventListener('playing', () => resolve(performance.now()), { once: true }));
    });
    const beforePress = bytes;
    const pressed = await page.evaluate(() => performance.now());
    if (way === 'early') {
      // A tap where the button is (the page says it is busy, so Playwright's click would wait for the app).
      const box = await page.getByTestId('player-play').boundingBox();
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    } else {
      await page.getByTestId('player-play').click();
    }
    // performance.now() counts from the navigation's start.
    const playing = await page.evaluate(() => window.__playing);
    const atFirstSound = bytes;
    await page.waitForFunction(() => (document.querySelector('[data-testid="player-card"] audio')?.currentTime ?? 0) >= 10, null, { timeout: 120000 });
    const src = await page.evaluate(() => document.querySelector('[data-testid="player-card"] audio')?.currentSrc ?? '');
    await context.close();
    return { ms: playing - pressed, fromStart: playing, beforePress, atFirstSound, afterTen: bytes, src };
  }

  console.log(`lecture: 10 min, stereo MP3 128 kb/s (${(lecture.mediaFileSize / 1e6).toFixed(1)} MB); ${runs} fresh visits each, median`);
  const WAYS = [
    { way: 'light', label: (src) => `light rendition (${src}), preloaded` },
    { way: 'save-data', label: (src) => `light rendition (${src}), Save-Data` },
    { way: 'original', label: (src) => `original ('Original quality', ${src})` },
    { way: 'early', label: (src) => `light rendition (${src}), pressed on the server's page` },
  ];
  for (const profile of PROFILES) {
    const results = new Map(WAYS.map(({ way }) => [way, []]));
    for (let i = 0; i < runs; i++) for (const { way } of WAYS) results.get(way).push(await visit(profile, way));
    const kb = (values) => (median(values) / 1e3).toFixed(0).padStart(5);
    const ms = (values) => String(Math.round(median(values))).padStart(5);
    console.log(profile.name);
    for (const { way, label } of WAYS) {
      const r = results.get(way);
      console.log(
        `  ${label(path.extname(new URL(r[0].src).pathname)).padEnd(54)} press to sound ${ms(r.map((v) => v.ms))} ms, navigation to sound ${ms(r.map((v) => v.fromStart))} ms   sound fetched before the press ${kb(r.map((v) => v.beforePress))} KB, by the sound ${kb(r.map((v) => v.atFirstSound))} KB, after 10 s ${kb(r.map((v) => v.afterTen))} KB`,
      );
    }
  }
} finally {
  await browser.close();
  await app.stop();
  rmSync(dir, { recursive: true, force: true });
}
