import { browserSavesData } from '@/lib/save-data';
import type { Content } from '@/types/api';

/**
 * Which file the player plays: the light choice (an audio lecture's light rendition, a video's
 * HLS ladder; the default where one exists) or the original.
 */
export type Quality = 'light' | 'original';

type Rendition = NonNullable<Content['renditions']>[number];

/** Whether this browser plays a MIME type; null where there is no browser to ask (the server's first view). */
export type CanPlay = ((mimeType: string) => boolean) | null;

export function browserCanPlay(): CanPlay {
  if (typeof document === 'undefined') return null;
  const probe = document.createElement('audio');
  return (mimeType) => probe.canPlayType(mimeType) !== '';
}

/**
 * The lightest audio rendition this browser plays (Opus where it can, else AAC), of an audio
 * lecture or of a video's sound. Without a browser to ask, the lightest of all: the browser
 * corrects it after hydration if it cannot play it.
 */
export function audioRendition(item: Content, canPlay: CanPlay): Rendition | null {
  const playable = (item.renditions ?? []).filter((r) => r.kind !== 'hls' && (!canPlay || canPlay(r.mimeType)));
  return [...playable].sort((a, b) => a.bitRate - b.bitRate)[0] ?? null;
}

/** What an audio lecture plays by default: its lightest rendition. */
export function lightRendition(item: Content, canPlay: CanPlay): Rendition | null {
  return item.mediaType === 'audio' ? audioRendition(item, canPlay) : null;
}

/**
 * A video lecture's HLS ladder (its master playlist), once made. Every browser plays it: natively,
 * or through hls.js where there are Media Source Extensions; the player falls back to the original.
 */
export function hlsLadder(item: Content): Rendition | null {
  return item.mediaType === 'video' ? ((item.renditions ?? []).find((r) => r.kind === 'hls') ?? null) : null;
}

/** Save-Data, or a connection the browser rates 2G or slower: start on the lightest choice. */
export function connectionIsWeak(): boolean {
  const connection = (navigator as Navigator & { connection?: { effectiveType?: string } }).connection;
  return browserSavesData() || ['slow-2g', '2g'].includes(connection?.effectiveType ?? '');
}

/** The stored original: the direct URL when given, else the stored media (or its audio). */
export function originalUrl(item: Content): string | null {
  if (item.directMediaUrl) return item.directMediaUrl;
  return item.mediaType === 'video' ? (item.mediaUrl ?? item.audioUrl) : (item.audioUrl ?? item.mediaUrl);
}

/** The URL the player uses for the chosen quality: the light rendition or ladder when there is one, else the original. */
export function playableUrl(item: Content, quality: Quality = 'original', canPlay: CanPlay = null): string | null {
  if (quality === 'light') {
    const light = lightRendition(item, canPlay) ?? hlsLadder(item);
    if (light) return light.url;
  }
  return originalUrl(item);
}
