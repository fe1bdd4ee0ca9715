/** The item's chapters as a WebVTT chapters track (the player's `<track kind="chapters">`). */
export function chaptersPath(id: string): string {
  return `/api/content/${encodeURIComponent(id)}/chapters.vtt`;
}
