import { PLAYBACK_RATES } from '@/components/media-player/player-constants';

/**
 * What the player remembers in this browser (visitors have no account): where each lecture
 * was stopped, and the speed last chosen (one for every lecture).
 */
const RATE_KEY = 'player:rate';
const positionKey = (id: string) => `player:position:${id}`;
/** A stop this close to the start or the end (10 s, a twentieth of a short recording) is not worth offering. */
export function resumeMargin(duration: number): number {
  return duration > 0 ? Math.min(10, duration / 20) : 10;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage refused (private mode, blocked cookies): the player just forgets.
    return null;
  }
}

export function readRate(): number | null {
  const rate = Number(storage()?.getItem(RATE_KEY));
  return (PLAYBACK_RATES as readonly number[]).includes(rate) ? rate : null;
}

export function storeRate(rate: number): void {
  storage()?.setItem(RATE_KEY, String(rate));
}

/** Where a lecture was last stopped in this browser, in whole seconds; 0 when never, or played to the end. */
export function stoppedAt(id: string): number {
  const seconds = Number(storage()?.getItem(positionKey(id)));
  return Number.isFinite(seconds) && seconds > 0 ? seconds : 0;
}

/** The stored stop of a lecture, when it is worth continuing from (not at its start or end). */
export function readPosition(id: string, duration: number): number | null {
  const seconds = stoppedAt(id);
  const margin = resumeMargin(duration);
  if (seconds < margin) return null;
  if (duration > 0 && seconds > duration - margin) return null;
  return seconds;
}

export function storePosition(id: string, seconds: number): void {
  storage()?.setItem(positionKey(id), String(Math.floor(seconds)));
}

/** Played to the end: next time it starts from the beginning. */
export function forgetPosition(id: string): void {
  storage()?.removeItem(positionKey(id));
}
