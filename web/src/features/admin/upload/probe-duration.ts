import { DURATION_PROBE_TIMEOUT_MS } from './upload-constants';

/** Media duration in whole seconds read by the browser, or null on failure or after 5 s. */
export function probeDuration(file: Blob, timeoutMs = DURATION_PROBE_TIMEOUT_MS): Promise<number | null> {
  return new Promise((resolve) => {
    const element = document.createElement(file.type.startsWith('video/') ? 'video' : 'audio');
    const url = URL.createObjectURL(file);
    let settled = false;
    const done = (value: number | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      element.removeAttribute('src');
      element.load();
      URL.revokeObjectURL(url);
      resolve(value);
    };
    const timer = setTimeout(() => done(null), timeoutMs);
    element.preload = 'metadata';
    element.onloadedmetadata = () => done(Number.isFinite(element.duration) && element.duration > 0 ? Math.round(element.duration) : null);
    element.onerror = () => done(null);
    element.src = url;
  });
}
