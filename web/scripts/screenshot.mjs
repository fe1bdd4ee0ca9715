// Screenshots of the SPA in a real browser (Debian's Chromium via playwright-core).
// Builds web/ with the dev-only component gallery included, serves it with `vite preview`
// on a free port, and writes PNGs to test-output/screenshots/ (git-ignored).
// Usage: node web/scripts/screenshot.mjs   (from the repo root or from web/)
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoDir = path.resolve(webDir, '..');
const outDir = path.join(repoDir, 'test-output', 'screenshots');
const distDir = path.join(repoDir, 'test-output', 'web-dist-gallery');
const vite = path.join(repoDir, 'node_modules', '.bin', 'vite');

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHttp(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

const build = spawnSync(vite, ['build', '--outDir', distDir, '--emptyOutDir', '--logLevel', 'warn'], {
  cwd: webDir,
  stdio: 'inherit',
  env: { ...process.env, VITE_GALLERY: 'true' },
});
if (build.status !== 0) process.exit(build.status ?? 1);

// Test media for the gallery's players: a 75 s tone and an 8 s video with captions.
const mediaDir = path.join(distDir, 'gallery-media');
mkdirSync(mediaDir, { recursive: true });
for (const args of [
  ['-f', 'lavfi', '-i', 'sine=frequency=330:duration=75', '-c:a', 'libmp3lame', '-b:a', '32k', 'tone.mp3'],
  ['-f', 'lavfi', '-i', 'testsrc=size=640x360:rate=25:duration=8', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=8',
    '-c:v', 'libvpx', '-b:v', '400k', '-c:a', 'libopus', '-shortest', 'clip.webm'],
]) {
  const run = spawnSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], { cwd: mediaDir, stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
writeFileSync(
  path.join(mediaDir, 'clip.vtt'),
  'WEBVTT\n\n00:00.000 --> 00:04.000\nBismillah: captions from WebVTT\n\n00:04.000 --> 00:08.000\nSecond cue\n',
);

mkdirSync(outDir, { recursive: true });
const port = await freePort();
const preview = spawn(vite, ['preview', '--outDir', distDir, '--port', String(port), '--strictPort', '--host', '127.0.0.1'], {
  cwd: webDir,
  stdio: ['ignore', 'ignore', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;

const pages = [
  { name: 'home', url: '/' },
  { name: 'content', url: '/content/3f1c2d9e-0000-4000-8000-000000000001' },
  { name: 'not-found', url: '/no/such/page' },
  { name: 'admin-via-upload-redirect', url: '/upload' },
  { name: 'gallery', url: '/__gallery' },
  { name: 'player', url: '/__gallery#player' },
];
const viewports = [
  { name: 'desktop', width: 1280, height: 860 },
  { name: 'phone', width: 360, height: 740 },
];
const problems = [];

let browser;
try {
  await waitForHttp(base, 30_000);
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  await checkPlayers(browser);
  await checkToasts(browser);
  for (const theme of ['light', 'dark']) {
    for (const viewport of viewports) {
      const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height } });
      await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
      const page = await context.newPage();
      page.on('console', (msg) => {
        if (msg.type() === 'error') problems.push(`${theme}/${viewport.name}: console: ${msg.text()}`);
      });
      page.on('pageerror', (err) => problems.push(`${theme}/${viewport.name}: ${err.message}`));
      for (const { name, url } of pages) {
        const scripts = [];
        const onRequest = (req) => {
          if (req.resourceType() === 'script') scripts.push(req.url());
        };
        page.on('request', onRequest);
        await page.goto(base + url, { waitUntil: 'networkidle' });
        page.off('request', onRequest);
        if (name === 'home' || name === 'content') {
          expect(!scripts.some((u) => u.includes('admin-app')), `${name} should not load the admin chunk`);
        }
        if (name === 'admin-via-upload-redirect') {
          expect(new URL(page.url()).pathname === '/admin/upload', `/upload should redirect to /admin/upload, got ${page.url()}`);
          expect(scripts.some((u) => u.includes('admin-app')), 'the admin chunk should load under /admin');
        }
        const isDark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
        if (isDark !== (theme === 'dark')) problems.push(`${name}: expected ${theme} theme on <html>`);
        if (url.endsWith('#player')) {
          await page.locator('#player').scrollIntoViewIfNeeded();
        }
        await page.screenshot({
          path: path.join(outDir, `${name}-${theme}-${viewport.name}.png`),
          fullPage: !url.endsWith('#player'),
        });
      }
      await context.close();
    }
  }
} finally {
  await browser?.close();
  preview.kill('SIGTERM');
}

function expect(condition, message) {
  if (!condition) problems.push(message);
}

// Behaviour a user relies on: play, time moves, seek through the ref, keyboard, speed, volume.
async function checkPlayers(b) {
  const context = await b.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`player: console: ${msg.text()}`);
  });
  await page.goto(`${base}/__gallery`, { waitUntil: 'networkidle' });
  const audio = page.locator('[data-testid="media-player"][data-media-type="audio"]');
  const video = page.locator('[data-testid="media-player"][data-media-type="video"]');
  const player = '[data-testid="media-player"]';
  await page.locator(`${player}[data-media-type="audio"][data-state="ready"]`).waitFor({ timeout: 20_000 });
  await page.locator(`${player}[data-media-type="video"][data-state="ready"]`).waitFor({ timeout: 20_000 });
  expect((await audio.getByTestId('player-duration').textContent()) === '1:15', 'audio duration should read 1:15');
  expect((await video.getByTestId('player-duration').textContent()) === '0:08', 'video duration should read 0:08');
  const volume = await audio.getByTestId('player-volume').getByRole('slider').getAttribute('aria-valuenow');
  expect(volume === '100', `volume should default to 100, got ${volume}`);

  await audio.getByTestId('player-play').click();
  await page.waitForTimeout(1500);
  expect((await audio.getAttribute('data-playing')) === 'true', 'audio should be playing after Play');
  const moved = await audio.locator('audio').evaluate((el) => el.currentTime);
  expect(moved > 0.5, `audio time should move while playing, got ${moved}`);

  await page.getByTestId('demo-seek-30').click();
  await page.waitForTimeout(300);
  const shown = await audio.getByTestId('player-current-time').textContent();
  expect(shown === '0:30' || shown === '0:31', `seek(30) through the ref should show 0:30, got ${shown}`);
  const synced = await page.getByTestId('demo-audio-time').textContent();
  expect(/0:3[01]/.test(synced ?? ''), `onTimeUpdate should report the sought time, got ${synced}`);

  await audio.focus();
  await page.keyboard.press('k');
  await page.waitForTimeout(200);
  expect((await audio.getAttribute('data-playing')) === 'false', 'k should pause');
  await page.keyboard.press('ArrowRight');
  await page.waitForTimeout(200);
  const afterArrow = await audio.locator('audio').evaluate((el) => el.currentTime);
  expect(afterArrow >= 34 && afterArrow <= 37, `ArrowRight should seek +5 s, at ${afterArrow}`);
  await page.keyboard.press('ArrowDown');
  const vol = await audio.locator('audio').evaluate((el) => el.volume);
  expect(Math.abs(vol - 0.95) < 0.001, `ArrowDown should lower volume to 95%, got ${vol}`);

  // Clicking the middle of the seek bar jumps to the middle (75 s / 2 = 0:37).
  const bar = await audio.getByTestId('player-seek').boundingBox();
  await page.mouse.click(bar.x + bar.width / 2, bar.y + bar.height / 2);
  await page.waitForTimeout(300);
  const mid = await audio.locator('audio').evaluate((el) => el.currentTime);
  expect(mid > 35 && mid < 40, `clicking mid seek bar should seek to ~37 s, at ${mid}`);

  await audio.getByTestId('player-speed').click();
  await page.getByRole('option', { name: '1.5x' }).click();
  const rate = await audio.locator('audio').evaluate((el) => el.playbackRate);
  expect(rate === 1.5, `speed 1.5x should set playbackRate, got ${rate}`);

  // Ended returns to paused: jump near the end of the video and let it run out.
  await video.getByTestId('player-play').click();
  await video.locator('video').evaluate((el) => {
    el.currentTime = 7.5;
  });
  await page.waitForTimeout(1500);
  expect((await video.getAttribute('data-playing')) === 'false', 'video should return to paused when it ends');
  const tracks = await video.locator('video').evaluate((el) => el.textTracks.length);
  expect(tracks === 1, 'video should carry the captions track');
  const cues = await video.locator('video').evaluate((el) => `${el.textTracks[0]?.mode}/${el.textTracks[0]?.cues?.length}`);
  expect(cues === 'showing/2', `captions should be showing with 2 cues, got ${cues}`);
  await context.close();
}

async function checkToasts(b) {
  const context = await b.newContext();
  const page = await context.newPage();
  await page.goto(`${base}/__gallery`, { waitUntil: 'networkidle' });
  const trigger = page.getByRole('button', { name: 'Show toast' });
  await trigger.click();
  await trigger.click();
  const visible = await page.locator('[data-slot="toast"][data-state="open"]').count();
  expect(visible === 1, `one toast at a time, saw ${visible}`);
  await page.screenshot({ path: path.join(outDir, 'toast-light-desktop.png') });
  await page.keyboard.press('F8');
  const focusedRegion = await page.evaluate(() => document.activeElement?.tagName === 'OL');
  expect(focusedRegion, 'F8 should focus the toast region');
  await context.close();
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exitCode = 1;
}
console.log(`screenshots in ${path.relative(process.cwd(), outDir) || outDir}`);
