import '@/styles/globals.css';
import { readRate } from '@/lib/playback-memory';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element in index.html');

/** Lets the browser paint and answer input before the next piece of start-up work. */
function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * An audio player's play button on the server's page starts its sound at once: the audio element
 * and its source are already there (the light rendition's start read ahead), where the app's code
 * may be seconds away on a slow line, at the speed the listener chose last. The app takes the
 * playing element over (issue 29). Not a video: the app may yet choose its sound alone
 * (Save-Data) or its HLS ladder.
 */
function mediaToStart(control: HTMLElement): HTMLMediaElement | null {
  if (!control.hasAttribute('data-media-toggle')) return null;
  const media = control.closest('[data-media-type]')?.querySelector<HTMLAudioElement>('audio[src]');
  return media?.paused ? media : null;
}

/**
 * Until the app has taken over a page the server rendered, a press on one of its buttons would
 * do nothing and text typed into a field would not reach the app. Presses are held and made
 * again once it has taken over, and typed text is handed to it as if typed then. Meanwhile the
 * page says it is busy and not yet operable (aria-busy, aria-disabled), for assistive
 * technology and browser automation. Returns the function that ends this.
 */
function holdInteractions(element: HTMLElement): () => void {
  element.setAttribute('aria-busy', 'true');
  element.setAttribute('aria-disabled', 'true');
  const pressed: HTMLElement[] = [];
  const onClick = (event: MouseEvent) => {
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>('button, [role="button"]') : null;
    if (!control) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const media = mediaToStart(control);
    // Not held: its replay would pause it again.
    if (media) {
      media.playbackRate = readRate() ?? 1;
      media.play().catch((error: unknown) => console.error('Media playback failed', error));
    }
    else pressed.push(control);
  };
  element.addEventListener('click', onClick, true);
  return () => {
    element.removeEventListener('click', onClick, true);
    element.removeAttribute('aria-busy');
    element.removeAttribute('aria-disabled');
    for (const field of element.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input:not([type=checkbox]):not([type=radio]):not([type=file]), textarea')) {
      if (field.value === field.defaultValue) continue;
      const typed = field.value;
      // Through the element's own setter (which React watches) back to what it rendered, then
      // to the typed text past it, so React sees the change the input event reports.
      field.value = field.defaultValue;
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, typed);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
    for (const control of pressed) if (control.isConnected) control.click();
  };
}

/*
 * A page the server rendered (home, a lecture) is readable and its links work before any
 * script runs. Its app code is fetched once the page and its pictures have loaded, so on a
 * slow line they do not share the bandwidth with it, and it is run in two pieces (React,
 * then the app), each in its own task, so a slow phone never stops answering for long.
 * Other pages start at once.
 */
async function main(element: HTMLElement): Promise<void> {
  let release: (() => void) | undefined;
  if (element.firstElementChild) {
    release = holdInteractions(element);
    if (document.readyState !== 'complete') await new Promise((resolve) => window.addEventListener('load', resolve, { once: true }));
    await import('react-dom/client');
    await yieldToBrowser();
  }
  const { startApp } = await import('@/app/start');
  await startApp(element);
  release?.();
}

void main(root);
