/**
 * What `work` gives, or `fallback` once `ms` have passed without it (the timer is cleared either
 * way, so nothing is left pending). A rejection of `work` within the time passes through.
 */
export async function settleWithin<T, F>(work: Promise<T>, ms: number, fallback: F): Promise<T | F> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([work, new Promise<F>((resolve) => (timer = setTimeout(() => resolve(fallback), ms)))]);
  } finally {
    clearTimeout(timer);
  }
}
