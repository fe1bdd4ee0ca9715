import { stoppedAt } from './playback-memory';

/**
 * Which part of each series a listener is on, kept in this browser only (localStorage), with
 * where they stopped in it (the player's own memory of each lecture, `playback-memory.ts`).
 * Nothing is sent to the server.
 */
export type ListeningPosition = { contentId: string; part: number; title: string; seconds: number; at: string };

const key = (seriesId: string) => `lectures:series-position:${seriesId}`;

export function readListeningPosition(seriesId: string): ListeningPosition | null {
  try {
    const raw = window.localStorage.getItem(key(seriesId));
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<ListeningPosition>;
    if (typeof value.contentId !== 'string' || typeof value.part !== 'number') return null;
    return { contentId: value.contentId, part: value.part, title: String(value.title ?? ''), seconds: stoppedAt(value.contentId), at: String(value.at ?? '') };
  } catch {
    // Storage may be off (private mode) or hold something else: no position then.
    return null;
  }
}

/** The part now listened to (its second is the player's to keep). */
export function saveListeningPosition(seriesId: string, position: Omit<ListeningPosition, 'at' | 'seconds'>): void {
  try {
    window.localStorage.setItem(key(seriesId), JSON.stringify({ ...position, at: new Date().toISOString() }));
  } catch {
    // Full or disabled storage: the position is simply not kept.
  }
}
