/// <reference lib="dom" />
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, PHONE, DESKTOP } from '../support/browser';
import { signIn } from '../support/admin-page';
import { startEmbeddedApp, type EmbeddedApp } from '../support/embedded-app';
import { makeMediaFiles } from '../support/media-files';
import { signUpAdmin, type Agent } from '../support/seed-content';
import { seedLecture, seedOthers } from './public-fixtures';

jest.setTimeout(90_000);

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** axe-core, read once; run through the browser's debugging protocol, so the page's CSP does not block it. */
const AXE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.1 A and AA problems axe rates serious or critical, one line each. */
async function seriousProblems(page: Page): Promise<string[]> {
  await page.evaluate(AXE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: Violation[] }> } }).axe;
    return (await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } })).violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
}

/**
 * The screens visitors and staff use most, checked by axe-core in Chromium at a desktop and a
 * phone width, in light and dark themes: no serious or critical WCAG 2.1 AA problem.
 */
describe('accessibility (axe-core, WCAG 2.1 AA)', () => {
  let app: EmbeddedApp;
  let browser: Browser;
  let agent: Agent;
  let lectureId: string;

  beforeAll(async () => {
    const files = makeMediaFiles();
    [app, browser] = await Promise.all([startEmbeddedApp({ broker: true, env: { EMBEDDED_SERVICES: 'content,media-storage' } }), launchBrowser()]);
    agent = await signUpAdmin(app.baseUrl);
    lectureId = (await seedLecture(agent, app.bus!, files.mp3)).id;
    await seedOthers(agent, app.bus!, files);
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  const publicPages = () => [
    ['the library home', '/', 'home-heading'],
    ['a lecture page', `/content/${lectureId}`, 'content-title'],
  ];

  it.each([
    ['desktop, light', DESKTOP, 'light'],
    ['phone, dark', PHONE, 'dark'],
  ] as const)('should find no serious problem on the public pages (%s)', async (_, viewport, colorScheme) => {
    const { context, page } = await newPage(browser, app.baseUrl, viewport, { colorScheme });
    const found: string[] = [];
    for (const [name, path, ready] of publicPages()) {
      await page.goto(path);
      await page.getByTestId(ready).first().waitFor();
      found.push(...(await seriousProblems(page)).map((p) => `${name}: ${p}`));
    }
    await context.close();
    expect(found).toEqual([]);
  });

  it('should find no serious problem on the staff screens (sign-in, dashboard, library, editor, upload)', async () => {
    const { context, page } = await newPage(browser, app.baseUrl);
    const found: string[] = [];
    await page.goto('/admin');
    await page.getByRole('button', { name: 'Sign In' }).first().waitFor();
    found.push(...(await seriousProblems(page)).map((p) => `sign-in: ${p}`));
    await signIn(page, 'curator', 'secret1');
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    found.push(...(await seriousProblems(page)).map((p) => `dashboard: ${p}`));
    for (const [name, path] of [
      ['library', '/admin/library'],
      ['editor', `/admin/content/${lectureId}`],
      ['upload', '/admin/upload'],
    ]) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      found.push(...(await seriousProblems(page)).map((p) => `${name}: ${p}`));
    }
    await context.close();
    expect(found).toEqual([]);
  });
});
