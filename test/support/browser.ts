import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { ROOT } from './processes';

/** Debian's Chromium, headless, quiet (no updates, sync or background traffic). */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      // Media plays in tests without a click-to-play gesture.
      '--autoplay-policy=no-user-gesture-required',
    ],
  });
}

export const DESKTOP = { width: 1280, height: 900 } as const;
export const PHONE = { width: 360, height: 740 } as const;

/** A fresh context (own cookies and local storage) at a viewport size. */
export async function newPage(
  browser: Browser,
  baseURL: string,
  viewport: { width: number; height: number } = DESKTOP,
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, viewport, ...options });
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy')) cspViolations.push(`${page.url()}: ${message.text()}`);
  });
  return { context, page };
}

/** What the product's Content-Security-Policy blocked in any page so far: must stay empty. */
const cspViolations: string[] = [];

export const SCREENSHOT_DIR = path.join(ROOT, 'test-output', 'screenshots');

/** Full-page PNG under test-output/screenshots/ (git-ignored). */
export async function screenshot(page: Page, name: string): Promise<void> {
  // Every browser test takes screenshots at its key moments: a blocked script, style or
  // media there means the CSP broke part of the screen, even if the assertions held.
  if (cspViolations.length > 0) throw new Error(`Content-Security-Policy blocked:\n${cspViolations.join('\n')}`);
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true, animations: 'disabled' });
}
