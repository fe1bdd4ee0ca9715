// Lighthouse performance of the public pages as a phone (simulated slow 4G, 4x slower CPU) and a
// desktop load them: the home page and a lecture page of the built embedded app, next to a bare
// Node server sending the same HTML bytes and the same built assets in the same run (its /api
// calls are passed to the app), so the figures show what the product's server adds and how much
// the machine's own noise moves the score.
// Usage: node bench/lighthouse.mjs [runs=3]   (after npm run build)
import { execFileSync } from 'node:child_process';
import { createReadStream, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { call, publishedLecture, root, signUp, startEmbedded } from './support/embedded-app.mjs';

const require = createRequire(import.meta.url);
const runs = Number(process.argv[2] ?? 3);
const PORT = 3893;
const BARE_PORT = 3894;
const TYPES = { '.js': 'text/javascript', '.css': 'text/css', '.woff2': 'font/woff2', '.svg': 'image/svg+xml', '.png': 'image/png', '.ico': 'image/x-icon', '.json': 'application/json', '.webmanifest': 'application/manifest+json', '.txt': 'text/plain' };

/** The page's HTML as the app sent it, the built assets from web/dist, everything else from the app. */
function bareServer(pages, appPort) {
  const dist = path.join(root, 'web/dist');
  const server = createServer((req, res) => {
    const url = new URL(req.url, 'http://x');
    if (pages.has(url.pathname)) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return res.end(pages.get(url.pathname));
    }
    const file = path.join(dist, decodeURIComponent(url.pathname));
    if (file.startsWith(dist) && existsSync(file) && statSync(file).isFile()) {
      res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream', 'cache-control': 'public, max-age=31536000, immutable' });
      return createReadStream(file).pipe(res);
    }
    const upstream = request({ host: '127.0.0.1', port: appPort, path: req.url, method: req.method, headers: { ...req.headers, host: `127.0.0.1:${appPort}` } }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    req.pipe(upstream);
  });
  return new Promise((resolve) => server.listen(BARE_PORT, '127.0.0.1', () => resolve(server)));
}

/** One Lighthouse run of the performance category; its score and the metrics behind it. */
async function lighthouse(url, device, out) {
  const chromeFlags = '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';
  await promisify(require('node:child_process').execFile)(
    process.execPath,
    [require.resolve('lighthouse/cli/index.js'), url, ...(device === 'desktop' ? ['--preset=desktop'] : []), '--only-categories=performance', '--output=json', `--output-path=${out}`, '--quiet', `--chrome-flags=${chromeFlags}`],
    { env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' }, maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(readFileSync(out, 'utf8'));
  const metric = (id) => report.audits[id]?.numericValue ?? NaN;
  return { score: Math.round(report.categories.performance.score * 100), fcp: metric('first-contentful-paint'), lcp: metric('largest-contentful-paint'), tbt: metric('total-blocking-time') };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const dir = mkdtempSync(path.join(tmpdir(), 'lighthouse-'));
const app = await startEmbedded({ port: PORT, dataDir: dir });
let bare;
try {
  const cookie = await signUp(app.base);
  let lecture;
  for (let i = 0; i < 6; i++) {
    const file = path.join(dir, `lecture-${i}.mp3`);
    execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', `sine=frequency=${220 + i * 40}:duration=20`, '-b:a', '64k', file]);
    const item = await publishedLecture(app.base, cookie, file, `Patience in hardship, part ${i + 1}`);
    lecture ??= item;
  }
  const paths = ['/', `/content/${lecture.id}`];
  const pages = new Map();
  for (const p of paths) pages.set(p, Buffer.from(await (await call(app.base, 'GET', p)).arrayBuffer()));
  bare = await bareServer(pages, PORT);
  console.log(`\nLighthouse performance, median of ${runs} runs (score, FCP, LCP, TBT in ms)`);
  for (const p of paths) {
    for (const device of ['mobile', 'desktop']) {
      const results = { app: [], bare: [] };
      for (let r = 0; r < runs; r++) {
        // Alternate so that a burst of load elsewhere falls on both.
        results.app.push(await lighthouse(`${app.base}${p}`, device, path.join(dir, 'app.json')));
        results.bare.push(await lighthouse(`http://127.0.0.1:${BARE_PORT}${p}`, device, path.join(dir, 'bare.json')));
      }
      const line = (name, list) =>
        `${name.padEnd(6)} ${String(median(list.map((x) => x.score))).padStart(3)}  FCP ${median(list.map((x) => x.fcp)).toFixed(0).padStart(5)}  LCP ${median(list.map((x) => x.lcp)).toFixed(0).padStart(5)}  TBT ${median(list.map((x) => x.tbt)).toFixed(0).padStart(5)}  (scores ${list.map((x) => x.score).join(', ')})`;
      const label = `${p === '/' ? 'home' : 'lecture'} ${device === 'mobile' ? 'phone' : 'desktop'}`;
      console.log(`${label.padEnd(16)} ${line('app', results.app)}`);
      console.log(`${''.padEnd(16)} ${line('bare', results.bare)}`);
    }
  }
} finally {
  bare?.close();
  await app.stop();
  rmSync(dir, { recursive: true, force: true });
}
process.exit(0);
