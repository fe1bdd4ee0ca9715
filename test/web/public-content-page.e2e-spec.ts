/// <reference lib="dom" />
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import type { ContentDto } from '@lectures/proto';
import { DESKTOP, PHONE, launchBrowser, newPage, screenshot } from '../support/browser';
import { startEmbeddedApp, type EmbeddedApp } from '../support/embedded-app';
import { makeMediaFiles } from '../support/media-files';
import { ROOT } from '../support/processes';
import { signUpAdmin } from '../support/seed-content';
import { DRAFT, LECTURE, SERMON, seedLecture, seedOthers, type Seeded } from './public-fixtures';

const NOT_FOUND_MESSAGE = "The content you're looking for might not be available or published yet.";
const today = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }).format(new Date());

/** The public content page (/content/{id}) in Chromium against the built embedded app. */
// Browser steps outlast jest's 5 s default (testTimeout is not a per-project option).
jest.setTimeout(60000);

describe('public content page', () => {
  let app: EmbeddedApp;
  let browser: Browser;
  let seeded: Seeded;
  let files: { mp3: string; mp4: string };

  const text = (page: Page, testId: string) => page.getByTestId(testId).innerText();
  /** The visible lines of an element, blank ones dropped (innerText spaces blocks apart). */
  const lines = async (page: Page, testId: string) =>
    (await text(page, testId))
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
  const mediaTime = (page: Page) => page.evaluate(() => document.querySelector<HTMLMediaElement>('audio, video')?.currentTime ?? -1);
  const playerSeconds = async (page: Page) => {
    const [m, s] = (await text(page, 'player-current-time')).split(':').map(Number);
    return m * 60 + s;
  };
  const open = async (page: Page, item: ContentDto) => {
    await page.goto(`/content/${item.id}`);
    await page.getByTestId('content-title').waitFor();
  };

  beforeAll(async () => {
    files = makeMediaFiles();
    // The test plays the transcription service (it publishes results on the bus), so the real one stays off.
    [app, browser] = await Promise.all([startEmbeddedApp({ broker: true, env: { EMBEDDED_SERVICES: 'content,media-storage' } }), launchBrowser()]);
    const agent = await signUpAdmin(app.baseUrl);
    const lecture = await seedLecture(agent, app.bus!, files.mp3);
    seeded = { lecture, ...(await seedOthers(agent, app.bus!, files)) };
  }, 180000);

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('should find the moment a phrase was said from the home search, and open the lecture playing from there', async () => {
    const { context, page } = await newPage(browser, app.baseUrl);
    await page.goto('/');
    // Said only in the recording (at 0:15), never in a title, description or tag.
    await page.getByRole('searchbox', { name: 'Search lectures' }).or(page.getByLabel('Search lectures')).fill('supplication for steadfastness');
    const moment = page.getByTestId('search-moment').first();
    await moment.waitFor();
    await expect(moment.innerText()).resolves.toMatch(/supplication.*at 0:15/s);
    await expect(moment.locator('mark').allInnerTexts()).resolves.toEqual(expect.arrayContaining(['supplication', 'steadfastness']));
    await screenshot(page, 'home-search-moment-desktop-light');
    await moment.click();
    // The moment's link names the lecture by id; the page moves to its readable address, the moment kept.
    await page.waitForURL(`**/content/${seeded.lecture.slug}?t=15`);
    await page.waitForFunction(() => Math.abs((document.querySelector('audio')?.currentTime ?? 0) - 15) < 0.5);
    const playing = page.locator('[data-testid="transcript-segment"][aria-current="true"]');
    await expect(playing.innerText()).resolves.toContain('steadfastness');
    await screenshot(page, 'content-page-at-moment-desktop-light');
    await context.close();
  });

  it('should show every fact of an audio item, its cards and the page title', async () => {
    const { context, page } = await newPage(browser, app.baseUrl);
    await open(page, seeded.lecture);
    await expect(page.title()).resolves.toBe(`${LECTURE.title} - Lecture Library`);
    await expect(text(page, 'content-title')).resolves.toBe(LECTURE.title);
    await expect(page.getByTestId('content-title').getAttribute('dir')).resolves.toBe('auto');
    await expect(text(page, 'content-speaker')).resolves.toBe(LECTURE.speaker);
    await expect(text(page, 'content-duration')).resolves.toBe('1h 29m 59s');
    await expect(text(page, 'content-created')).resolves.toBe(today);
    await expect(text(page, 'content-transcript-length')).resolves.toBe(`${LECTURE.transcript.text.length} characters`);
    await expect(page.getByTestId('back-to-library').innerText()).resolves.toBe('Back to Library');
    await expect(page.getByTestId('share-button').innerText()).resolves.toBe('Share');
    await expect(page.locator('[data-testid="player-card"] audio').count()).resolves.toBe(1);
    await expect(page.locator('[data-testid="player-card"] video').count()).resolves.toBe(0);

    await expect(lines(page, 'card-description')).resolves.toEqual(['Description', LECTURE.description]);
    await expect(lines(page, 'card-topics')).resolves.toEqual(['Topics', ...LECTURE.tags]);
    const analysis = page.getByTestId('card-content-analysis');
    await expect(analysis.getByRole('heading', { name: 'Content Analysis' }).count()).resolves.toBe(1);
    await expect(text(page, 'analysis-summary')).resolves.toBe(LECTURE.ai.summary);
    await expect(lines(page, 'analysis-key-points')).resolves.toEqual(LECTURE.ai.keyPoints);
    await expect(analysis.getByRole('heading', { name: 'Related Topics' }).count()).resolves.toBe(1);
    await expect(lines(page, 'analysis-topics')).resolves.toEqual(LECTURE.ai.topics);
    await expect(text(page, 'analysis-language')).resolves.toBe('English');
    // Machine-made text says so, and what made it.
    await expect(text(page, 'analysis-source')).resolves.toBe('Generated automatically from the recording by Built-in rules.');
    await expect(page.getByTestId('card-content-information').getByRole('heading').innerText()).resolves.toBe('Content Information');
    await expect(text(page, 'info-duration')).resolves.toBe('1h 29m 59s');
    await expect(text(page, 'info-published')).resolves.toBe(today);
    await expect(text(page, 'info-size')).resolves.toBe(`${(statSync(files.mp3).size / 1048576).toFixed(1)} MB`);
    await expect(text(page, 'info-format')).resolves.toBe('MPEG');
    // Transcript passages are the timed segments, each with dir="auto".
    await expect(page.getByTestId('transcript-segment').allInnerTexts()).resolves.toEqual(
      LECTURE.transcript.segments.map((s, i) => `0:${String(i * 5).padStart(2, '0')}\n${s.text}`),
    );

    // The sources the lecture cites, each a link to its moment.
    await expect(lines(page, 'card-references')).resolves.toEqual(['References', 'Al-Baqarah 2:153', 'at 0:05', 'Sahih Muslim', 'at 0:10', 'Found automatically in the recording.']);
    await page.getByRole('button', { name: 'Play at 0:10, where Sahih Muslim is cited' }).click();
    await page.waitForFunction(() => Math.abs((document.querySelector('audio')?.currentTime ?? 0) - 10) < 0.5);

    await page.getByTestId('back-to-library').click();
    await page.waitForURL(`${app.baseUrl}/`);
    await page.getByTestId('content-card').first().waitFor();
    await context.close();
  });

  it("should open the speaker's and a topic's pages from the content page, each with its lectures, title and feed", async () => {
    const { context, page } = await newPage(browser, app.baseUrl);
    await open(page, seeded.lecture);
    await page.getByTestId('content-speaker').click();
    await page.waitForURL(/\/speakers\/Sheikh%20Ahmad%20Ali$/);
    await expect(text(page, 'collection-title')).resolves.toBe(LECTURE.speaker);
    await page.getByTestId('content-card').first().waitFor();
    expect((await page.getByTestId('card-title').allInnerTexts()).map((t) => t.trim())).toEqual([LECTURE.title]);
    await expect(page.title()).resolves.toBe(`${LECTURE.speaker} - Lecture Library`);
    await expect(page.getByTestId('collection-feed-link').getAttribute('href')).resolves.toBe('/feed.xml?speaker=Sheikh+Ahmad+Ali');
    await screenshot(page, 'speaker-page-desktop-light');

    await open(page, seeded.sermon);
    await page.getByTestId('card-topics').getByRole('link', { name: 'Friday Sermon' }).click();
    await page.waitForURL(/\/topics\/Friday%20Sermon$/);
    await page.getByTestId('content-card').first().waitFor();
    expect((await page.getByTestId('card-title').allInnerTexts()).map((t) => t.trim())).toEqual([SERMON.title]);
    // Without JavaScript the page still names itself and its feed.
    const html = await (await page.request.get('/topics/Friday%20Sermon')).text();
    expect(html).toContain('<title>Friday Sermon - Lecture Library</title>');
    expect(html).toMatch(/<link rel="alternate" type="application\/rss\+xml" title="Friday Sermon - Lecture Library" href="[^"]+\/feed\.xml\?topic=Friday\+Sermon" \/>/);
    await context.close();
  });

  it('should list every topic with its count on /topics, reached from the header, each leading to its page', async () => {
    for (const [viewport, label] of [[PHONE, 'phone'], [DESKTOP, 'desktop']] as const) {
      const { context, page } = await newPage(browser, app.baseUrl, viewport);
      await open(page, seeded.lecture);
      await page.getByTestId('header-topics-link').click();
      await page.waitForURL(/\/topics$/);
      const links = page.getByTestId('topic-link');
      await links.first().waitFor();
      const shown = (await links.allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim());
      const facets = (await (await page.request.get('/api/content/facets')).json()) as { topics: { tag: string; count: number }[] };
      expect(shown).toEqual(facets.topics.map((t) => `${t.tag} ${t.count} ${t.count === 1 ? 'lecture' : 'lectures'}`));
      expect(shown).toContain('Friday Sermon 1 lecture');
      await expect(page.title()).resolves.toBe('Topics - Lecture Library');
      // The header's links stay on one line on a phone.
      await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(viewport.width);
      await screenshot(page, `topics-index-${label}-light`);
      await links.filter({ hasText: 'Friday Sermon' }).click();
      await page.waitForURL(/\/topics\/Friday%20Sermon$/);
      await page.getByTestId('content-card').first().waitFor();
      await context.close();
    }
  });

  it('should play the audio, seek from the slider and from the transcript, and highlight the passage playing', async () => {
    const { context, page } = await newPage(browser, app.baseUrl);
    await open(page, seeded.lecture);
    await page.getByTestId('player-duration').waitFor();
    await expect(text(page, 'player-duration')).resolves.toBe('0:20');
    await page.getByTestId('player-play').click();
    await page.waitForFunction(() => (document.querySelector('audio')?.currentTime ?? 0) > 0.5);
    await page.locator('[data-testid="player-play"][aria-label="Pause"]').waitFor();
    // The first passage is highlighted while it plays.
    await expect(page.locator('[data-testid="transcript-segment"][aria-current="true"]').innerText()).resolves.toContain(
      LECTURE.transcript.segments[0].text,
    );

    // Clicking the third passage seeks to 0:10 and highlights it.
    await page.getByTestId('transcript-segment').nth(2).click();
    expect(await mediaTime(page)).toBeGreaterThanOrEqual(10);
    expect(await mediaTime(page)).toBeLessThan(12);
    await expect(page.locator('[data-testid="transcript-segment"][aria-current="true"]').innerText()).resolves.toContain(
      LECTURE.transcript.segments[2].text,
    );
    // Playback continues into the fourth passage (15 s), and the highlight follows.
    await page.waitForFunction(() => (document.querySelector('audio')?.currentTime ?? 0) > 15.3, undefined, { timeout: 10000 });
    await page.locator('[data-testid="transcript-segment"][aria-current="true"]', { hasText: LECTURE.transcript.segments[3].text }).waitFor();
    expect(await playerSeconds(page)).toBeGreaterThanOrEqual(15);

    // A click at a quarter of the seek slider moves the time to about 0:05.
    const slider = await page.getByTestId('player-seek').boundingBox();
    await page.mouse.click(slider!.x + slider!.width * 0.25, slider!.y + slider!.height / 2);
    await page.waitForFunction(() => {
      const t = document.querySelector('audio')?.currentTime ?? 0;
      return t >= 4 && t < 8;
    });
    await page.getByTestId('player-play').click();
    // The button follows the media element's own 'pause' event, a moment after the click.
    await page.locator('[data-testid="player-play"][aria-label="Play"]').waitFor();
    const paused = await mediaTime(page);
    await page.waitForTimeout(500);
    expect(await mediaTime(page)).toBe(paused);
    await context.close();
  }, 60000);

  it('should remember where a listener stopped and the speed, skip 15 s back and 30 s forward, seek by seconds from the keyboard and name the lecture to the lock screen', async () => {
    const { context, page } = await newPage(browser, app.baseUrl);
    await open(page, seeded.lecture);
    await page.getByTestId('player-duration').waitFor();
    // A first visit has nothing to continue from.
    await expect(page.getByTestId('player-resume').count()).resolves.toBe(0);
    await page.getByTestId('player-speed').click();
    await page.getByRole('option', { name: '1.5x' }).click();
    await page.waitForFunction(() => document.querySelector('audio')?.playbackRate === 1.5);
    await page.getByTestId('player-play').click();
    await page.locator('[data-testid="player-play"][aria-label="Pause"]').waitFor();
    // The lock screen and headset controls name the lecture while it plays.
    await page.waitForFunction((title) => navigator.mediaSession.metadata?.title === title, LECTURE.title);
    await expect(page.evaluate(() => navigator.mediaSession.metadata?.artist)).resolves.toBe(LECTURE.speaker);
    // The seek bar's arrows move 5 s, not 0.1 % of the recording.
    const before = await mediaTime(page);
    await page.getByRole('slider', { name: 'Seek' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction((t) => (document.querySelector('audio')?.currentTime ?? 0) >= t + 9.5, before);
    // Back 15 s from about 10 s is the start.
    await page.getByRole('button', { name: 'Back 15 seconds' }).click();
    await page.waitForFunction(() => (document.querySelector('audio')?.currentTime ?? 99) < 3);
    await page.getByRole('slider', { name: 'Seek' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(() => (document.querySelector('audio')?.currentTime ?? 0) >= 10);
    await page.getByTestId('player-play').click();
    await page.locator('[data-testid="player-play"][aria-label="Play"]').waitFor();
    const stoppedAt = Math.floor(await mediaTime(page));

    // Back later: the page offers to continue from there, at the speed chosen.
    await page.reload();
    const resume = page.getByTestId('player-resume');
    await resume.waitFor();
    await expect(resume.innerText()).resolves.toBe(`Continue from 0:${String(stoppedAt).padStart(2, '0')}`);
    await expect(page.getByTestId('player-speed').innerText()).resolves.toBe('1.5x');
    await screenshot(page, 'content-page-continue-desktop-light');
    await resume.click();
    await page.locator('[data-testid="player-play"][aria-label="Pause"]').waitFor();
    await expect(mediaTime(page)).resolves.toBeGreaterThanOrEqual(stoppedAt);
    await expect(page.evaluate(() => document.querySelector('audio')?.playbackRate)).resolves.toBe(1.5);
    await page.getByTestId('player-resume').waitFor({ state: 'detached' });
    // Forward 30 s reaches the end: played through, the next visit starts from the beginning.
    await page.getByRole('button', { name: 'Forward 30 seconds' }).click();
    await page.waitForFunction(() => document.querySelector('audio')?.ended === true);
    await page.reload();
    await page.getByTestId('player-duration').waitFor();
    await page.waitForFunction(() => (document.querySelector('audio')?.readyState ?? 0) >= 1);
    await expect(page.getByTestId('player-resume').count()).resolves.toBe(0);
    await context.close();
  }, 90000);

  it('should lead a keyboard user past the header with a skip link, on the home page and a lecture', async () => {
    const { context, page } = await newPage(browser, app.baseUrl);
    for (const url of ['/', `/content/${seeded.lecture.slug}`]) {
      await page.goto(url);
      await page.locator('main#main').waitFor();
      await page.keyboard.press('Tab');
      const link = page.getByRole('link', { name: 'Skip to main content' });
      await expect(link.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
      await expect(link.isVisible()).resolves.toBe(true);
      if (url === '/') await screenshot(page, 'skip-link-desktop-light');
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => document.activeElement?.id === 'main');
    }
    await context.close();
  });

  it('should play the video, seek it, and add the captions track when the captions route answers', async () => {
    const { context, page } = await newPage(browser, app.baseUrl);
    const captions = await fetch(`${app.baseUrl}/api/content/${seeded.sermon.id}/captions.vtt`);
    await open(page, seeded.sermon);
    await expect(page.locator('[data-testid="player-card"] video').count()).resolves.toBe(1);
    await expect(text(page, 'info-format')).resolves.toBe('MP4');
    await page.getByTestId('player-duration').waitFor();
    await page.getByTestId('player-play').click();
    await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) > 0.5);
    const slider = await page.getByTestId('player-seek').boundingBox();
    await page.mouse.click(slider!.x + slider!.width * 0.5, slider!.y + slider!.height / 2);
    await page.waitForFunction(() => {
      const t = document.querySelector('video')?.currentTime ?? 0;
      return t >= 9.5 && t < 13;
    });
    expect(await playerSeconds(page)).toBeGreaterThanOrEqual(9);
    const track = page.locator('video track[kind="captions"]');
    if (captions.status === 200) {
      await track.waitFor({ state: 'attached' });
      await expect(track.getAttribute('src')).resolves.toBe(`/api/content/${seeded.sermon.id}/captions.vtt`);
    } else {
      await expect(track.count()).resolves.toBe(0);
    }
    await page.getByTestId('player-play').click();
    await context.close();
  }, 60000);

  it('should copy the link with a toast, or hand it to the native share sheet where there is one', async () => {
    const { context, page } = await newPage(browser, app.baseUrl, DESKTOP, { permissions: ['clipboard-read', 'clipboard-write'] });
    await open(page, seeded.lecture);
    await page.getByTestId('share-button').click();
    await page.getByText('Link copied', { exact: true }).waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(`${app.baseUrl}/content/${seeded.lecture.slug}`);
    await context.close();

    const native = await newPage(browser, app.baseUrl);
    await native.page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', {
        value: (data: ShareData) => {
          (window as unknown as { shared: ShareData }).shared = data;
          return Promise.resolve();
        },
      });
    });
    await open(native.page, seeded.lecture);
    await native.page.getByTestId('share-button').click();
    await expect(native.page.evaluate(() => (window as unknown as { shared: ShareData }).shared)).resolves.toEqual({
      title: LECTURE.title,
      url: `${app.baseUrl}/content/${seeded.lecture.slug}`,
    });
    await expect(native.page.getByText('Link copied').count()).resolves.toBe(0);
    await native.context.close();
  });

  it('should show Content Not Found for an unpublished, unknown or malformed id, and the draft to signed-in staff', async () => {
    const { context, page } = await newPage(browser, app.baseUrl);
    for (const id of [seeded.draft.id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      await page.goto(`/content/${id}`);
      await page.getByTestId('content-not-found').waitFor();
      await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe('Content Not Found');
      await expect(page.getByText(NOT_FOUND_MESSAGE).isVisible()).resolves.toBe(true);
      await expect(page.getByText(DRAFT.title).count()).resolves.toBe(0);
    }
    await page.getByRole('link', { name: 'Return Home' }).click();
    await page.waitForURL(`${app.baseUrl}/`);

    // SPEC section 7 fallback: signed in, the item is found in the staff list.
    await context.request.post('/api/auth/login', { data: { username: 'curator', password: 'tranquil-orchard-1' } });
    await page.goto(`/content/${seeded.draft.id}`);
    await page.getByTestId('content-title').waitFor();
    await expect(text(page, 'content-title')).resolves.toBe(DRAFT.title);
    await context.close();
  });

  it('should say the media is not available when the item has no playable URL', async () => {
    const { context, page } = await newPage(browser, app.baseUrl);
    // The server always stores a media URL; strip it from the real answer to reach this state.
    await page.route(`**/api/content/public/${seeded.lecture.slug}`, async (route) => {
      const res = await route.fetch();
      const item = (await res.json()) as ContentDto;
      await route.fulfill({ response: res, json: { ...item, mediaUrl: null, audioUrl: null, directMediaUrl: null, renditions: [] } });
    });
    // The server renders a lecture's page with its data; coming from the home page, the browser asks itself.
    await page.goto('/');
    await page.getByTestId('content-card').filter({ hasText: LECTURE.title }).click();
    await page.getByTestId('content-title').waitFor();
    await expect(text(page, 'media-unavailable')).resolves.toBe('Media file is not available or still processing.');
    await expect(page.locator('audio, video').count()).resolves.toBe(0);
    // Without a player the transcript is the plain text.
    await expect(text(page, 'transcript-text')).resolves.toBe(LECTURE.transcript.text);
    await context.close();
  });

  it('should fit a 360 px phone and take screenshots of both players and the not-found screen', async () => {
    for (const [viewport, size] of [
      [DESKTOP, 'desktop'],
      [PHONE, 'phone'],
    ] as const) {
      for (const theme of ['light', 'dark'] as const) {
        const { context, page } = await newPage(browser, app.baseUrl, viewport);
        await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
        for (const [item, name] of [
          [seeded.lecture, 'content-audio'],
          [seeded.sermon, 'content-video'],
        ] as const) {
          await open(page, item);
          await page.getByTestId('player-duration').waitFor();
          await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(viewport.width);
          await screenshot(page, `${name}-${theme}-${size}`);
        }
        await page.goto(`/content/${seeded.draft.id}`);
        await page.getByTestId('content-not-found').waitFor();
        await screenshot(page, `not-found-${theme}-${size}`);
        await context.close();
      }
    }
  }, 90000);

  it('should put the title, social-card tags, JSON-LD and transcript into the HTML of /content/{slug}, move /content/{id} there, and answer 404 for the others', async () => {
    // Every page is asked for with a hostile Host header: links come from PUBLIC_URL only.
    const answer = (path: string) =>
      new Promise<{ status: number; location?: string; body: string }>((resolve, reject) => {
        httpGet(`${app.baseUrl}${path}`, { headers: { host: 'evil.example' } }, (res) => {
          let text = '';
          res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk)).on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location, body: text }));
        }).on('error', reject);
      });
    const html = async (path: string, expected = 200) => {
      const { status, body } = await answer(path);
      expect({ path, status }).toEqual({ path, status: expected });
      expect(body).not.toContain('evil.example');
      return body;
    };
    const metaValues = (page: string, key: string) =>
      [...page.matchAll(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`, 'g'))].map((m) => m[1]);
    const origin = app.baseUrl;

    // The id moves to the readable address (SPEC's /content/{id} keeps working).
    const slug = seeded.lecture.slug!;
    expect(slug).toBe('patience-gratitude-in-hardship');
    await expect(answer(`/content/${seeded.lecture.id}`)).resolves.toMatchObject({ status: 301, location: `/content/${slug}` });
    const lecture = await html(`/content/${slug}`);
    // What was said is in the page itself, rendered on the server, for search engines to index.
    const rendered = /<div id="root">([\s\S]*?)<\/div><script type="application\/json"/.exec(lecture)?.[1] ?? '';
    expect(rendered).toContain(LECTURE.transcript.segments[1].text);
    const [described] = [...lecture.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]) as Record<string, unknown>);
    expect(described).toMatchObject({ '@type': 'PodcastEpisode', url: `${origin}/content/${slug}`, duration: 'PT1H29M59S' });
    expect(lecture).toContain('<title>Patience &amp; Gratitude in &quot;Hardship&quot; - Lecture Library</title>');
    expect(lecture.match(/<title>/g)).toHaveLength(1);
    expect(metaValues(lecture, 'description')).toEqual([LECTURE.description]);
    expect(metaValues(lecture, 'og:title')).toEqual(['Patience &amp; Gratitude in &quot;Hardship&quot; - Lecture Library']);
    expect(metaValues(lecture, 'og:type')).toEqual(['article']);
    expect(metaValues(lecture, 'og:url')).toEqual([`${origin}/content/${slug}`]);
    expect(lecture).toContain(`<link rel="canonical" href="${origin}/content/${slug}" />`);
    // The item's own 960x960 picture (test/web/artwork.e2e-spec.ts looks at it closely).
    const [socialImage] = metaValues(lecture, 'og:image');
    expect(socialImage).toMatch(new RegExp(`^${origin}/api/content/${seeded.lecture.id}/artwork\\?variant=social&amp;v=[\\w-]+$`));
    expect(metaValues(lecture, 'og:image:width')).toEqual(['960']);
    expect(metaValues(lecture, 'og:image:height')).toEqual(['960']);
    expect(metaValues(lecture, 'twitter:card')).toEqual(['summary_large_image']);
    expect(metaValues(lecture, 'article:author')).toEqual([LECTURE.speaker]);
    expect(metaValues(lecture, 'article:tag')).toEqual([...LECTURE.tags]);
    // When it was published, not uploaded.
    const { publishedAt } = (await (await fetch(`${app.baseUrl}/api/content/public/${seeded.lecture.id}`)).json()) as ContentDto;
    expect(metaValues(lecture, 'article:published_time')).toEqual([new Date(publishedAt!).toISOString()]);
    const image = await fetch(socialImage.replace(/&amp;/g, '&'));
    expect(image.headers.get('content-type')).toBe('image/jpeg');

    const sermon = await html(`/content/${seeded.sermon.slug}`);
    expect(metaValues(sermon, 'og:type')).toEqual(['video.other']);
    expect(metaValues(sermon, 'description')).toEqual([SERMON.ai.summary]);
    expect(metaValues(sermon, 'og:video')[0]).toMatch(new RegExp(`^${origin}/api/media/`));

    const arabic = await html(`/content/${encodeURIComponent(seeded.arabic.slug!)}`);
    expect(metaValues(arabic, 'description')).toEqual(['Listen to &quot;الصبر عند المصيبة&quot; by الشيخ محمد on Lecture Library.']);

    // Unpublished and unknown ids are not found (404, not a soft 404) and get the site's default tags: no title leaks.
    for (const id of [seeded.draft.id, '00000000-0000-4000-8000-000000000000', 'no-such-lecture']) {
      const page = await html(`/content/${id}`, 404);
      expect(page).toContain('<title>Lecture Library - Preserving Knowledge</title>');
      expect(page).not.toContain(DRAFT.title);
      expect(metaValues(page, 'og:type')).toEqual(['website']);
      expect(metaValues(page, 'og:image')).toEqual([`${origin}/social-card.png`]);
      expect(metaValues(page, 'article:author')).toEqual([]);
    }
    expect((await fetch(`${origin}/social-card.png`)).headers.get('content-type')).toBe('image/png');
    const home = await html('/');
    expect(metaValues(home, 'og:url')).toEqual([`${origin}/`]);
    expect(metaValues(home, 'description')).toEqual(['Islamic scholarly lectures in audio and video, transcribed and searchable.']);
  });

  it('should load no admin code on the public pages, and record the size of what they load', async () => {
    const { context, page } = await newPage(browser, app.baseUrl);
    const scripts = new Map<string, number>();
    page.on('response', (res) => {
      const url = new URL(res.url());
      if (!url.pathname.endsWith('.js')) return;
      void res.body().then((body) => scripts.set(url.pathname, gzipSync(body, { level: 9 }).length));
    });
    await page.goto('/');
    await page.getByTestId('content-card').first().waitFor();
    await page.getByTestId('content-card').filter({ hasText: SERMON.title }).click();
    await page.getByTestId('player-duration').waitFor();
    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    await page.waitForLoadState('networkidle');
    const names = [...scripts.keys()];
    expect(names.some((name) => name.includes('home-page'))).toBe(true);
    expect(names.some((name) => name.includes('content-page'))).toBe(true);
    expect(names.filter((name) => /admin|upload-page|library-page|settings-page|editor|dashboard/.test(name))).toEqual([]);
    const gzipBytes = [...scripts.values()].reduce((sum, n) => sum + n, 0);
    const out = path.join(ROOT, 'test-output');
    mkdirSync(out, { recursive: true });
    writeFileSync(path.join(out, 'public-js-size.json'), JSON.stringify({ gzipBytes, files: Object.fromEntries(scripts) }, null, 2));
    await context.close();
  });
});
