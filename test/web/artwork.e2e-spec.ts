/// <reference lib="dom" />
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import type { ContentDto } from '@lectures/proto';
import { DESKTOP, PHONE, SCREENSHOT_DIR, launchBrowser, newPage, screenshot } from '../support/browser';
import { startEmbeddedApp, type EmbeddedApp } from '../support/embedded-app';
import { makeMediaFiles } from '../support/media-files';
import { signUpAdmin } from '../support/seed-content';
import { seedLecture, seedOthers, type Seeded } from './public-fixtures';

/** Artwork on public cards, on the content page and in social-card tags, in Chromium against the built embedded app. */
jest.setTimeout(60000);

interface Shown {
  src: string;
  alt: string | null;
  loading: string | null;
  fetchPriority: string | null;
  width: string | null;
  height: string | null;
  naturalWidth: number;
  naturalHeight: number;
  boxRatio: number;
}

describe('artwork', () => {
  let app: EmbeddedApp;
  let browser: Browser;
  let seeded: Seeded;

  beforeAll(async () => {
    const files = makeMediaFiles();
    [app, browser] = await Promise.all([startEmbeddedApp({ broker: true, env: { EMBEDDED_SERVICES: 'content,media-storage' } }), launchBrowser()]);
    const agent = await signUpAdmin(app.baseUrl);
    const lecture = await seedLecture(agent, app.bus!, files.mp3);
    const others = await seedOthers(agent, app.bus!, files);
    // As visitors get them now: speaker and thumbnail were added after the upload answered.
    const published = async (item: ContentDto) => (await (await fetch(`${app.baseUrl}/api/content/public/${item.id}`)).json()) as ContentDto;
    seeded = { lecture: await published(lecture), sermon: await published(others.sermon), arabic: await published(others.arabic), draft: others.draft };
  }, 180000);

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  /** Waits until every picture matching `selector` has loaded, then reads what each shows. */
  async function pictures(page: Page, selector: string): Promise<Shown[]> {
    await page.locator(selector).first().waitFor();
    await page.waitForFunction((s) => Array.from(document.querySelectorAll<HTMLImageElement>(s)).every((img) => img.complete && img.naturalWidth > 0), selector, { timeout: 30000 });
    return page.$$eval(selector, (images) =>
      (images as HTMLImageElement[]).map((img) => {
        const box = img.getBoundingClientRect();
        return {
          src: img.getAttribute('src') ?? '',
          alt: img.getAttribute('alt'),
          loading: img.getAttribute('loading'),
          fetchPriority: img.getAttribute('fetchpriority'),
          width: img.getAttribute('width'),
          height: img.getAttribute('height'),
          naturalWidth: img.naturalWidth,
          naturalHeight: img.naturalHeight,
          boxRatio: box.width / box.height,
        };
      }),
    );
  }

  /**
   * Layout shift (Chromium's layout-shift entries, as Lighthouse counts them) while the pictures
   * arrive: they are held back until the cards are laid out, then let through.
   */
  async function shiftWhilePicturesLoad(page: Page, open: () => Promise<void>, selector: string): Promise<{ shift: number; shown: Shown[] }> {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const isPicture = (url: URL) => url.pathname.endsWith('/artwork') || url.pathname.endsWith('/thumbnail.jpg');
    await page.route(isPicture, async (route) => {
      await held;
      await route.continue();
    });
    await open();
    await page.locator(selector).first().waitFor();
    await page.evaluate(() => {
      const w = window as unknown as { shift: number };
      w.shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { hadRecentInput: boolean; value: number }[]) if (!entry.hadRecentInput) w.shift += entry.value;
      }).observe({ type: 'layout-shift' });
    });
    release();
    const shown = await pictures(page, selector);
    await page.waitForTimeout(300);
    const shift = await page.evaluate(() => (window as unknown as { shift: number }).shift);
    await page.unroute(isPicture);
    return { shift, shown };
  }

  it("should show each card's picture: the video's thumbnail, the audio's generated cover, without shifting the page", async () => {
    for (const [name, viewport] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
      const { context, page } = await newPage(browser, app.baseUrl, viewport);
      const { shift, shown } = await shiftWhilePicturesLoad(page, () => page.goto('/', { waitUntil: 'domcontentloaded' }).then(() => undefined), '[data-testid="card-artwork"]');
      expect(shown).toHaveLength(3);
      const bySrc = new Map(shown.map((s) => [s.src, s]));
      const sermon = bySrc.get(seeded.sermon.videoThumbnailUrl!);
      expect(sermon).toBeDefined();
      for (const item of [seeded.lecture, seeded.arabic]) {
        const cover = bySrc.get(item.artworkUrl);
        expect(cover).toMatchObject({ naturalWidth: 640, naturalHeight: 360 });
        expect(item.artworkUrl).toMatch(new RegExp(`^/api/content/${item.id}/artwork\\?variant=card&v=`));
      }
      for (const s of shown) {
        // Sized before they load (width and height given, 16:9 box), decorative beside the card's own words.
        expect(s).toMatchObject({ alt: '', width: '640', height: '360' });
        expect(s.boxRatio).toBeCloseTo(16 / 9, 1);
      }
      // The first card's picture goes first; the others wait until they are near the screen.
      expect(shown.map((s) => [s.loading, s.fetchPriority])).toEqual([['eager', 'high'], ['lazy', 'auto'], ['lazy', 'auto']]);
      expect(shift).toBeLessThan(0.01);
      await screenshot(page, `artwork-home-${name}`);
      await context.close();
    }
  });

  it('should show the audio cover beside the player on the content page, and the thumbnail as the video poster', async () => {
    const { context, page } = await newPage(browser, app.baseUrl);
    for (const [item, name] of [[seeded.lecture, 'english'], [seeded.arabic, 'arabic']] as const) {
      const { shift, shown: [cover] } = await shiftWhilePicturesLoad(page, () => page.goto(`/content/${item.id}`, { waitUntil: 'domcontentloaded' }).then(() => undefined), '[data-testid="content-artwork"]');
      expect(shift).toBeLessThan(0.01);
      expect(cover).toMatchObject({ src: item.artworkUrl, naturalWidth: 640, naturalHeight: 360, width: '640', height: '360' });
      await screenshot(page, `artwork-content-page-${name}`);
    }
    await page.goto(`/content/${seeded.sermon.id}`);
    await page.getByTestId('media-player').waitFor();
    await expect(page.locator('video').getAttribute('poster')).resolves.toBe(seeded.sermon.videoThumbnailUrl);
    await expect(page.getByTestId('content-artwork').count()).resolves.toBe(0);
    await context.close();

    const { context: phone, page: small } = await newPage(browser, app.baseUrl, PHONE);
    await small.goto(`/content/${seeded.lecture.id}`);
    await pictures(small, '[data-testid="content-artwork"]');
    await screenshot(small, 'artwork-content-page-phone');
    await phone.close();
  });

  it("should name each item's own 960x960 picture in its social-card tags", async () => {
    const metaValues = (html: string, key: string) => [...html.matchAll(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`, 'g'))].map((m) => m[1].replace(/&amp;/g, '&'));
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    for (const [item, name] of [[seeded.lecture, 'audio'], [seeded.sermon, 'video'], [seeded.arabic, 'arabic']] as [ContentDto, string][]) {
      const html = await (await fetch(`${app.baseUrl}/content/${item.id}`)).text();
      const [image] = metaValues(html, 'og:image');
      expect(image).toBe(`${app.baseUrl}${item.socialImageUrl}`);
      expect(metaValues(html, 'twitter:image')).toEqual([image]);
      expect(metaValues(html, 'og:image:width')).toEqual(['960']);
      expect(metaValues(html, 'og:image:height')).toEqual(['960']);
      // Fetched as a crawler does (no session): the picture is what the tags say.
      const res = await fetch(image);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/jpeg');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const jpeg = Buffer.from(await res.arrayBuffer());
      expect(await sharp(jpeg).metadata()).toMatchObject({ format: 'jpeg', width: 960, height: 960 });
      await sharp(jpeg).png().toFile(path.join(SCREENSHOT_DIR, `artwork-social-${name}.png`));
    }
    // An unpublished item's picture stays hidden from visitors.
    expect((await fetch(`${app.baseUrl}${seeded.draft.socialImageUrl}`)).status).toBe(404);
  });
});
