/**
 * Where a listener stopped in each series, kept in this browser only (localStorage): the part
 * they were on and the second they reached. Nothing is sent to the server.
 */
export type ListeningPosition = { contentId: string; part: number; title: string; seconds: number; at: string };

const key = (seriesId: string) => `lectures:series-position:${seriesId}`;

export function readListeningPosition(seriesId: string): ListeningPosition | null {
  try {
    const raw = window.localStorage.getItem(key(seriesId));
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<ListeningPosition>;
    if (typeof value.contentId !== 'string' || typeof value.part !== 'number' || typeof value.seconds !== 'number') return null;
    return { contentId: value.contentId, part: value.part, title: String(value.title ?? ''), seconds: value.seconds, at: String(value.at ?? '') };
  } catch {
    // Storage may be off (private mode) or hold something else: no position then.
    return null;
  }
}

export function saveListeningPosition(seriesId: string, position: Omit<ListeningPosition, 'at'>): void {
  try {
    window.localStorage.setItem(key(seriesId), JSON.stringify({ ...position, seconds: Math.floor(position.seconds), at: new Date().toISOString() }));
  } catch {
    // Full or disabled storage: the position is simply not kept.
  }
}
