import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';

/** Speech made with flite (voice slt), converted to MP3 with ffmpeg. */
export function makeSpeechMp3(text: string, name = 'patience-lecture'): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'lectures-speech-'));
  const wav = path.join(dir, `${name}.wav`);
  const mp3 = path.join(dir, `${name}.mp3`);
  execFileSync('flite', ['-voice', 'slt', '-t', text, '-o', wav]);
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-i', wav, '-b:a', '64k', mp3]);
  return mp3;
}

/** Waits for the (single) visible toast with this title and returns its whole text. */
export async function waitForToast(page: Page, title: string, timeout = 15000): Promise<string> {
  const toast = page.locator('[data-slot="toast"]').filter({ hasText: title }).first();
  await toast.waitFor({ state: 'visible', timeout });
  return toast.innerText();
}

/** Fills and submits the Sign In card. */
export async function signIn(page: Page, username: string, password: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Sign In' });
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

/** Opens the user menu and chooses 'Sign out'. */
export async function signOut(page: Page): Promise<void> {
  await page.getByTestId('user-menu-trigger').click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
}

/** Polls `read` until `ok` accepts its value; fails naming `what`. */
export async function eventually<T>(what: string, read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 30000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: T | undefined;
  while (Date.now() < deadline) {
    last = await read();
    if (ok(last)) return last;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`timed out waiting for ${what}; last value: ${JSON.stringify(last)}`);
}

/**
 * Records in the page whether the 'Live' marker, progress log and transcript text were
 * ever shown, so a fast pipeline cannot make a live state slip between two polls.
 */
export async function watchLiveTranscript(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen = { live: false, text: '', indicator: new Set<string>(), progress: false };
    (window as unknown as { __seen: typeof seen }).__seen = seen;
    const check = () => {
      if (document.querySelector('[data-testid="live-marker"]')) seen.live = true;
      if (document.querySelector('[data-testid="transcript-progress"]')) seen.progress = true;
      const indicator = document.querySelector('[data-testid="connection-indicator"]')?.textContent;
      if (indicator) seen.indicator.add(indicator.trim());
      const text = document.querySelector('[data-testid="transcript-text"]')?.textContent ?? '';
      if (document.querySelector('[data-testid="live-marker"]') && text.length > seen.text.length) seen.text = text;
    };
    new MutationObserver(check).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    check();
  });
}

export async function readLiveSeen(page: Page): Promise<{ live: boolean; text: string; indicator: string[]; progress: boolean }> {
  return page.evaluate(() => {
    const seen = (window as unknown as { __seen: { live: boolean; text: string; indicator: Set<string>; progress: boolean } }).__seen;
    return { live: seen.live, text: seen.text, indicator: [...seen.indicator], progress: seen.progress };
  });
}
